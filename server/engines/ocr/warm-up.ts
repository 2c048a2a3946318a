/**
 * The text recogniser's warm-up (an EngineWarmUp, run by a worker thread as it starts): loads
 * the PP-OCRv4 model and reads a page the size of a phone photo's upload with one long line,
 * so both ONNX sessions (detection and recognition) have run once at about a page's sizes
 * and the first visitor's page pays neither for the load nor for the memory the runtime
 * takes for a page's first run (measured: a tiny line left the first page 15 % slower than
 * the next; a page-sized one, 5 %).
 */
import sharp from 'sharp';
import { loadModel, recogniseLines } from './paddle';

/** A page of 1 MP with a line of Chinese and Latin text across it, drawn by librsvg with the page fonts (any font will do). */
const PAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="100%" height="100%" fill="#fff"/>' +
  `<text x="60" y="120" font-family="Noto Sans CJK SC, sans-serif" font-size="30" fill="#000">${'文字识别 OCR 1 '.repeat(5)}</text></svg>`;

export async function warmUpOcr(): Promise<void> {
  await loadModel();
  // With no font installed the line is blank: detection still runs, recognition then waits for the first page.
  await recogniseLines(await sharp(Buffer.from(PAGE_SVG)).png().toBuffer());
}
