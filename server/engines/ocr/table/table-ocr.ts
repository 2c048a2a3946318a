/**
 * Table recognition (TableRecognize, type 5): the table on the page as cells with their row
 * and column spans and text. Ruled tables take their grid from the rules; a table without
 * rules takes it from the gaps between its columns and rows.
 */
import { RECOGNITION_FAILURES, type RecognisedTable, type TableRecognitionResult } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../../src/tasks/handler';
import { recognitionFailure } from '../failures';
import { pageImageOf, type PageImage } from '../page-image';
import { gapGridOf } from './gap-grid';
import { cellsOf } from './grid';
import { inkMaskOf } from './ink';
import { readCells } from './read-cells';
import { ruledGridOf } from './ruled-grid';

const toUpload = (page: PageImage, x: number, y: number) => ({ X: Math.round(x * page.scale), Y: Math.round(y * page.scale) });

export async function tableOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  const mask = await inkMaskOf(page.png);
  const grid = ruledGridOf(mask) ?? gapGridOf(mask);
  if (!grid) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  ctx.progress(10);
  const cells = cellsOf(grid);
  const texts = await readCells(page.png, mask, cells, grid.ruled, ctx, [10, 100]);
  if (texts.every((text) => text === '')) throw recognitionFailure(RECOGNITION_FAILURES.noText);

  const table: RecognisedTable = {
    Rows: grid.ys.length - 1,
    Columns: grid.xs.length - 1,
    Ruled: grid.ruled,
    Cells: cells.map((cell, i) => ({
      Row: cell.row,
      Column: cell.column,
      RowSpan: cell.rowSpan,
      ColumnSpan: cell.columnSpan,
      Text: texts[i],
      Polygon: [toUpload(page, cell.left, cell.top), toUpload(page, cell.right, cell.top), toUpload(page, cell.right, cell.bottom), toUpload(page, cell.left, cell.bottom)],
    })),
  };
  const result: TableRecognitionResult = { Tables: [table] };
  return { data: result };
}
