/**
 * The text of each cell: the cell cut out of the page (inside its rules) and read on its own.
 * The recogniser joins boxes on one line into one, so a whole-page reading would run a row's
 * cells together; read cell by cell, a line never crosses a cell's edge.
 */
import sharp from 'sharp';
import type { TaskContext } from '../../../src/tasks/handler';
import { recogniseLines } from '../paddle';
import { rowsOf } from '../rows';
import type { GridCell } from './grid';
import { inkIn, type InkMask } from './ink';

/** Cut this far inside a ruled cell, so its rules (and their antialiasing) stay out. */
const INSIDE_RULES = 4;
/** White paper around the cut: the detector finds text poorly against the image's edge. */
const PAPER = 16;
/** A cell with fewer ink pixels than this holds specks, not text. */
const MIN_INK = 12;

async function readCell(png: Buffer, mask: InkMask, cell: GridCell, inset: number): Promise<string> {
  const left = Math.round(cell.left + inset);
  const top = Math.round(cell.top + inset);
  const width = Math.round(cell.right - inset) - left;
  const height = Math.round(cell.bottom - inset) - top;
  if (width < 4 || height < 4 || inkIn(mask, left, top, left + width, top + height) < MIN_INK) return '';
  const cut = await sharp(png)
    .extract({ left, top, width, height })
    .extend({ top: PAPER, bottom: PAPER, left: PAPER, right: PAPER, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const lines = await recogniseLines(cut);
  return rowsOf(lines)
    .map((row) => row.map((line) => line.text.trim()).join(' '))
    .filter(Boolean)
    .join('\n');
}

/** Each cell's text, in the order of `cells`. Progress runs from `from` to `to`. */
export async function readCells(png: Buffer, mask: InkMask, cells: GridCell[], ruled: boolean, ctx: TaskContext, [from, to]: [number, number]): Promise<string[]> {
  const texts: string[] = [];
  for (const [i, cell] of cells.entries()) {
    ctx.signal.throwIfAborted();
    texts.push(await readCell(png, mask, cell, ruled ? INSIDE_RULES : 0));
    ctx.progress(from + ((i + 1) / cells.length) * (to - from));
  }
  return texts;
}
