/**
 * Handwriting erasure (HandwritingErasure, type 3): the page with the pen's marks taken off
 * and the print kept. PP-OCRv4 finds the printed lines (print-lines.ts); ink is then sorted
 * into print and handwriting, and the handwriting is painted over with the paper's own
 * colour there.
 *
 * - Coloured ink (blue, red pens) is handwriting: print is black or grey. Where a pen crossed
 *   print, the print stays as dark as it was and is kept; inside printed lines only a strong
 *   colour counts, as a compressed photo bleeds a pen's colour into the print beside it.
 * - Grey and black ink is print when it lies in a printed line.
 * - A piece of ink that reaches well out of the printed lines (a circle round a word, an
 *   arrow, a bracket) is handwriting; inside a line only the bits of it that are nothing but
 *   a stroke go, so a glyph it touches stays.
 *
 * Known limits: neat handwriting that the recogniser reads confidently as a line of its own
 * counts as print, and a black pen stroke drawn through printed text is kept with it.
 */
import { DOCUMENT_IMAGE_FILES, type HandwritingErasureResult } from '@toolhub/contracts';
import sharp from 'sharp';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { pageImageOf } from '../ocr/page-image';
import type { RecognisedLine } from '../ocr/paddle';
import { componentsOf, grown, type Component } from './components';
import { flattened, paperOf } from './paper';
import { forEachPixel, lineHeightOf, printOf, readAcross } from './print-lines';
import { encodeResult, luminanceOf, rasterOf, resultFile, resultFormatOf, sharpOf, type Raster } from './raster';
import { liesOnItsSide } from './skew';

/** Brighter than this (on the page with its paper made white) is paper. */
const INK_BELOW = 215;
/**
 * Ink whose channels differ by this share of its darkness (paper made white) is coloured: a
 * blurred, greyed photo of a blue pen still has it, the edge of black print does not.
 */
const COLOURED_FROM = 0.2;
/** A piece of ink with at most this share of coloured pixels is grey, with at least MOSTLY_COLOURED coloured. */
const FEW_COLOURED = 0.15;
const MOSTLY_COLOURED = 0.6;
/** Inside printed lines, where a pen's colour may have bled into print, a pixel needs this much colour to be the pen's. */
const STRONGLY_COLOURED = 0.4;
/** A piece of ink with less than this share of its pixels in printed lines is handwriting… */
const INSIDE_SHARE = 0.5;
/** …and when it is this many line heights tall or wide, bigger than a glyph, only its part outside them. */
const MARK_SIZE = 1.5;
/** A stroke passing through a line is no longer than the stretch it crosses plus this many line heights. */
const STROKE_EXTRA = 0.5;
/** …and meets the rest of its mark at places at least this share of its extent apart: in at one side, out at the other. */
const THROUGH = 0.5;
/** Handwriting is erased with this margin, for the faint edge a pen leaves. */
const MARGIN = 2;

interface Erasure {
  page: Raster;
  printedLines: number;
  erasedPixels: number;
}

/**
 * The page's coloured ink, and its grey or black ink, as masks. Colour is judged per piece of
 * ink first: a compressed photo gives stray pixels of print a tint, so a piece with few
 * coloured pixels is grey and one with mostly coloured pixels is coloured throughout; only
 * where a pen crossed print (a piece with both) does each pixel go by its own colour.
 */
