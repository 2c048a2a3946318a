/**
 * A pen's marks inside printed lines, for handwriting erasure, where ink cannot be sorted
 * piece by piece: what goes there goes only when the line still reads as it did.
 *
 * A stroke through printed words (striking them out, a slash across a line) is one piece of
 * ink with the glyphs it crosses. It is found as a long stroke that runs on past any glyph and
 * wanders (long-strokes.ts); it goes where it is alone — between glyphs, through their blank
 * parts — and where it crosses a glyph's stroke, that stays.
 *
 * Where the pen ran exactly along a glyph's own stroke the two are one, and taking the pen's
 * away takes the glyph's (五 becomes 工). So each line is read again without the candidate
 * pixels: they go only when the line reads the same, as the recogniser reads through a pen's
 * marks. The reading is a guard, not a proof (the recogniser may read a glyph that is half
 * gone), so only thin strokes are offered to it, never whole glyphs.
 */
import type { RecognisedLine } from '../ocr/paddle';
import { longStrokesOf } from './long-strokes';
import { readBox } from './print-lines';
import type { Raster } from './raster';

/** A stroke within a printed line this many line heights long runs on past any glyph. */
const STRIKE_LENGTH = 2.2;

/** Pixels that may be a pen's in a printed line: each stroke through print on its own, and the faint coloured ones. */
export function strikesThroughPrint(inLines: Uint8Array, width: number, height: number, skew: number, lineHeight: number): number[][] {
  return longStrokesOf(inLines, width, height, skew, STRIKE_LENGTH * lineHeight, false)
    .filter((stroke) => !stroke.straight && stroke.unbroken && stroke.alone.length)
    .map((stroke) => stroke.alone);
}

const textOf = (lines: RecognisedLine[]) => lines.map((line) => line.text).join('').replace(/\s+/g, '');

type Box = { left: number; top: number; right: number; bottom: number };

function boundsOf({ box }: RecognisedLine, width: number, height: number): Box {
  const [xs, ys] = [box.map((corner) => corner[0]), box.map((corner) => corner[1])];
  return { left: Math.max(0, Math.floor(Math.min(...xs))), top: Math.max(0, Math.floor(Math.min(...ys))), right: Math.min(width - 1, Math.ceil(Math.max(...xs))), bottom: Math.min(height - 1, Math.ceil(Math.max(...ys))) };
}

const inside = (box: Box, i: number, width: number) => {
  const [x, y] = [i % width, Math.floor(i / width)];
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
};

/** The line read with the pixels of `sets` made paper white. */
async function readWithout(flat: Raster, box: Box, sets: number[][]): Promise<string> {
  const without = { ...flat, data: flat.data.slice() };
  for (const set of sets) for (const i of set) without.data.fill(255, i * 3, i * 3 + 3);
  return textOf(await readBox(without, box));
}

/**
 * Of `candidates` (sets of pixels that may be a pen's, each going or staying as a whole in a
 * line), the pixels of each that can go: those in lines that read the same without them (all
 * of the line's sets together, else each on its own). `flat` is the page with its paper made white.
 */
export async function goingWithoutChange(flat: Raster, lines: RecognisedLine[], candidates: number[][], signal: AbortSignal): Promise<number[][]> {
  const { width, height } = flat;
  const going = candidates.map((): number[] => []);
  let left = candidates.map((set) => set.slice());
  for (const line of lines) {
    if (left.every((set) => !set.length)) break;
    const box = boundsOf(line, width, height);
    const here = left.map((set) => set.filter((i) => inside(box, i, width)));
    const present = here.flatMap((set, k) => (set.length ? [k] : []));
    if (!present.length) continue;
    left = left.map((set) => set.filter((i) => !inside(box, i, width)));
    signal.throwIfAborted();
    const reading = textOf(await readBox(flat, box));
    const goes = async (ks: number[]) => (await readWithout(flat, box, ks.map((k) => here[k]))) === reading;
    const together = await goes(present);
    for (const k of present) if (together || (present.length > 1 && (await goes([k])))) going[k].push(...here[k]);
  }
  return going;
}
