/**
 * Reading a page the right way up. PP-OCRv4's detector finds lines whichever way a page is
 * turned, and its boxes say whether they run across the page or down it; which of the two
 * ways along them is up is told by reading a few of the longest lines both ways round and
 * keeping the way the recogniser is surer of. The page is then turned, and read once.
 *
 * (It used to read the whole page, then read it again turned 180°, 90° and 270° whenever it
 * was less than sure, keeping the reading with the most confident characters: four readings
 * of a hard page, and a page of small or grainy text, read less surely every way, could be
 * kept on its side, where the detector took its columns of characters for lines.)
 *
 * A page turned by a few degrees (±15°, a photo, a crooked scan) needs no turn: its boxes
 * are turned rectangles, each line is cut out level (line-crop.ts) and the lines are put in
 * rows along their slant (spaced-ocr.ts).
 */
import type { TaskContext } from '../../src/tasks/handler';
import { detectLines, type LineCrop } from './detect-lines';
import type { Box } from './line-crop';
import { loadModel, type PaddleModel, type RecognisedLine } from './paddle';
import type { PageImage } from './page-image';
import { rgbPixels, turnedPixels } from './pixels';
import { readLine, readLines } from './spaced-ocr';

/** Lines read both ways round to tell which is up: the longest, as they hold the most characters. */
const SAMPLE_LINES = 5;
/** A box this much taller than wide is a line running down the page. */
const TALL = 1.5;

interface Reading {
  lines: RecognisedLine[];
  /** Degrees the page was turned clockwise to be read (0, 90, 180, 270). */
  turn: number;
}

const sideOf = (box: Box, from: number, to: number) => Math.hypot(box[to][0] - box[from][0], box[to][1] - box[from][1]);
const isTall = ({ box }: LineCrop) => sideOf(box, 0, 3) > sideOf(box, 0, 1) * TALL;

/** How surely a reading reads: its confident characters (spaces aside), so more text read surely counts for more. */
const sureness = (line: { text: string; confidence: number }) => line.confidence * line.text.replace(/\s+/g, '').length;

/**
 * The turn (clockwise degrees) that sets the page upright. Its lines run down the page when
 * most of its boxes stand tall: line-crop.ts cuts such a line turned a quarter anticlockwise,
 * which is the page turned 270°; read the other way round, 90°. Otherwise 0° or 180°.
 */
async function uprightTurn({ sessions, dictionary }: PaddleModel, crops: LineCrop[]): Promise<number> {
  const sideways = crops.filter(isTall).length > crops.length / 2;
  const [asCut, reversed] = sideways ? [270, 90] : [0, 180];
  const sample = crops
    .filter((crop) => isTall(crop) === sideways)
    .sort((a, b) => b.image.width - a.image.width)
    .slice(0, SAMPLE_LINES);
  let [asCutSureness, reversedSureness] = [0, 0];
  for (const crop of sample) {
    asCutSureness += sureness(await readLine(sessions, dictionary, crop.image));
    reversedSureness += sureness(await readLine(sessions, dictionary, await turnedPixels(crop.image, 180)));
  }
  return reversedSureness > asCutSureness ? reversed : asCut;
}

/** Finds the page's lines, turns the page upright when it is not, and reads it. */
export async function readUpright(page: PageImage, ctx: TaskContext): Promise<Reading> {
  const model = await loadModel();
  const pixels = await rgbPixels(page.png);
  const crops = await detectLines(model.sessions, pixels);
  ctx.progress(30);
  const turn = await uprightTurn(model, crops);
  ctx.signal.throwIfAborted();
  const upright = turn ? await detectLines(model.sessions, await turnedPixels(pixels, turn)) : crops;
  ctx.progress(50);
  return { lines: await readLines(model.sessions, model.dictionary, upright), turn };
}

/** A point of the turned page back in the uploaded image's pixels. */
export function toUpload([x, y]: [number, number], page: PageImage, turn: number) {
  const { width: w, height: h, scale } = page;
  const [px, py] = turn === 90 ? [y, h - x] : turn === 180 ? [w - x, h - y] : turn === 270 ? [w - y, x] : [x, y];
  return { X: Math.round(px * scale), Y: Math.round(py * scale) };
}
