/**
 * Advertisement-font recognition (scene 'scan_advertise', sub_req_type 5): PP-OCRv4 finds
 * each line and its text; the line is cut out level and each installed font of the registry
 * draws the same text to be laid over it (match.ts). The answer gives every line its best
 * font with the font's licence, the match score and the runners-up.
 */
import { RECOGNITION_FAILURES, type FontMatch, type FontMatchResult } from '@toolhub/contracts';
import sharp from 'sharp';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { recognitionFailure } from '../ocr/failures';
import { pageImageOf } from '../ocr/page-image';
import { readUpright, toUpload } from '../ocr/upright';
import { installedCandidates } from './installed-fonts';
import type { InkMask } from './ink';
import { lineInk, rasterOf } from './line-crop';
import { rankFonts } from './match';

/** Runners-up listed per line. */
const ALTERNATIVES = 3;
/** Lines whose glyphs are shorter than this say little about their font (a few pixels per stroke). */
const MIN_INK_HEIGHT = 8;
/** Lines matched per image at most, the tallest first: a dense flyer stays within the task's time. */
const MAX_LINES = 40;

const percent = (score: number) => Math.round(score * 1000) / 10;

export async function recogniseAdFonts(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  ctx.progress(5);
  const candidates = await installedCandidates();
  // A server without its fonts is broken, not the visitor's image: a service error for the
  // visitor (no use consumed), the reason in the server's log.
  if (!candidates.length) throw new Error('font-match: none of the registry fonts is installed (see font-registry.ts for the Debian packages)');
  const { lines, turn } = await readUpright(page, ctx);
  ctx.progress(50);
  const raster = await rasterOf(sharp(page.png).rotate(turn));

  const inked: { text: string; box: [number, number][]; ink: InkMask }[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const ink = await lineInk(raster, line.box);
    if (ink && ink.height >= MIN_INK_HEIGHT) inked.push({ text, box: line.box, ink });
  }
  const chosen = new Set([...inked].sort((a, b) => b.ink.height - a.ink.height).slice(0, MAX_LINES));

  const matches: FontMatch[] = [];
  for (const line of inked.filter((entry) => chosen.has(entry))) {
    ctx.signal.throwIfAborted();
    const [best, ...rest] = await rankFonts(line.ink, line.text, candidates);
    ctx.progress(50 + ((matches.length + 1) / chosen.size) * 45);
    if (!best) continue;
    matches.push({
      DetectedText: line.text,
      Polygon: line.box.map((point) => toUpload(point, page, turn)),
      Font: { Family: best.font.family, Weight: best.weight, Licence: best.font.licence.name, LicenceId: best.font.licence.spdx, LicenceUrl: best.font.licence.url },
      Score: percent(best.score),
      Alternatives: rest.slice(0, ALTERNATIVES).map((alternative) => ({ Family: alternative.font.family, Weight: alternative.weight, Score: percent(alternative.score) })),
    });
  }
  // Nothing to read is a failure: the screen says so, and no use is consumed.
  if (!matches.length) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  const result: FontMatchResult = { FontMatches: matches };
  return { data: result };
}
