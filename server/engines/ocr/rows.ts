/**
 * Reading order from boxes. PP-OCRv4 gives lines and their corners, not structure: rows are
 * rebuilt from lines whose vertical extents overlap, and each row reads left to right.
 */
import type { RecognisedLine } from './paddle';

export interface PlacedLine extends RecognisedLine {
  left: number;
  right: number;
  top: number;
  bottom: number;
  centerX: number;
  centerY: number;
}

export function place(line: RecognisedLine): PlacedLine {
  const xs = line.box.map((p) => p[0]);
  const ys = line.box.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { ...line, left, right, top, bottom, centerX: (left + right) / 2, centerY: (top + bottom) / 2 };
}

/** What rows are made of: anything with a vertical extent and a left edge. */
interface Extent {
  top: number;
  bottom: number;
  left: number;
}

/** Two boxes share a row when most of the shorter one's height overlaps the other. */
export const sameRow = (a: Extent, b: Extent) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);

/** Boxes grouped into rows in the order of their middles (`middle`), each row left to right. */
export function groupRows<T extends Extent>(boxes: T[], middle: (box: T) => number): T[][] {
  const rows: T[][] = [];
  for (const box of [...boxes].sort((a, b) => middle(a) - middle(b))) {
    const row = rows.find((r) => r.some((other) => sameRow(other, box)));
    if (row) row.push(box);
    else rows.push([box]);
  }
  return rows.map((row) => row.sort((a, b) => a.left - b.left));
}

/** The lines grouped into rows, top to bottom, each row left to right. */
export function rowsOf(lines: RecognisedLine[]): PlacedLine[][] {
  return groupRows(lines.map(place), (line) => line.centerY).sort((a, b) => a[0].centerY - b[0].centerY);
}

/** Full-width forms as half-width (（）：，￥ → ():,¥), the way the design asks symbols to be compared. */
export const halfWidth = (text: string) =>
  text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/￥/g, '¥').replace(/\u3000/g, ' ');
