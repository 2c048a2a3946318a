/**
 * Reading a page the right way up. PP-OCRv4's detector finds lines whichever way a page is
 * turned, and its boxes say whether they run across the page or down it. Which way along
 * them is up is told by the recogniser: the longest lines, read as cut, read surely (a mean
 * confidence of 0.94 or more on every page of the accuracy suite, upright, at 60 % and
 * upside down when turned), and read the wrong way round they do not (0.43 at most). So a
 * page is read as it comes, and the few longest lines are read the other way round only when
 * they read unsurely; the page is turned and read again only when that reads better.
 *
 * (It used to read the whole page, then read it again turned 180°, 90° and 270° whenever it
 * was less than sure, keeping the reading with the most confident characters: four readings
 * of a hard page, and a page 15° crooked or a small scan upside down was kept crooked or
 * upside down, its readings compared on lines the detector found differently each time.)
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
import { rgbPixels, turnedPixels, type RawImage } from './pixels';
import { pageLines, readCrops, readLine } from './spaced-ocr';

/** Lines that tell which way is up: the longest, as they hold the most characters. */
const SAMPLE_LINES = 5;
/** Their mean confidence from which a reading is taken to be the right way up. */
const SURE = 0.8;
/** A box this much taller than wide is a line running down the page. */
const TALL = 1.5;

interface Reading {
  lines: RecognisedLine[];
  /** Degrees the page was turned clockwise to be read (0, 90, 180, 270). */
  turn: number;
}

const sideOf = (box: Box, from: number, to: number) => Math.hypot(box[to][0] - box[from][0], box[to][1] - box[from][1]);
const isTall = ({ box }: LineCrop) => sideOf(box, 0, 3) > sideOf(box, 0, 1) * TALL;
const meanOf = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/** The longest lines running the page's way (across it, or down it when most do). */
function sampleOf(crops: LineCrop[], sideways: boolean): number[] {
  return crops
    .map((crop, i) => ({ crop, i }))
    .filter(({ crop }) => isTall(crop) === sideways)
    .sort((a, b) => b.crop.image.width - a.crop.image.width)
    .slice(0, SAMPLE_LINES)
    .map(({ i }) => i);
}

/** The mean confidence of lines read as they are. */
async function confidenceOf({ sessions, dictionary }: PaddleModel, lines: RawImage[]): Promise<number> {
  const confidences: number[] = [];
  for (const line of lines) confidences.push((await readLine(sessions, dictionary, line)).confidence);
  return meanOf(confidences);
}

/** Whether the lines read better the other way round than `asCut` (their mean confidence as cut). */
async function readsBetterReversed(model: PaddleModel, lines: RawImage[], asCut: number): Promise<boolean> {
  if (asCut >= SURE || !lines.length) return false;
  const reversed = await Promise.all(lines.map((line) => turnedPixels(line, 180)));
  return (await confidenceOf(model, reversed)) > asCut;
}

/**
 * Finds the page's lines and reads them as they come; turns the page when its lines run down
 * it (line-crop.ts cuts such a line turned a quarter anticlockwise, which is the page turned
 * 270°, or read the other way round 90°) or read better upside down, and reads it turned.
 */
export async function readUpright(page: PageImage, ctx: TaskContext): Promise<Reading> {
  const model = await loadModel();
  const { sessions, dictionary } = model;
  const pixels = await rgbPixels(page.png);
  const crops = await detectLines(sessions, pixels);
  ctx.progress(30);
  const sideways = crops.filter(isTall).length > crops.length / 2;
  const sample = sampleOf(crops, sideways);
  const sampleImages = sample.map((i) => crops[i].image);
  let turn: number;
  if (sideways) {
    turn = (await readsBetterReversed(model, sampleImages, await confidenceOf(model, sampleImages))) ? 90 : 270;
  } else {
    const read = await readCrops(sessions, dictionary, crops);
    ctx.progress(70);
    if (!(await readsBetterReversed(model, sampleImages, meanOf(sample.map((i) => read[i].confidence))))) return { lines: pageLines(read), turn: 0 };
    turn = 180;
  }
  ctx.signal.throwIfAborted();
  const upright = await detectLines(sessions, await turnedPixels(pixels, turn));
  ctx.progress(80);
  return { lines: pageLines(await readCrops(sessions, dictionary, upright)), turn };
}

/** A point of the turned page back in the uploaded image's pixels. */
export function toUpload([x, y]: [number, number], page: PageImage, turn: number) {
  const { width: w, height: h, scale } = page;
  const [px, py] = turn === 90 ? [y, h - x] : turn === 180 ? [w - x, h - y] : turn === 270 ? [w - y, x] : [x, y];
  return { X: Math.round(px * scale), Y: Math.round(py * scale) };
}
