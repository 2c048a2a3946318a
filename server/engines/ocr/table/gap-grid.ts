/**
 * The grid of a table drawn without rules: rows are the bands of ink with paper between
 * them, columns the vertical gaps of paper that run down through (nearly) every row. A row
 * whose ink crosses a column gap — a title, a merged cell — spans the columns it crosses.
 */
import type { Grid } from './grid';
import type { InkMask } from './ink';

interface Band {
  top: number;
  bottom: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs of indices where `filled(i)` holds, closing gaps shorter than `bridge`. */
function runsWhere(length: number, filled: (i: number) => boolean, bridge = 0): Band[] {
  const runs: Band[] = [];
  for (let i = 0; i < length; i++) {
    if (!filled(i)) continue;
    const last = runs.at(-1);
    if (last && i - last.bottom <= bridge) last.bottom = i + 1;
    else runs.push({ top: i, bottom: i + 1 });
  }
  return runs;
}

/** Text lines as bands of rows holding ink; a character's own inner gaps do not split a line. */
function rowBandsOf(mask: InkMask): Band[] {
  const inkOfRow = (y: number) => mask.ink.subarray(y * mask.width, (y + 1) * mask.width).some((value) => value === 1);
  const raw = runsWhere(mask.height, inkOfRow);
  const lineHeight = median(raw.map((band) => band.bottom - band.top));
  return runsWhere(mask.height, inkOfRow, Math.max(1, Math.round(lineHeight * 0.25))).filter((band) => band.bottom - band.top >= 3);
}

/** Which columns of pixels each band has ink in. */
function inkedColumnsOf(mask: InkMask, bands: Band[]): Uint8Array[] {
  return bands.map((band) => {
    const columns = new Uint8Array(mask.width);
    for (let y = band.top; y < band.bottom; y++) {
      for (let x = 0; x < mask.width; x++) if (mask.ink[y * mask.width + x]) columns[x] = 1;
    }
    return columns;
  });
}

/** Runs of x, within [left, right), where none of the given bands has ink, at least `minWidth` wide. */
function paperColumns(inked: Uint8Array[], left: number, right: number, minWidth: number): Band[] {
  return runsWhere(right - left, (i) => inked.every((columns) => columns[left + i] === 0))
    .map((gap) => ({ top: gap.top + left, bottom: gap.bottom + left }))
    .filter((gap) => gap.bottom - gap.top >= minWidth);
}

export function gapGridOf(mask: InkMask): Grid | undefined {
  const bands = rowBandsOf(mask);
  if (bands.length === 0) return undefined;
  const lineHeight = median(bands.map((band) => band.bottom - band.top));
  const inked = inkedColumnsOf(mask, bands);
  const left = Math.min(...inked.map((columns) => columns.indexOf(1)).filter((x) => x >= 0));
  const right = Math.max(...inked.map((columns) => columns.lastIndexOf(1) + 1));
  // A column gap is paper down the whole table, a line's height wide: wider than the space
  // between words. A title above the table would close every gap, so the gaps are also
  // sought below the first row, and the first row then spans the columns it crosses.
  const gapsOfAll = paperColumns(inked, left, right, lineHeight);
  const gapsBelowFirst = bands.length > 2 ? paperColumns(inked.slice(1), left, right, lineHeight) : [];
  const gaps = gapsBelowFirst.length > gapsOfAll.length ? gapsBelowFirst : gapsOfAll;

  const margin = Math.round(lineHeight / 2);
  // Column boundaries in the middle of the gaps; row boundaries halfway between bands; the
  // outer ones a little outside the ink.
  const xs = [Math.max(0, left - margin), ...gaps.map((gap) => Math.round((gap.top + gap.bottom) / 2)), Math.min(mask.width, right + margin)];
  const ys = [
    Math.max(0, bands[0].top - margin),
    ...bands.slice(1).map((band, i) => Math.round((bands[i].bottom + band.top) / 2)),
    Math.min(mask.height, bands[bands.length - 1].bottom + margin),
  ];
  const crossesGap = (row: number, gap: number) => inked[row].subarray(gaps[gap].top, gaps[gap].bottom).some((value) => value === 1);
  return { ruled: false, xs, ys, openRight: (row, column) => crossesGap(row, column), openBelow: () => false };
}
