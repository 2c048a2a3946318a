/**
 * A scan's slant, and the page turned level. The recogniser's detector draws its line boxes
 * level: on a page scanned a few degrees off, one box takes the left of one row and the right
 * of the next, and a form's rows mix (an invoice's totals with its items). The slant is found
 * by the projection profile: the dark pixels, projected across the page at each trial angle,
 * pile up into the sharpest rows (text lines, a form's rules) when the angle is the page's own.
 */
import sharp from 'sharp';
import { skewOf } from '../document-image/skew';
import type { PageImage } from './page-image';

/** Below this the page is left as it is: rows of text still read one by one. */
const LEVEL_ENOUGH = 0.25;
/** Side the profile is measured on: enough for a tenth of a degree, little work. */
const PROFILE_SIDE = 1000;

/** The page's slant in degrees, clockwise positive (the way sharp turns): 0 when none is found. */
export async function slantOf(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png)
    .greyscale()
    .resize({ width: PROFILE_SIDE, height: PROFILE_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) ink[i] = data[i] < 128 ? 1 : 0;
  // The same projection-profile search the document-image engines straighten pages with.
  return skewOf(ink, info.width, info.height);
}

/** The page turned level when it is scanned askew (the margins the turn opens are white). */
export async function levelled(page: PageImage): Promise<PageImage> {
  const slant = await slantOf(page.png);
  if (Math.abs(slant) < LEVEL_ENOUGH) return page;
  const { data, info } = await sharp(page.png).rotate(-slant, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, scale: page.scale };
}
