/**
 * Where a page's print is, from PP-OCRv4's lines. The recogniser reads anything written as
 * text — a note after a line becomes part of that line, a note between lines a line of its
 * own — so a line counts as print only when it reads as print: confidently, and with its
 * characters as close together as type sets them. A line with wide gaps is read again piece
 * by piece, and only its pieces that read as print count.
 */
import sharp from 'sharp';
import { recogniseLines, type RecognisedLine } from '../ocr/paddle';
import { sharpOf, type Raster } from './raster';

/** A reading this confident is of a page the right way up. */
const SURE = 0.85;
/** A line read this confidently may be print. */
const PRINT_CONFIDENCE = 0.8;
/**
 * Type sets a half-width character (a CJK one counts two) in about half a line height; a
 * pen's loops read as a few letters spread far wider. Wider than this is not print.
 */
const PRINT_PITCH = 0.8;
/** A blank stretch this many line heights wide splits a line into pieces read on their own. */
const SPLIT_GAP = 0.6;

type Point = [number, number];

/** A stretch of a printed line: the line's corners (clockwise from the top left) and the columns it covers. */
export interface PrintStretch {
  corners: Point[];
  left: number;
  right: number;
}

const nonSpace = (text: string) => text.replace(/\s+/g, '');
/** Confident characters read: the reading of a page the right way up has the most. */
const scoreOf = (lines: RecognisedLine[]) => lines.reduce((sum, line) => sum + line.confidence * nonSpace(line.text).length, 0);
const charsOf = (lines: RecognisedLine[]) => lines.reduce((sum, line) => sum + nonSpace(line.text).length, 0);

/**
 * Reads a page whose lines run across, and the page upside down too unless the first reading
 * is sure of itself; the better reading and the turn it was made at. (upright.ts also tries
 * the page on its sides, but pen marks that join the lines into one block fool that guess;
 * the erasure tells from the ink which way the lines run.)
 */
export async function readAcross(png: Buffer, signal: AbortSignal): Promise<{ lines: RecognisedLine[]; turn: number }> {
  const first = await recogniseLines(png);
  if (scoreOf(first) >= SURE * charsOf(first)) return { lines: first, turn: 0 };
  signal.throwIfAborted();
  const flipped = await recogniseLines(await sharp(png).rotate(180).png({ compressionLevel: 1 }).toBuffer());
  return scoreOf(flipped) > scoreOf(first) ? { lines: flipped, turn: 180 } : { lines: first, turn: 0 };
}

/** The rows a line covers at column x: between its top and bottom edges there. */
export function rowsAt(corners: Point[], x: number): [number, number] {
  const along = (from: Point, to: Point) => (to[0] === from[0] ? from[1] : from[1] + ((to[1] - from[1]) * (x - from[0])) / (to[0] - from[0]));
  return [Math.floor(along(corners[0], corners[1])), Math.ceil(along(corners[3], corners[2]))];
}

const heightOf = (corners: Point[]) => (Math.hypot(corners[3][0] - corners[0][0], corners[3][1] - corners[0][1]) + Math.hypot(corners[2][0] - corners[1][0], corners[2][1] - corners[1][1])) / 2;

/** Calls `visit` for each pixel of the stretch inside the page. */
export function forEachPixel(stretch: PrintStretch, width: number, height: number, visit: (index: number) => void) {
  for (let x = Math.max(0, stretch.left); x <= Math.min(width - 1, stretch.right); x++) {
    const [top, bottom] = rowsAt(stretch.corners, x);
    for (let y = Math.max(0, top); y <= Math.min(height - 1, bottom); y++) visit(y * width + x);
  }
}

/** The stretches of a line between blank gaps wider than `gap`. */
function piecesOf(corners: Point[], ink: Uint8Array, width: number, height: number, gap: number): PrintStretch[] {
  const xs = corners.map((corner) => corner[0]);
  const pieces: PrintStretch[] = [];
  let [start, lastInk] = [-1, -1];
  for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(width - 1, Math.ceil(Math.max(...xs))); x++) {
    let any = false;
    forEachPixel({ corners, left: x, right: x }, width, height, (i) => (any ||= ink[i] === 1));
    if (!any) continue;
    if (start >= 0 && x - lastInk > gap) {
      pieces.push({ corners, left: start, right: lastInk });
      start = -1;
    }
    if (start < 0) start = x;
    lastInk = x;
  }
  if (start >= 0) pieces.push({ corners, left: start, right: lastInk });
  return pieces;
}

/** The box around a piece's ink. */
function inkBoxOf(piece: PrintStretch, ink: Uint8Array, width: number, height: number) {
  let [top, bottom] = [height, -1];
  forEachPixel(piece, width, height, (i) => {
    if (!ink[i]) return;
    const y = Math.floor(i / width);
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
  });
  return { left: piece.left, right: piece.right, top, bottom: Math.max(top, bottom) };
}

/** Half-width character widths of a text: a CJK or other full-width character counts two. */
const halfWidthsOf = (text: string) => [...nonSpace(text)].reduce((sum, char) => sum + (char.charCodeAt(0) >= 0x2e80 ? 2 : 1), 0);

/** Whether what the recogniser read over `width` × `height` pixels is print: read confidently, at a printed pitch. */
function readsAsPrint(lines: RecognisedLine[], width: number, height: number): boolean {
  const text = lines.map((line) => line.text).join('');
  const chars = charsOf(lines);
  return chars > 0 && scoreOf(lines) >= PRINT_CONFIDENCE * chars && width <= halfWidthsOf(text) * PRINT_PITCH * height;
}

/** What the recogniser reads in a box of the page (its paper made white) on its own, padded with white. */
export async function readBox(flat: Raster, box: { left: number; top: number; right: number; bottom: number }): Promise<RecognisedLine[]> {
  const pad = Math.round((box.bottom - box.top) / 2);
  const crop = await sharpOf(flat)
    .extract({ left: box.left, top: box.top, width: box.right - box.left + 1, height: box.bottom - box.top + 1 })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return recogniseLines(crop);
}

/**
 * The page's print, line by line: the whole line when it reads as print, or the pieces of a
 * line with gaps that do (none when nothing of it is print). `flat` is the page with its paper
 * made white; `ink` marks its grey and black ink.
 */
export async function printOf(flat: Raster, lines: RecognisedLine[], ink: Uint8Array, signal: AbortSignal): Promise<PrintStretch[][]> {
  const { width, height } = flat;
  const printed: PrintStretch[][] = [];
  for (const line of lines) {
    if (!nonSpace(line.text)) continue;
    const lineHeight = heightOf(line.box);
    const pieces = piecesOf(line.box, ink, width, height, SPLIT_GAP * lineHeight);
    if (pieces.length <= 1) {
      // The line's own reading decides; its print reaches as far as its grey ink (a pen's
      // coloured note the recogniser took into the line is not print).
      const xs = line.box.map((corner) => corner[0]);
      printed.push(pieces.length && readsAsPrint([line], Math.max(...xs) - Math.min(...xs) + 1, lineHeight) ? pieces : []);
      continue;
    }
    const kept: PrintStretch[] = [];
    for (const piece of pieces) {
      signal.throwIfAborted();
      const box = inkBoxOf(piece, ink, width, height);
      if (readsAsPrint(await readBox(flat, box), box.right - box.left + 1, box.bottom - box.top + 1)) kept.push(piece);
    }
    printed.push(kept);
  }
  return printed;
}

/** The height of a stretch's line, in pixels. */
export const lineHeightOf = (stretch: PrintStretch) => heightOf(stretch.corners);
