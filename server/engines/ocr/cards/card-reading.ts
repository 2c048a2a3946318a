/**
 * A card's photo read for its layout: the right way up (upright.ts, and a quarter turn either
 * way when the recogniser boxed the lines of a card lying on its side as misshapen blocks),
 * level (read again turned by the slope of its text when that slope would mix its rows), each
 * line's ink measured (ink-gaps.ts), and the lines turned level for card-lines.ts. A page of
 * two columns (the business licence) is read again a column at a time when the recogniser
 * joined lines across them.
 */
import sharp from 'sharp';
import type { TaskContext } from '../../../src/tasks/handler';
import { pageImageOf, type PageImage } from '../page-image';
import { recogniseLines, type RecognisedLine } from '../paddle';
import { readUpright } from '../upright';
import { levelledLines, textSlopeOf } from './card-lines';
import { withInkGaps, type MeasuredLine } from './ink-gaps';

/**
 * Slopes at which a page is read again turned level: a card's rows are close, and past a few
 * degrees the detector boxes the end of one with the start of the next; a licence's two
 * columns are far apart, and even at a slight slope it joins a field of one column with the
 * next row of the other.
 */
const RELEVEL_DEGREES = { card: 3, twoColumns: 1 };

/**
 * How many of the read characters stand in lines whose box has not the shape of their text
 * (a line of eight characters boxed about square): what the recogniser makes of a card lying
 * on its side when its boxes are not tall enough for the page to be taken as sideways.
 */
function misshapenShare(lines: readonly RecognisedLine[]): number {
  let [misshapen, all] = [0, 0];
  for (const line of lines) {
    const chars = line.text.replace(/\s+/g, '').length;
    if (chars < 3) continue;
    const [width, height] = [Math.hypot(line.box[1][0] - line.box[0][0], line.box[1][1] - line.box[0][1]), Math.hypot(line.box[3][0] - line.box[0][0], line.box[3][1] - line.box[0][1])];
    all += chars;
    if (width < (height * chars) / 4) misshapen += chars;
  }
  return all ? misshapen / all : 0;
}

const confidentChars = (lines: readonly RecognisedLine[]) => lines.reduce((sum, line) => sum + line.confidence * line.text.replace(/\s+/g, '').length, 0);
const turned = (png: Buffer, degrees: number) => sharp(png).rotate(degrees, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer();

/** The page read the right way up (upright.ts), and turned a quarter either way when its lines are misshapen. */
async function readCard(page: PageImage, ctx: TaskContext): Promise<{ lines: RecognisedLine[]; png: Buffer }> {
  const { lines, turn } = await readUpright(page, ctx);
  let best = { lines, png: turn ? await turned(page.png, turn) : page.png };
  if (misshapenShare(lines) > 0.5) {
    for (const quarter of [90, 270]) {
      ctx.signal.throwIfAborted();
      const png = await turned(page.png, quarter);
      const read = await recogniseLines(png);
      if (misshapenShare(read) < 0.5 && confidentChars(read) > confidentChars(best.lines) * 0.8) best = { lines: read, png };
    }
  }
  return best;
}

/** Where a page's second column starts, in its pixels, from its lines as read; undefined for a page of one column. */
export type ColumnOf = (lines: readonly MeasuredLine[]) => number | undefined;

/** Lines read in the page's two halves apart, the right half's put back in the page's pixels. */
async function readByColumns(png: Buffer, split: number): Promise<RecognisedLine[]> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const half = async (left: number, right: number) => {
    const crop = await sharp(png).extract({ left, top: 0, width: right - left, height }).png({ compressionLevel: 1 }).toBuffer();
    return (await recogniseLines(crop)).map((line) => ({ ...line, box: line.box.map(([x, y]): [number, number] => [x + left, y]) }));
  };
  return [...(await half(0, split)), ...(await half(split, width))];
}

const crosses = (line: RecognisedLine, x: number) => Math.min(...line.box.map((p) => p[0])) < x - 4 && Math.max(...line.box.map((p) => p[0])) > x + 4;

/** The card's lines, their ink measured (ink-gaps.ts), levelled for reading by layout. */
export async function levelledReading(imageKey: string, ctx: TaskContext, { columnOf }: { columnOf?: ColumnOf } = {}): Promise<MeasuredLine[]> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  ctx.progress(10);
  let { lines, png } = await readCard(page, ctx);
  let slope = textSlopeOf(lines);
  if (Math.abs(slope) >= (columnOf ? RELEVEL_DEGREES.twoColumns : RELEVEL_DEGREES.card)) {
    ctx.signal.throwIfAborted();
    png = await turned(png, -slope);
    lines = await recogniseLines(png);
    slope = textSlopeOf(lines);
  }
  let measured = await withInkGaps(lines, png);
  const split = columnOf?.(measured);
  if (split !== undefined && lines.some((line) => crosses(line, split))) {
    ctx.signal.throwIfAborted();
    measured = await withInkGaps(await readByColumns(png, Math.round(split)), png);
  }
  ctx.progress(95);
  return levelledLines(measured, slope);
}
