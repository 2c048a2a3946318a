/**
 * Where ESRGAN-slim's networks are: `models/x2` and `models/x4` of @upscalerjs/esrgan-slim,
 * each a TensorFlow.js layers model (`model.json` and the weights file it names). Paths only:
 * the upscaler reads them, and the server's engine check (requirements.ts) looks for the same
 * files without loading them.
 *
 * Model source and licence: ESRGAN Slim by Kevin Scott (UpscalerJS), MIT, trained on DIV2K
 * (RDN architecture, C1-D2-G4-G0 64).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModelNeed } from '../../../src/engine-check/needs';

const require = createRequire(import.meta.url);

export const ESRGAN_SCALES = [2, 4] as const;
export type EsrganScale = (typeof ESRGAN_SCALES)[number];

/** The package's folder; throws when it is not installed. Its exports name no package.json, so it is found from its CommonJS entry. */
function packageFolder(): string {
  let folder = path.dirname(require.resolve('@upscalerjs/esrgan-slim'));
  while (path.basename(folder) !== 'esrgan-slim' || path.basename(path.dirname(folder)) !== '@upscalerjs') {
    const up = path.dirname(folder);
    if (up === folder) throw new Error('@upscalerjs/esrgan-slim has no package folder');
    folder = up;
  }
  return folder;
}

export const esrganModelFolder = (scale: EsrganScale) => path.join(packageFolder(), 'models', `x${scale}`);
export const ESRGAN_GRAPH_FILE = 'model.json';
/** The weights file each model.json names (one group, one shard). */
const ESRGAN_WEIGHTS_FILE = 'group1-shard1of1.bin';

export const ESRGAN_SLIM_NEED: ModelNeed = {
  kind: 'model',
  name: 'ESRGAN-slim (x2, x4)',
  npmPackage: '@upscalerjs/esrgan-slim',
  files: () => ESRGAN_SCALES.flatMap((scale) => [ESRGAN_GRAPH_FILE, ESRGAN_WEIGHTS_FILE].map((file) => path.join(esrganModelFolder(scale), file))),
};