function inkOf(page: Raster) {
  const paper = paperOf(page);
  const flat = flattened(page, paper);
  const luminance = luminanceOf(flat);
  const ink = new Uint8Array(luminance.length);
  /** How coloured each ink pixel is: its channels' spread over its darkness. */
  const tint = new Float32Array(luminance.length);
  for (let i = 0, p = 0; i < luminance.length; i++, p += 3) {
    if (luminance[i] >= INK_BELOW) continue;
    ink[i] = 1;
    tint[i] = (Math.max(flat.data[p], flat.data[p + 1], flat.data[p + 2]) - Math.min(flat.data[p], flat.data[p + 1], flat.data[p + 2])) / (256 - luminance[i]);
  }
  const coloured = new Uint8Array(luminance.length);
  const neutral = new Uint8Array(luminance.length);
  for (const piece of componentsOf(ink, page.width, page.height)) {
    let count = 0;
    for (const i of piece.pixels) count += Number(tint[i] >= COLOURED_FROM);
    const share = count / piece.pixels.length;
    for (const i of piece.pixels) {
      const isColoured = share >= MOSTLY_COLOURED || (share > FEW_COLOURED && tint[i] >= COLOURED_FROM);
      (isColoured ? coloured : neutral)[i] = 1;
    }
  }
  return { paper, flat, ink, coloured, neutral, tint };
}

/**
 * The pixels of a mark, inside printed lines, that may be print: each stretch of the mark
 * within the lines that is more than a stroke passing through. A passing stroke (the side of
 * a circle round a word) goes in on one side and out on the other, and is hardly longer
 * than the stretch's extent; a glyph the mark touches meets it at one place, or adds strokes
 * of its own.
 */
