/**
 * Handwriting erasure (HandwritingErasure, type 3): the page with the pen's marks taken off
 * and the print kept. PP-OCRv4 finds the printed lines (print-lines.ts); ink is then sorted
 * into print and handwriting, and the handwriting is painted over with the bare paper around
 * it (handwriting-erasure-fill.ts). The print comes first: where it is unclear, ink stays.
 *
 * - Printed rules — a form's blanks, underlines, a table's grid — are long strokes straight
 *   at the page's slope (long-strokes.ts): print, though the recogniser reads none. A pen's
 *   writing on a blank is sorted apart from the rule it sits on.
 * - Coloured ink (blue, red pens) is handwriting: print is black or grey. Where a pen crossed
 *   print, the print stays as dark as it was and is kept; inside printed lines only a strong
 *   colour counts, as a compressed photo bleeds a pen's colour into the print beside it.
 * - Grey and black ink is print when it lies in a printed line; outside them it is a pen's.
 * - A piece of ink bigger than a glyph that reaches out of the lines (a circle round words, an
 *   arrow, a slash) is handwriting; inside a line only the bits of it that are nothing but a
 *   stroke go, so a glyph it touches stays (and its stroke running on into the glyph goes if
 *   the line reads the same without it, handwriting-erasure-marks.ts). One that lies mostly in
 *   a line goes only if the line reads the same without it.
 * - A pen's stroke through printed words goes between the glyphs, where the line still reads
 *   the same without it (handwriting-erasure-strikes.ts).
 *
 * Known limits: neat handwriting that the recogniser reads confidently as a line of its own
 * counts as print; where a pen's stroke crosses a glyph's stroke, or ran along it, that bit
 * stays; a coloured pen's faint edge inside a line stays, as print tinted by it would.
 */
import { DOCUMENT_IMAGE_FILES, type HandwritingErasureResult } from '@toolhub/contracts';
import sharp from 'sharp';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { pageImageOf } from '../ocr/page-image';
import type { RecognisedLine } from '../ocr/paddle';
import { componentsOf, grown, type Component } from './components';
import { printTouchedBy, type TouchedPrint } from './handwriting-erasure-marks';
import { paintedOver } from './handwriting-erasure-fill';
import { goingWithoutChange, strikesThroughPrint } from './handwriting-erasure-strikes';
import { flattened, paperOf } from './paper';
import { forEachPixel, lineHeightOf, printOf, readAcross } from './print-lines';
import { longStrokesOf } from './long-strokes';
import { encodeResult, luminanceOf, rasterOf, resultFile, resultFormatOf, sharpOf, type Raster } from './raster';
import { liesOnItsSide, skewOf } from './skew';

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
/** A printed rule is at least this many line heights long, and this many pixels. */
const RULE_LENGTH = 4;
const RULE_PIXELS = 60;
/** …unless this share of it lies outside the lines: then it reaches out of them as no glyph does. */
const REACHES_OUT = 0.15;
/** Handwriting is erased with this margin, for the faint edge a pen leaves and a JPEG's ringing round it. */
const HALO = 4;

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const boxHeightOf = (box: [number, number][]) => (Math.hypot(box[3][0] - box[0][0], box[3][1] - box[0][1]) + Math.hypot(box[2][0] - box[1][0], box[2][1] - box[1][1])) / 2;

