/**
 * Table recognition (TableRecognize, type 5): the table on the page as cells with their row
 * and column spans and text. Ruled tables take their grid from the rules; a table without
 * rules takes it from the gaps between its columns and rows.
 */
import sharp from 'sharp';
import { RECOGNITION_FAILURES, type RecognisedTable, type TableRecognitionResult } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../../src/tasks/handler';
import { recognitionFailure } from '../failures';
import { skewOf } from '../../document-image/skew';
import { pageImageOf, type PageImage } from '../page-image';
import { gapGridOf } from './gap-grid';
import { cellsOf } from './grid';
import { inkMaskOf, type InkMask } from './ink';
import { readCells } from './read-cells';
import { ruledGridOf } from './ruled-grid';

/** Turned less than this, a rule drifts a pixel or two across a page: not worth resampling. */
const MIN_TURN = 0.3;

interface Straightened {
  png: Buffer;
  mask: InkMask;
  /** A point of the straightened page in the uploaded image's pixels. */
  toUpload: (x: number, y: number) => { X: number; Y: number };
}

/**
 * The page turned level: rules are found as runs along rows and columns, so a scan or photo
 * a degree or two askew would break every rule into pieces.
 */
async function straightened(page: PageImage): Promise<Straightened> {
  const mask = await inkMaskOf(page.png);
  const skew = skewOf(mask.ink, mask.width, mask.height);
  const scaled = (x: number, y: number) => ({ X: Math.round(x * page.scale), Y: Math.round(y * page.scale) });
  if (Math.abs(skew) < MIN_TURN) return { png: page.png, mask, toUpload: scaled };
  // sharp turns clockwise by a positive angle and grows the canvas around the centre.
  const png = await sharp(page.png).rotate(-skew, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer();
  const level = await inkMaskOf(png);
  const [sin, cos] = [Math.sin((skew * Math.PI) / 180), Math.cos((skew * Math.PI) / 180)];
  return {
    png,
    mask: level,
    // Back from the level page's centre to the page's: the same turn, the other way.
    toUpload: (x, y) => {
      const [dx, dy] = [x - level.width / 2, y - level.height / 2];
      return scaled(page.width / 2 + dx * cos - dy * sin, page.height / 2 + dx * sin + dy * cos);
    },
  };
}

export async function tableOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  const { png, mask, toUpload } = await straightened(page);
  const grid = ruledGridOf(mask) ?? gapGridOf(mask);
  if (!grid) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  ctx.progress(10);
  const cells = cellsOf(grid);
  const texts = await readCells(png, mask, cells, grid.ruled, ctx, [10, 100]);
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
      Polygon: [toUpload(cell.left, cell.top), toUpload(cell.right, cell.top), toUpload(cell.right, cell.bottom), toUpload(cell.left, cell.bottom)],
    })),
  };
  const result: TableRecognitionResult = { Tables: [table] };
  return { data: result };
}
