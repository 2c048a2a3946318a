/**
 * Human split (spec §1 "human split"; the `hs` call of §7): the person cut out of a photo and
 * put on a transparent background (PNG), a colour, another image, or framed as an ID photo.
 *
 * Request rules beyond the schema:
 *  - `colour` without a colour is white (#ffffff), the colour most forms ask for;
 *  - `image` needs `backgroundFile` (the request is not valid without it);
 *  - an ID photo is always on a plain colour, `colour` or white, and is a JPEG: asked with
 *    a transparent or an image background it is not valid (no ID photo is either).
 * A photo with nobody in it answers "no person found" and is not charged.
 */
import { ERROR_CODES, ID_PHOTO_COLOURS, IMAGE_EFFECT_FAILURES, humanSplitInputSchema, type HumanSplitInput } from '@toolhub/contracts';
import { TaskFailure, type TaskHandler } from '../../../src/tasks/handler';
import { imageEffectTask, stopIfAborted, type EffectContext, type EffectOutcome } from '../effect-task';
import { imageFailure } from '../failures';
import type { Picture } from '../picture';
import { colourPicture, coveringBackground, cutOut, layOver, rgbOf } from './backdrop';
import { idPhoto } from './id-photo';
import { personMatte } from './matte';

const TOOL = 'human split';
export const DEFAULT_COLOUR = ID_PHOTO_COLOURS.white;

const notValid = () => new TaskFailure(ERROR_CODES.BAD_REQUEST, `the ${TOOL} request is not valid`);

async function apply(picture: Picture, input: HumanSplitInput, ctx: EffectContext): Promise<EffectOutcome> {
  if (input.background === 'image' && !input.backgroundFile) throw notValid();
  if (input.idPhoto && input.background !== 'colour') throw notValid();
  const matte = await personMatte(picture, { progress: (fraction) => ctx.progress(fraction * 0.85), check: () => stopIfAborted(ctx.signal) });
  if (!matte) throw imageFailure(IMAGE_EFFECT_FAILURES.noPerson);
  let person = 0;
  for (const value of matte.alpha) person += value;
  const found = Math.round((person / 255 / matte.alpha.length) * 1000) / 10;
  const colour = rgbOf(input.colour ?? DEFAULT_COLOUR);
  let result: Picture;
  if (input.idPhoto) result = await idPhoto(picture, matte, input.idPhoto, colour);
  else if (input.background === 'transparent') result = cutOut(picture, matte);
  else if (input.background === 'colour') result = layOver(picture, matte, colourPicture(picture.width, picture.height, colour));
  else result = layOver(picture, matte, await coveringBackground(await ctx.readObject(input.backgroundFile!), picture.width, picture.height));
  ctx.progress(1);
  return { picture: result, found, ...(input.idPhoto ? { format: 'jpeg' as const } : {}) };
}

const effect = { tool: TOOL, schema: humanSplitInputSchema, engine: 'selfie-segmentation' as const, apply };
const cutoutTask = imageEffectTask({ ...effect, suffix: 'cutout' });
const idPhotoTask = imageEffectTask({ ...effect, suffix: 'id-photo' });

/** The result is named `<upload>-id-photo.jpg` for an ID photo, `<upload>-cutout.<ext>` otherwise. */
export const humanSplit: TaskHandler = (input, ctx) => {
  const wantsIdPhoto = typeof input === 'object' && input !== null && typeof (input as { idPhoto?: unknown }).idPhoto === 'string';
  return (wantsIdPhoto ? idPhotoTask : cutoutTask)(input, ctx);
};
