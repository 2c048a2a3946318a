/**
 * The uploaded image made ready for an effect, with every check done before any work starts:
 *  - never decoded past the hub's pixel limit (a "pixel bomb" — a small file declaring a huge
 *    canvas — is refused from its header, `tooLarge`);
 *  - upright by its EXIF orientation, its sides checked against the family's limits;
 *  - an animation gives its first frame (the screen says so), as a photo viewer shows it;
 *  - CMYK and 16-bit images come out as 8-bit sRGB; transparency is kept (RGBA throughout).
 */
import { IMAGE_EFFECT_FAILURES, IMAGE_EFFECT_MAX_SIDE, IMAGE_EFFECT_MIN_SIDE, MAX_IMAGE_PIXELS } from '@toolhub/contracts';
import sharp, { type Metadata } from 'sharp';
import { imageFailure } from './failures';
import { pictureOf, type Picture } from './picture';

export interface UploadedImage {
  picture: Picture;
  /** The upload's own format (`jpeg`, `png`, `webp`, …): a JPEG's result stays a JPEG. */
  format: string;
  /** How many frames the upload had; only the first is used. */
  frames: number;
}

export interface UploadLimits {
  /** Refuses an upright size this effect cannot take (image fix's output bound); true when it can. */
  fits?: (width: number, height: number) => boolean;
}

const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', pages: 1 });

async function metadataOf(bytes: Buffer): Promise<Metadata> {
  try {
    return await open(bytes).metadata();
  } catch (error) {
    // sharp reads the canvas size from the header and refuses a bomb before decoding it.
    throw imageFailure(/pixel limit/i.test(String(error)) ? IMAGE_EFFECT_FAILURES.tooLarge : IMAGE_EFFECT_FAILURES.unreadable);
  }
}

export async function readUploadedImage(bytes: Buffer, limits: UploadLimits = {}): Promise<UploadedImage> {
  const meta = await metadataOf(bytes);
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is its stored height.
  const { width, height } = meta.autoOrient;
  if (!meta.format || !width || !height) throw imageFailure(IMAGE_EFFECT_FAILURES.unreadable);
  if (Math.max(width, height) > IMAGE_EFFECT_MAX_SIDE || (limits.fits && !limits.fits(width, height))) throw imageFailure(IMAGE_EFFECT_FAILURES.tooLarge);
  if (Math.min(width, height) < IMAGE_EFFECT_MIN_SIDE) throw imageFailure(IMAGE_EFFECT_FAILURES.tooSmall);
  try {
    const picture = await pictureOf(open(bytes).rotate());
    return { picture, format: meta.format, frames: meta.pages ?? 1 };
  } catch {
    throw imageFailure(IMAGE_EFFECT_FAILURES.unreadable);
  }
}
