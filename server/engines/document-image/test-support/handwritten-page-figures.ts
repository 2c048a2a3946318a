/**
 * What handwriting erasure did to a generated handwritten page (handwritten-page.ts), pixel by
 * pixel against the same page photographed unwritten on:
 *  - handwriting removed: of the pen's ink pixels that showed (they differed visibly from the
 *    unwritten photo), the share that show the unwritten page again;
 *  - rules kept: of the printed rules' pixels, the share that still show the rule;
 *  - print damaged: of the print's dark pixels away from the pen's ink, the share made lighter.
 * and how the print reads (the callers read both pages with the recogniser):
 *  - print kept: of the printed characters the unwritten photo reads right, the share the
 *    erased page still reads right — what erasing lost, apart from the recogniser's own
 *    slips on the photo.
 */
import { comparable } from '../../ocr/test-support/pages';
import { rasterOf, type Raster } from '../raster';
import type { HandwrittenPage } from './handwritten-page';

/** A pixel this far (in any channel) from the unwritten photo shows something that is not print. */
const VISIBLE = 48;
/** Darker than this (luminance) is print on the unwritten photo. */
const PRINT_BELOW = 140;

const distance = (a: Raster, b: Raster, i: number) =>
  Math.max(Math.abs(a.data[i * 3] - b.data[i * 3]), Math.abs(a.data[i * 3 + 1] - b.data[i * 3 + 1]), Math.abs(a.data[i * 3 + 2] - b.data[i * 3 + 2]));
const luminance = (r: Raster, i: number) => 0.299 * r.data[i * 3] + 0.587 * r.data[i * 3 + 1] + 0.114 * r.data[i * 3 + 2];

export interface ErasureFigures {
  handwritingPixels: number;
  handwritingRemoved: number;
  rulePixels: number;
  rulesKept: number;
  printPixels: number;
  printDamaged: number;
}

export async function erasureFigures(page: HandwrittenPage, erasedImage: Buffer): Promise<ErasureFigures> {
  const [clean, photo, erased] = await Promise.all([rasterOf(page.cleanPhoto), rasterOf(page.photo), rasterOf(erasedImage)]);
  if (erased.width !== clean.width || erased.height !== clean.height) throw new Error(`the erased page is ${erased.width}×${erased.height}, the photo ${clean.width}×${clean.height}`);
  let [handwriting, removed, rules, kept, print, damaged] = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < clean.width * clean.height; i++) {
    if (page.handwriting[i] && distance(photo, clean, i) > VISIBLE) {
      handwriting++;
      if (distance(erased, clean, i) <= VISIBLE) removed++;
    }
    if (page.rules[i]) {
      rules++;
      if (luminance(erased, i) <= luminance(clean, i) + VISIBLE) kept++;
    }
    if (!page.handwriting[i] && !page.rules[i] && luminance(clean, i) < PRINT_BELOW) {
      print++;
      if (luminance(erased, i) - luminance(clean, i) > VISIBLE) damaged++;
    }
  }
  return {
    handwritingPixels: handwriting,
    handwritingRemoved: removed / Math.max(1, handwriting),
    rulePixels: rules,
    rulesKept: kept / Math.max(1, rules),
    printPixels: print,
    printDamaged: damaged / Math.max(1, print),
  };
}

/** The characters of `truth` that `read` reads right: their places in an alignment of least edits. */
function readRight(read: string[], truth: string[]): Set<number> {
  const cost = Array.from({ length: read.length + 1 }, (_, i) => Uint32Array.from({ length: truth.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= read.length; i++) {
    for (let j = 1; j <= truth.length; j++) cost[i][j] = Math.min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + (read[i - 1] === truth[j - 1] ? 0 : 1));
  }
  const right = new Set<number>();
  for (let [i, j] = [read.length, truth.length]; i > 0 && j > 0; ) {
    if (read[i - 1] === truth[j - 1] && cost[i][j] === cost[i - 1][j - 1]) {
      right.add(j - 1);
      [i, j] = [i - 1, j - 1];
    } else if (cost[i][j] === cost[i - 1][j - 1] + 1) [i, j] = [i - 1, j - 1];
    else if (cost[i][j] === cost[i - 1][j] + 1) i--;
    else j--;
  }
  return right;
}

/**
 * Of the printed characters (white space aside) the unwritten photo reads right, the share
 * the erased page reads right too: 1 when erasing lost nothing a reader could read.
 */
export function printKept(cleanReading: string, erasedReading: string, truth: string): number {
  const characters = [...comparable(truth)];
  const clean = readRight([...comparable(cleanReading)], characters);
  const erased = readRight([...comparable(erasedReading)], characters);
  let kept = 0;
  for (const index of clean) kept += Number(erased.has(index));
  return clean.size ? kept / clean.size : 1;
}
