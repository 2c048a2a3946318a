/**
 * The grid of a ruled table: its rules are long thin runs of ink. Horizontal rules give the
 * row boundaries and vertical ones the column boundaries, and a boundary missing between two
 * neighbouring grid cells means they are one spanned cell.
 */
import type { InkMask } from './ink';
import type { Grid } from './grid';

/** A straight run of ink along x (a horizontal rule) or y (a vertical one). */
interface Segment {
  /** Where across the run lies: y for a horizontal rule, x for a vertical one. */
  at: number;
  from: number;
  to: number;
}

/** Boundaries closer than this (pixels) are one rule drawn a few pixels thick. */
const SAME_RULE = 6;

/** Runs of ink at least `minRun` long, along each row (horizontal) or each column (vertical). */
function runsOf(mask: InkMask, horizontal: boolean, minRun: number): Segment[] {
  const [lines, length] = horizontal ? [mask.height, mask.width] : [mask.width, mask.height];
  const at = horizontal ? (line: number, i: number) => mask.ink[line * mask.width + i] : (line: number, i: number) => mask.ink[i * mask.width + line];
  const runs: Segment[] = [];
  for (let line = 0; line < lines; line++) {
    let start = -1;
    for (let i = 0; i <= length; i++) {
      const inked = i < length && at(line, i) === 1;
      if (inked && start < 0) start = i;
      if (!inked && start >= 0) {
        if (i - start >= minRun) runs.push({ at: line, from: start, to: i });
        start = -1;
      }
    }
  }
  return runs;
}

/** Positions of rules: the runs' positions clustered, each cluster's mean. */
function positionsOf(segments: Segment[]): number[] {
  const sorted = [...new Set(segments.map((s) => s.at))].sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const at of sorted) {
    const last = clusters.at(-1);
    if (last && at - last[last.length - 1] <= SAME_RULE) last.push(at);
    else clusters.push([at]);
  }
  return clusters.map((cluster) => Math.round(cluster.reduce((sum, at) => sum + at, 0) / cluster.length));
}

/** How much of [from, to] the segments near `at` cover, 0–1. */
function coverage(segments: Segment[], at: number, from: number, to: number): number {
  const covered = new Uint8Array(Math.max(0, Math.ceil(to - from)));
  for (const s of segments) {
    if (Math.abs(s.at - at) > SAME_RULE) continue;
    for (let i = Math.max(from, s.from); i < Math.min(to, s.to); i++) covered[Math.floor(i - from)] = 1;
  }
  return covered.length ? covered.reduce((sum: number, value) => sum + value, 0) / covered.length : 0;
}

/** A boundary counts as drawn when its rule covers most of it (a broken scan still counts). */
const DRAWN = 0.6;

/** Keeps the segments that run from one boundary of `across` to the next: rules, not strokes of text. */
function spanningBoundaries(segments: Segment[], across: number[]): Segment[] {
  return segments.filter((s) => across.some((start, i) => i + 1 < across.length && s.from <= start + SAME_RULE && s.to >= across[i + 1] - SAME_RULE));
}

export function ruledGridOf(mask: InkMask): Grid | undefined {
  // A rule runs at least a twentieth of the page (and 48 px): longer than any stroke of text.
  const minRun = Math.max(48, Math.round(Math.max(mask.width, mask.height) / 20));
  const horizontalRuns = runsOf(mask, true, minRun);
  if (horizontalRuns.length === 0) return undefined;
  // Vertical rules are checked against the rows the horizontal runs mark, and the other way
  // round: a stroke of a large character runs between no two boundaries.
  const verticalRuns = spanningBoundaries(runsOf(mask, false, Math.round(minRun / 3)), positionsOf(horizontalRuns));
  const xs = positionsOf(verticalRuns);
  const horizontal = spanningBoundaries(horizontalRuns, xs);
  const ys = positionsOf(horizontal);
  if (xs.length < 2 || ys.length < 2) return undefined;

  const cells = ys.slice(0, -1).map((top, row) =>
    xs.slice(0, -1).map((left, column) => ({ top, left, bottom: ys[row + 1], right: xs[column + 1] })),
  );
  return {
    ruled: true,
    xs,
    ys,
    // The boundary to the right of a grid cell, and the one below it, drawn or not.
    openRight: (row, column) => coverage(verticalRuns, xs[column + 1], cells[row][column].top, cells[row][column].bottom) < DRAWN,
    openBelow: (row, column) => coverage(horizontal, ys[row + 1], cells[row][column].left, cells[row][column].right) < DRAWN,
  };
}
