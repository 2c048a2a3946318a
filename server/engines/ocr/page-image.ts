/**
 * The uploaded image as the recogniser wants it: decoded once by sharp (so a truncated or
 * disguised file fails here with 'error reading file', not inside the model), turned
 * upright by its EXIF orientation, flattened onto white, and no larger than the model
 * needs; never decoded beyond the hub's upload limit in pixels. Scale factors are kept so
 * boxes can be given in the uploaded image's pixels.
 */
import { MAX_IMAGE_PIXELS, RECOGNITION_FAILURES } from '@toolhub/contracts';
import sharp, { type Metadata } from 'sharp';
import { recognitionFailure } from './failures';

/**
 * Longest side a page is kept at. The detector sees at most 1600 (detect-lines.ts); the lines
 * are cut from the page itself, so small print on a large photo keeps its strokes to here.
 */
export const MAX_SIDE = 2400;
/** Below this there is no text to find. */
const MIN_SIDE = 8;

export interface PageImage {
  png: Buffer;
  width: number;
  height: number;
  /** Uploaded-image pixels per page-image pixel. */
  scale: number;
}

const unreadable = () => recognitionFailure(RECOGNITION_FAILURES.unreadable);

export async function pageImageOf(bytes: Buffer): Promise<PageImage> {
  let meta: Metadata;
  try {
    // `pages` counts an animation's frames: a GIF or WebP animation is not a page.
    meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height || (meta.pages ?? 1) > 1) throw unreadable();
  // EXIF orientations 5–8 swap the sides.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (Math.min(width, height) < MIN_SIDE) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  const scale = Math.max(1, Math.max(width, height) / MAX_SIDE);
  try {
    const png = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: Math.round(width / scale), height: Math.round(height / scale), fit: 'fill' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { png, width: Math.round(width / scale), height: Math.round(height / scale), scale };
  } catch {
    throw unreadable();
  }
}
