/**
 * A pen's mark that reaches into printed lines (a circle round words, a slash across them):
 * which of its pixels inside the lines may be print. Handwriting erasure takes the rest away.
 */
import { componentsOf, type Component } from './components';

/** A stroke passing through a line is no longer than the stretch it crosses plus this many line heights. */
const STROKE_EXTRA = 0.5;
/** …and meets the rest of its mark at places at least this share of its extent apart: in at one side, out at the other. */
const THROUGH = 0.5;
/** The part of a stretch this many line heights from where its mark comes in may be the mark's own stroke: the longer first. */
const ENTRY_REACHES = [0.5, 0.25];

export interface TouchedPrint {
  /** The mark's pixels in the lines that may be print. */
  kept: number[];
  /** For each stretch kept, its pixels near where the mark comes in: the farther-reaching first, then the nearer. */
  nearEntries: number[][][];
}

/** A mark meeting print along more than this many line heights lies along it (an underline at a number's feet): no stroke coming in. */
const ENTRY_WIDTH = 0.6;
/** A stroke running on is about as many pixels as its entries' width times its length; more has spread into a glyph. */
const SPREAD = 2;

/**
 * The stretch's pixels within `reach` steps (8-connected, inside it) of those meeting the mark
 * outside the print (2 in `local`); none when the mark lies along the print rather than coming in.
 */
function nearEntry(stretch: Component, local: Uint8Array, localWidth: number, localHeight: number, reach: number, lineHeight: number): number[] {
  const inStretch = new Set(stretch.pixels);
  const distance = new Map<number, number>();
  let frontier: number[] = [];
  for (const j of stretch.pixels) {
    const [x, y] = [j % localWidth, Math.floor(j / localWidth)];
    const meets = [-1, 1].some((d) => (x + d >= 0 && x + d < localWidth && local[j + d] === 2) || (y + d >= 0 && y + d < localHeight && local[j + d * localWidth] === 2));
    if (meets) {
      distance.set(j, 0);
      frontier.push(j);
    }
  }
  const entries = frontier.length;
  if (entries > ENTRY_WIDTH * lineHeight) return [];
  for (let step = 1; step <= reach && frontier.length; step++) {
    const next: number[] = [];
    for (const j of frontier) {
      const [x, y] = [j % localWidth, Math.floor(j / localWidth)];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (x + dx < 0 || x + dx >= localWidth || y + dy < 0 || y + dy >= localHeight) continue;
          const k = j + dy * localWidth + dx;
          if (!inStretch.has(k) || distance.has(k)) continue;
          distance.set(k, step);
          next.push(k);
        }
      }
    }
    frontier = next;
  }
  return distance.size > SPREAD * entries * reach ? [] : [...distance.keys()];
}

/**
 * The pixels of a mark, inside printed lines, that may be print: each stretch of the mark
 * within the lines that is more than a stroke passing through. A passing stroke (the side of
 * a circle round a word) goes in on one side and out on the other, and is hardly longer
 * than the stretch's extent; a glyph the mark touches meets it at one place, or adds strokes
 * of its own. Of each stretch kept, the part near where the mark comes in may be the mark's
 * own stroke running on into the glyph it touches: for the caller to try without.
 */
export function printTouchedBy(mark: Component, inPrint: Uint8Array, width: number, lineHeight: number): TouchedPrint {
  const [left, top] = [mark.left, mark.top];
  const [localWidth, localHeight] = [mark.right - left + 1, mark.bottom - top + 1];
  // 1 for the mark's pixels inside the print, 2 for those outside it.
  const local = new Uint8Array(localWidth * localHeight);
  for (const i of mark.pixels) local[(Math.floor(i / width) - top) * localWidth + (i % width) - left] = inPrint[i] ? 1 : 2;
  const inside = local.map((value) => (value === 1 ? 1 : 0));
  const kept: number[] = [];
  const nearEntries: number[][][] = [];
  const global = (j: number) => (top + Math.floor(j / localWidth)) * width + left + (j % localWidth);
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
    for (const j of stretch.pixels) kept.push(global(j));
    nearEntries.push(ENTRY_REACHES.map((reach) => nearEntry(stretch, local, localWidth, localHeight, reach * lineHeight, lineHeight).map(global)));
  }
  return { kept, nearEntries };
}
