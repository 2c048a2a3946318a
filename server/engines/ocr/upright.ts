/**
 * Reading a page the right way up. PP-OCRv4's angle classifier only tells 0° from 180° of a
 * line, so a page photographed on its side is turned here until its lines read best, and
 * the boxes are mapped back to the uploaded image's pixels.
 */
import sharp from 'sharp';
import type { TaskContext } from '../../src/tasks/handler';
import type { PageImage } from './page-image';
import { recogniseLines, type RecognisedLine } from './paddle';

/** A reading this sure of itself is kept without trying the page turned. */
const CONFIDENT = 0.85;

/** How well a reading went: confident characters (not spaces), so a page read the right way up wins. */
const charsOf = (line: RecognisedLine) => line.text.replace(/\s+/g, '').length;
const scoreOf = (lines: RecognisedLine[]) => lines.reduce((sum, line) => sum + line.confidence * charsOf(line), 0);
const meanConfidence = (lines: RecognisedLine[]) => {
  const chars = lines.reduce((sum, line) => sum + charsOf(line), 0);
  return chars ? scoreOf(lines) / chars : 0;
};

/** Share of the found lines that stand taller than wide: a page on its side has mostly such lines. */
function tallShare(lines: RecognisedLine[]) {
  const tall = lines.filter(({ box }) => {
    const width = Math.hypot(box[1][0] - box[0][0], box[1][1] - box[0][1]);
    const height = Math.hypot(box[3][0] - box[0][0], box[3][1] - box[0][1]);
    return height > width * 1.5;
  });
  return lines.length ? tall.length / lines.length : 0;
}

interface Reading {
  lines: RecognisedLine[];
  turn: number;
}

/**
 * Reads the page, and the page turned when the first reading says it lies on its side (its
 * lines stand upright: the recogniser then reads whole columns as one line, so that reading
 * is not kept) or is unsure (upside down reads poorly); keeps the best reading.
 */
export async function readUpright(page: PageImage, ctx: TaskContext): Promise<Reading> {
  const first: Reading = { lines: await recogniseLines(page.png), turn: 0 };
  ctx.progress(40);
  const sideways = tallShare(first.lines) > 0.5;
  const turns = sideways ? [90, 270] : meanConfidence(first.lines) < CONFIDENT ? [180, 90, 270] : [];
  let best: Reading | undefined = sideways ? undefined : first;
  for (const [i, turn] of turns.entries()) {
    ctx.signal.throwIfAborted();
    const lines = await recogniseLines(await sharp(page.png).rotate(turn).png({ compressionLevel: 1 }).toBuffer());
    if (!best || scoreOf(lines) > scoreOf(best.lines)) best = { lines, turn };
    ctx.progress(40 + ((i + 1) / turns.length) * 50);
  }
  return best && best.lines.length ? best : first;
}

/** A point of the turned page back in the uploaded image's pixels. */
export function toUpload([x, y]: [number, number], page: PageImage, turn: number) {
  const { width: w, height: h, scale } = page;
  const [px, py] = turn === 90 ? [y, h - x] : turn === 180 ? [w - x, h - y] : turn === 270 ? [w - y, x] : [x, y];
  return { X: Math.round(px * scale), Y: Math.round(py * scale) };
}