function printTouchedBy(mark: Component, inPrint: Uint8Array, width: number, lineHeight: number): number[] {
  const [left, top] = [mark.left, mark.top];
  const [localWidth, localHeight] = [mark.right - left + 1, mark.bottom - top + 1];
  // 1 for the mark's pixels inside the print, 2 for those outside it.
  const local = new Uint8Array(localWidth * localHeight);
  for (const i of mark.pixels) local[(Math.floor(i / width) - top) * localWidth + (i % width) - left] = inPrint[i] ? 1 : 2;
  const inside = local.map((value) => (value === 1 ? 1 : 0));
  const kept: number[] = [];
  for (const stretch of componentsOf(inside, localWidth, localHeight)) {
    let edges = 0;
    // Where the stretch meets the mark's part outside the print: the box round those pixels.
    let [meetLeft, meetTop, meetRight, meetBottom] = [localWidth, localHeight, -1, -1];
    for (const j of stretch.pixels) {
      const x = j % localWidth;
      const y = (j - x) / localWidth;
      edges += Number(x === 0 || !inside[j - 1]) + Number(x === localWidth - 1 || !inside[j + 1]);
      edges += Number(y === 0 || !inside[j - localWidth]) + Number(y === localHeight - 1 || !inside[j + localWidth]);
      const meets = [-1, 1].some((d) => (x + d >= 0 && x + d < localWidth && local[j + d] === 2) || (y + d >= 0 && y + d < localHeight && local[j + d * localWidth] === 2));
      if (meets) [meetLeft, meetTop, meetRight, meetBottom] = [Math.min(meetLeft, x), Math.min(meetTop, y), Math.max(meetRight, x), Math.max(meetBottom, y)];
    }
    const extent = Math.hypot(stretch.right - stretch.left + 1, stretch.bottom - stretch.top + 1);
    const meetingSpread = meetRight < 0 ? 0 : Math.hypot(meetRight - meetLeft + 1, meetBottom - meetTop + 1);
    const passesThrough = edges / 2 - extent <= STROKE_EXTRA * lineHeight && meetingSpread >= THROUGH * extent;
    if (passesThrough) continue;
    for (const j of stretch.pixels) kept.push((top + Math.floor(j / localWidth)) * width + left + (j % localWidth));
  }
  return kept;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Erases the handwriting of an upright page whose lines the recogniser read. */
async function eraseHandwriting(page: Raster, lines: RecognisedLine[], signal: AbortSignal): Promise<Erasure> {
  const { width, height } = page;
  const { paper, flat, ink, coloured, neutral, tint } = inkOf(page);
  // Print is looked for in all ink but the strongly coloured: a compressed photo tints grey
  // print next to a pen's stroke, and a tinted glyph must not read as a gap in its line.
  const printable = ink.map((value, i) => value & Number(tint[i] < STRONGLY_COLOURED));
  const printed = await printOf(flat, lines, printable, signal);
  const stretches = printed.flat();
  const inPrint = new Uint8Array(width * height);
  for (const stretch of stretches) forEachPixel(stretch, width, height, (i) => (inPrint[i] = 1));
  // Where a pen touched print, a compressed photo bleeds its colour into the print: in the
  // printed lines only a strong colour is the pen's.
  for (let i = 0; i < inPrint.length; i++) {
    if (inPrint[i] && coloured[i] && tint[i] < STRONGLY_COLOURED) [coloured[i], neutral[i]] = [0, 1];
  }
  const lineHeight = median(stretches.map(lineHeightOf)) || height;

  const handwriting = coloured.slice();
  const print = new Uint8Array(width * height);
  for (const piece of componentsOf(neutral, width, height)) {
    let inside = 0;
    for (const i of piece.pixels) inside += inPrint[i];
    if (inside >= INSIDE_SHARE * piece.pixels.length) {
      for (const i of piece.pixels) print[i] = 1;
      continue;
    }
    // Mostly outside the print. A mark bigger than a glyph that reaches into a line (a circle
    // round a word) may be touching print there: inside the line, only the bits of it that
    // are nothing but a stroke go.
    const size = Math.max(piece.right - piece.left, piece.bottom - piece.top) + 1;
    const partly = inside > 0 && size > MARK_SIZE * lineHeight;
    for (const i of piece.pixels) handwriting[i] = 1;
    if (partly) for (const i of printTouchedBy(piece, inPrint, width, lineHeight)) [handwriting[i], print[i]] = [0, 1];
  }
  // The pen's faint edge goes too, but never a pixel of print.
  const erase = grown(handwriting, width, height, MARGIN, (i) => !print[i]);
  const out = page.data.slice();
  let erasedPixels = 0;
  for (let i = 0; i < erase.length; i++) {
    if (!erase[i]) continue;
    erasedPixels++;
    out.set(paper.data.subarray(i * 3, i * 3 + 3), i * 3);
  }
  return { page: { data: out, width, height }, printedLines: printed.filter((line) => line.length).length, erasedPixels };
}

/** How far to turn the page so that its lines run across: 90 when it lies on its side, else 0. */
function quarterTurnOf(page: Raster): number {
  return liesOnItsSide(inkOf(page).ink, page.width, page.height) ? 90 : 0;
}

export async function handwritingErasure(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const upload = await ctx.readObject(imageKey);
  const page = await pageImageOf(upload);
  ctx.progress(10);
  // Pen marks can join a page's lines into one block the recogniser takes for a single line:
  // the ink tells whether the page lies on its side, the recogniser whether it is upside down.
  const quarter = quarterTurnOf(await rasterOf(page.png));
  const across = quarter ? await sharp(page.png).rotate(quarter).png({ compressionLevel: 1 }).toBuffer() : page.png;
  const { lines, turn } = await readAcross(across, ctx.signal);
  ctx.progress(50);
  const total = (quarter + turn) % 360;
  // The lines' boxes are in the page as it reads upright: work there, and turn the result back.
  const upright = await rasterOf(total ? sharp(page.png).rotate(total) : page.png);
  const erasure = await eraseHandwriting(upright, lines, ctx.signal);
  ctx.progress(90);
  const result = total ? sharpOf(erasure.page).rotate(360 - total) : sharpOf(erasure.page);
  const format = await resultFormatOf(upload);
  const bytes = await encodeResult(result, format);
  const data: HandwritingErasureResult = {
    Width: page.width,
    Height: page.height,
    PrintedLines: erasure.printedLines,
    ErasedPercent: Math.round((erasure.erasedPixels / (page.width * page.height)) * 10_000) / 100,
  };
  return { data, files: [resultFile(DOCUMENT_IMAGE_FILES.handwritingErased, format, bytes)] };
}
