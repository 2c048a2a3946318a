/**
 * The face filters effect: find the faces, then for each one retouch the skin (smoothing,
 * brightening), slim the jaw, enlarge the eyes and place the sticker, in that order (the warps
 * carry the retouched skin with them; the sticker goes on last so nothing warps it). Every
 * step works only round its face; the rest of the photo is left exactly as it was.
 */
import { IMAGE_EFFECT_FAILURES, type FaceFilterInput } from '@toolhub/contracts';
import { stopIfAborted, type EffectContext, type EffectOutcome } from '../effect-task';
import { imageFailure } from '../failures';
import type { Picture } from '../picture';
import { enlargeEyes } from './big-eyes';
import { frameOf } from './face-geometry';
import { findFaces } from './find-faces';
import { placeSticker } from './place-stickers';
import { skinMaskOf } from './skin-mask';
import { retouchSkin } from './skin-retouch';
import { slimFace } from './slim-face';
import { STICKER_ART } from './sticker-art';

export type FaceLook = Pick<FaceFilterInput, 'smooth' | 'brighten' | 'slim' | 'eyes' | 'sticker'>;

/**
 * The photo with each face's look applied (at most MAX_FACES faces, the largest). Nothing asked
 * (all sliders at 0, no sticker) gives the photo back as it is — still only when it has a face,
 * so the visitor learns the tool would work on it.
 */
export async function applyFaceFilter(picture: Picture, look: FaceLook, ctx: Pick<EffectContext, 'progress' | 'signal'>): Promise<EffectOutcome> {
  const faces = await findFaces(picture);
  if (faces.length === 0) throw imageFailure(IMAGE_EFFECT_FAILURES.noFace);
  ctx.progress(0.4);
  const out: Picture = { ...picture, data: new Uint8Array(picture.data) };
  for (const [n, face] of faces.entries()) {
    stopIfAborted(ctx.signal);
    const frame = frameOf(face);
    if (look.smooth > 0 || look.brighten > 0) retouchSkin(out, skinMaskOf(face, frame, out.width, out.height), frame, look);
    slimFace(out, face, frame, look.slim / 100);
    enlargeEyes(out, face, frame, look.eyes / 100);
    if (look.sticker !== 'none') await placeSticker(out, STICKER_ART[look.sticker], frame);
    ctx.progress(0.4 + (0.6 * (n + 1)) / faces.length);
  }
  return { picture: out, found: faces.length };
}
