/**
 * The text recogniser's warm-up (an EngineWarmUp, run by a worker thread as it starts): loads
 * the PP-OCRv4 model and reads one tiny line, so both ONNX sessions (detection and
 * recognition) have run once and the first visitor's page pays for neither.
 */
import sharp from 'sharp';
import { loadModel, recogniseLines } from './paddle';

/** A short line of Chinese and Latin text, drawn by librsvg with the page fonts (any font will do). */
const LINE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="32"><rect width="100%" height="100%" fill="#fff"/>' +
  '<text x="6" y="23" font-family="Noto Sans CJK SC, sans-serif" font-size="20" fill="#000">文字 OCR 1</text></svg>';

export async function warmUpOcr(): Promise<void> {
  await loadModel();
  // With no font installed the line is blank: detection still runs, recognition then waits for the first page.
  await recogniseLines(await sharp(Buffer.from(LINE_SVG)).png().toBuffer());
}
