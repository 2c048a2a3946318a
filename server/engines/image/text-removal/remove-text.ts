/**
 * Text removal as a whole: the detector's lines (within the visitor's area), their glyphs
 * masked, the mask filled by fast marching. No learned inpainting model is installable
 * (DESIGN §5), so what is behind large letters is made up from their surroundings.
 */
import { IMAGE_EFFECT_FAILURES, type ImageArea } from '@toolhub/contracts';
import { stopIfAborted, type EffectContext, type EffectOutcome } from '../effect-task';
import { imageFailure } from '../failures';
import type { Picture } from '../picture';
import { fastMarchInpaint } from './fast-march-inpaint';
import { glyphMask } from './glyph-mask';
import { areaRect, boxesInArea, textLineBoxes } from './text-boxes';

/** How far around a filled pixel the fill looks for known pixels: wide enough to bridge a dilated stroke from both sides. */
const FILL_RADIUS = 6;

export async function removeText(picture: Picture, area: ImageArea | undefined, ctx: Pick<EffectContext, 'progress' | 'signal'>): Promise<EffectOutcome> {
  const clip = areaRect(picture, area);
  const boxes = boxesInArea(await textLineBoxes(picture), clip);
  if (!boxes.length) throw imageFailure(IMAGE_EFFECT_FAILURES.noText);
  ctx.progress(0.6);
  stopIfAborted(ctx.signal);
  const mask = glyphMask(picture, boxes, clip);
  ctx.progress(0.7);
  stopIfAborted(ctx.signal);
  return { picture: fastMarchInpaint(picture, mask, FILL_RADIUS), found: boxes.length };
}
