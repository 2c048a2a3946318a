/**
 * What image fix needs: ESRGAN-slim's x2 and x4 networks from @upscalerjs/esrgan-slim, the
 * files upscaler.ts reads (model-files.ts). ONNX Runtime, which runs them, comes with the
 * recognitions' @gutenye/ocr-node, as for text recognition.
 */
import { IMAGE_EFFECT_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../../src/engine-check/needs';
import { ESRGAN_SLIM_NEED } from './model-files';

export const imageFixEngines: EngineDeclaration[] = [{ engine: 'image/image-fix', runs: [{ reqType: IMAGE_EFFECT_TYPES.ImageFix }], needs: [ESRGAN_SLIM_NEED] }];