/** Erases the handwriting of an upright page whose lines the recogniser read. */
async function eraseHandwriting(page: Raster, lines: RecognisedLine[], signal: AbortSignal): Promise<Erasure> {
  const { width, height } = page;
  const { paper, flat, ink, coloured, neutral, tint } = inkOf(page);
  // Print is looked for in all ink but the strongly coloured: a compressed photo tints grey
  // print next to a pen's stroke, and a tinted glyph must not read as a gap in its line.
  const printable = ink.map((value, i) => value & Number(tint[i] < STRONGLY_COLOURED));
  // The printed rules (a form's blanks, a table's grid) are print the recogniser never reads:
  // kept, and left out of the ink the lines are split and the pen's marks are sorted in.
  const skew = skewOf(printable, width, height);
  const textHeight = median(lines.map((line) => boxHeightOf(line.box))) || height;
  const rules = new Uint8Array(width * height);
  for (const stroke of longStrokesOf(printable, width, height, skew, Math.max(RULE_PIXELS, RULE_LENGTH * textHeight), true)) {
    if (stroke.straight) for (const i of stroke.pixels) rules[i] = 1;
  }
  for (let i = 0; i < rules.length; i++) {
    if (!rules[i]) continue;
    [printable[i], coloured[i], neutral[i]] = [0, 0, 0];
  }
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
  // A pen's stroke through printed words goes where it is alone, when the line still reads the same without it.
  const inLines = neutral.map((value, i) => value & inPrint[i]);
  const handwriting = coloured.slice();
  const inLineMarks = strikesThroughPrint(inLines, width, height, skew, lineHeight);
  for (const part of await goingWithoutChange(flat, lines, inLineMarks, signal)) for (const i of part) [handwriting[i], neutral[i]] = [1, 0];
  const print = rules.slice();
  const marksRunningOn: number[][][] = [];
  const reachingOut: { piece: Component; touched: TouchedPrint; inLine: number[] }[] = [];
  for (const piece of componentsOf(neutral, width, height)) {
    let inside = 0;
    for (const i of piece.pixels) inside += inPrint[i];
    // A glyph keeps to its line. A mark bigger than a glyph may reach into a line (a circle
    // round words, a slash across them, an arrow) and touch print there: inside the line, only
    // the bits of it that are nothing but a stroke go.
    const size = Math.max(piece.right - piece.left, piece.bottom - piece.top) + 1;
    const biggerThanAGlyph = size > MARK_SIZE * lineHeight;
    const mostlyInside = inside >= INSIDE_SHARE * piece.pixels.length;
    if (mostlyInside && !(biggerThanAGlyph && piece.pixels.length - inside >= REACHES_OUT * piece.pixels.length)) {
      for (const i of piece.pixels) print[i] = 1;
      continue;
    }
    if (!inside || !biggerThanAGlyph) {
      for (const i of piece.pixels) handwriting[i] = 1;
      continue;
    }
    const touched = printTouchedBy(piece, inPrint, width, lineHeight);
    const kept = new Set(touched.kept);
    reachingOut.push({ piece, touched, inLine: mostlyInside ? Array.from(piece.pixels).filter((i) => inPrint[i] && !kept.has(i)) : [] });
  }
  // Mostly in a line, such a mark may be glyphs a pen ran into (an underline through a
  // number's feet): it goes only if the line reads the same without its part there.
  const verdicts = await goingWithoutChange(flat, lines, reachingOut.map(({ inLine }) => inLine), signal);
  for (const [k, { piece, touched, inLine }] of reachingOut.entries()) {
    const goes = verdicts[k].length === inLine.length;
    for (const i of piece.pixels) (goes ? handwriting : print)[i] = 1;
    if (!goes) continue;
    for (const i of touched.kept) [handwriting[i], print[i]] = [0, 1];
    marksRunningOn.push(...touched.nearEntries);
  }
  // Where a mark touches a glyph, its stroke running on into the glyph goes if the line still
  // reads the same; if not, its nearer part is tried.
  const farther = await goingWithoutChange(flat, lines, marksRunningOn.map(([far]) => far), signal);
  const nearer = await goingWithoutChange(flat, lines, marksRunningOn.map(([far, near], k) => (farther[k].length < far.length ? near : [])), signal);
  for (const part of [...farther, ...nearer]) for (const i of part) [handwriting[i], print[i]] = [1, 0];
  // The pen's faint edge goes too, and the pale and tinted halo a compressed photo rings it
  // with, but never print nor the pixel beside it.
  const nearPrint = grown(print, width, height, 1, () => true);
  const erase = grown(handwriting, width, height, HALO, (i) => !nearPrint[i]);
  const erasedPixels = erase.reduce((sum: number, value) => sum + value, 0);
  // Painted with the bare paper around it: away from all ink and its faint edges.
  const bare = grown(ink, width, height, HALO + 1, () => true).map((value) => 1 - value);
  return { page: paintedOver(page, erase, bare, paper), printedLines: printed.filter((line) => line.length).length, erasedPixels };
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
