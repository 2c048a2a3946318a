/**
 * Reading the lines a page's detector found (detect-lines.ts) with PP-OCRv4's recogniser, and
 * decoding each with its word spaces (word-spaces.ts): the wrapper's own step decodes a line's
 * output by itself and throws away the probabilities of every frame and the line image, the
 * two things a lost space is found from.
 *
 * Lines are read as the wrapper reads them (48 pixels high, its input values), one run of the
 * model each. Not in batches: on this CPU a batch of 12 lines of the bench page, sorted by
 * width and padded to the widest, cost 60 % more CPU time than the same lines one by one
 * (15 % more with next to no padding), and a batch of an invoice's 51 short cells no less
 * (ONNX Runtime 1.30, one thread; the model's convolutions and element-wise steps gain
 * nothing from a batch, and the padding is read like a line).
 */
import sharp from 'sharp';
import type { LineCrop } from './detect-lines';
import type { Box } from './line-crop';
import type { RawImage } from './pixels';
import { runSession, type PaddleSessions } from './onnx-sessions';
import { lineText } from './word-spaces';

/** The recogniser's input height. */
const LINE_HEIGHT = 48;
/** The wrapper drops lines it is less sure of than this. */
const MIN_MEAN = 0.5;

export interface RecognisedLine {
  text: string;
  /** 0–1, the recogniser's mean character confidence. */
  confidence: number;
  /** Four corners [x, y] in the page image's pixels, clockwise from the top left. */
  box: Box;
}

/** A line resized as the recogniser reads it (the wrapper's resize: sharp, 48 high, its aspect kept), RGBA for word-spaces.ts. */
async function lineInput(image: RawImage): Promise<RawImage> {
  const width = Math.max(1, Math.round((image.width * LINE_HEIGHT) / image.height));
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .resize({ width, height: LINE_HEIGHT, fit: 'fill' })
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, channels: 4 };
}

/** A line as the model takes it: planes B, G, R, values / 255 (the wrapper's input). */
function modelInput(line: RawImage): Float32Array {
  const plane = line.width * line.height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    input[i] = line.data[i * line.channels + 2] / 255;
    input[plane + i] = line.data[i * line.channels + 1] / 255;
    input[2 * plane + i] = line.data[i * line.channels] / 255;
  }
  return input;
}

/** One line's text and mean confidence, read from its image (RGB or RGBA, any size, left to right). */
export async function readLine(sessions: PaddleSessions, dictionary: string[], image: RawImage): Promise<{ text: string; confidence: number }> {
  const line = await lineInput(image);
  const output = await runSession(sessions, sessions.recognition, modelInput(line), [1, 3, LINE_HEIGHT, line.width]);
  const [, frames, classes] = output.dims;
  const { text, mean } = lineText({ data: output.data, frames, classes }, dictionary, line);
  return { text, confidence: mean };
}

/**
 * Lines read at once: two, so one line's small steps fill the cores the other leaves idle.
 * Measured on the bench page (bench/ocr-worker.ts, 20 runs, three interleaved pairs on a quiet
 * machine): median 441–444 ms against 461–470 ms one at a time, the same CPU time. Two readers
 * on single-threaded sessions were slower (587–596 ms), and a third reader gained nothing.
 */
const READERS = 2;

/** Each line read on its own (READERS at a time), in the order found, boxes as cut. */
export async function readCrops(sessions: PaddleSessions, dictionary: string[], crops: LineCrop[]): Promise<RecognisedLine[]> {
  const read: RecognisedLine[] = new Array(crops.length);
  let next = 0;
  const reader = async () => {
    while (next < crops.length) {
      const i = next++;
      read[i] = { ...(await readLine(sessions, dictionary, crops[i].image)), box: crops[i].box };
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return read;
}

/** The page's lines from its lines read one by one (readCrops): the wrapper's, its unsure lines dropped and the boxes of one row joined. */
export function pageLines(read: RecognisedLine[]): RecognisedLine[] {
  // Bottom to top, as OpenCV listed them to the wrapper: a row starts at the first box of it met.
  return rowsOf(read.filter((line) => line.confidence >= MIN_MEAN).reverse());
}

/** Reads the lines one by one, decodes them with their spaces, and joins the boxes of one row (the wrapper's rows). */
export async function readLines(sessions: PaddleSessions, dictionary: string[], crops: LineCrop[]): Promise<RecognisedLine[]> {
  return pageLines(await readCrops(sessions, dictionary, crops));
}

/** Below this slant (degrees) a page's rows are grouped as the wrapper groups them, on the page's own axes. */
const LEVEL = 1;
/** Boxes this much longer than high give a line's slant; shorter ones (a word, a number) too little of it. */
const SLANT_SHAPE = 3;

/** The slant of the page's lines in radians (positive when they fall to the right): the median of its long boxes'. */
function slantOf(lines: RecognisedLine[]): number {
  const angles = lines
    .map(({ box }) => ({ dx: box[1][0] - box[0][0], dy: box[1][1] - box[0][1], high: Math.hypot(box[3][0] - box[0][0], box[3][1] - box[0][1]) }))
    .filter(({ dx, dy, high }) => Math.hypot(dx, dy) > SLANT_SHAPE * high)
    .map(({ dx, dy }) => Math.atan2(dy, dx))
    .sort((a, b) => a - b);
  const median = angles.length ? angles[Math.floor(angles.length / 2)] : 0;
  return Math.abs(median) < (LEVEL * Math.PI) / 180 ? 0 : median;
}

/**
 * The wrapper's rows (afAfRec): boxes whose midlines are within half the mean box height of
 * a row's first box join it, left to right, their texts with a space (the detector left a
 * gap between them); rows top to bottom. On a page turned a few degrees (a photo, a crooked
 * scan) this is done along its lines, not the page's edges: there a long line's box spans
 * the height of several lines, and the rows would mix.
 */
function rowsOf(lines: RecognisedLine[]): RecognisedLine[] {
  if (!lines.length) return [];
  const slant = slantOf(lines);
  const [cos, sin] = [Math.cos(slant), Math.sin(slant)];
  // A point on the axes of the page's lines: along them, and across them (down).
  const along = ([x, y]: [number, number]) => x * cos + y * sin;
  const across = ([x, y]: [number, number]) => y * cos - x * sin;
  const midline = (box: Box) => (across(box[0]) + across(box[2])) / 2;
  const height = lines.reduce((sum, line) => sum + (across(line.box[2]) - across(line.box[0])), 0) / lines.length;
  const rows: RecognisedLine[][] = [];
  for (const line of lines) {
    const row = rows.find((r) => Math.abs(midline(r[0].box) - midline(line.box)) < height / 2);
    if (row) row.push(line);
    else rows.push([line]);
  }
  for (const row of rows) row.sort((a, b) => along(a.box[0]) - along(b.box[0]));
  rows.sort((a, b) => across(a[0].box[0]) - across(b[0].box[0]));
  return rows.map((row) => {
    const [first, last] = [row[0].box, row[row.length - 1].box];
    return {
      text: row.map((line) => line.text).join(' '),
      confidence: row.reduce((sum, line) => sum + line.confidence, 0) / row.length,
      box: [first[0], last[1], last[2], first[3]],
    };
  });
}
