/**
 * What the document-image tools need: handwriting erasure finds the print with PaddleOCR
 * (print-lines.ts); word restoration works on the pixels alone (sharp) and needs nothing.
 */
import { REQ_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../src/engine-check/needs';
import { PADDLE_OCR_MODELS } from '../ocr/requirements';

export const documentImageEngines: EngineDeclaration[] = [
  { engine: 'document-image/handwriting-erasure', runs: [{ reqType: REQ_TYPES.HandwritingErasure }], needs: [PADDLE_OCR_MODELS] },
  { engine: 'document-image/word-restore', runs: [{ reqType: REQ_TYPES.WordRestore }], needs: [] },
];
