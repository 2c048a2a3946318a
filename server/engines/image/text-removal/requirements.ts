/**
 * What text removal needs: the PaddleOCR PP-OCRv4 model files the recognitions use (only the
 * detector is run, but the model is loaded as the recognitions load it, and shared with them).
 */
import { IMAGE_EFFECT_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../../src/engine-check/needs';
import { PADDLE_OCR_MODELS } from '../../ocr/requirements';

export const textRemovalEngines: EngineDeclaration[] = [{ engine: 'image/text-removal', runs: [{ reqType: IMAGE_EFFECT_TYPES.TextRemoval }], needs: [PADDLE_OCR_MODELS] }];
