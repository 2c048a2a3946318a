/**
 * A scan's slant, and the page turned level. The recogniser's detector draws its line boxes
 * level: on a page scanned a few degrees off, one box takes the left of one row and the right
 * of the next, and a form's rows mix (an invoice's totals with its items). The slant is found
 * by the projection profile: the dark pixels, projected across the page at each trial angle,
 * pile up into the sharpest rows (text lines, a form's rules) when the angle is the page's own.
 */
import sharp from 'sharp';
import type { PageImage } from './page-image';

/** Widest slant looked for, and the steps of the search (degrees). */
const MAX_SLANT = 8;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;
/** Below this the page is left as it is: rows of text still read one by one. */
const LEVEL_ENOUGH = 0.25;
/** Side the profile is measured on: enough for a tenth of a degree, little work. */
const PROFILE_SIDE = 1000;

/** The dark pixels' coordinates of the page, measured small. */
async function darkPixels(png: Buffer): Promise<{ xs: Float32Array; ys: Float32Array; height: number }> {
  const { data, info } = await sharp(png)
    .greyscale()
    .resize({ width: PROFILE_SIDE, height: PROFILE_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i++) if (data[i] < 128) count++;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  let n = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] >= 128) continue;
    xs[n] = i % info.width;
    ys[n] = Math.floor(i / info.width);
    n++;
  }
  return { xs, ys, height: info.height + info.width };
}

/** How sharply the dark pixels pile into rows when the page is measured at `degrees`. */
function sharpness({ xs, ys, height }: { xs: Float32Array; ys: Float32Array; height: number }, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const bins = new Float64Array(2 * height + 1);
  for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i] * cos - xs[i] * sin) + height]++;
  let sum = 0;
  for (const count of bins) sum += count * count;
  return sum;
}

/** The page's slant in degrees, clockwise positive (the way sharp turns): 0 when none is found. */
export async function slantOf(png: Buffer): Promise<number> {
  const pixels = await darkPixels(png);
  if (pixels.xs.length < 100) return 0;
  const best = (from: number, to: number, step: number) => {
    let [angle, score] = [0, -1];
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = sharpness(pixels, a);
      if (s > score) [angle, score] = [a, s];
    }
    return angle;
  };
  const coarse = best(-MAX_SLANT, MAX_SLANT, COARSE_STEP);
  return Math.round(best(coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP) * 10) / 10;
}

/** The page turned level when it is scanned askew (the margins the turn opens are white). */
export async function levelled(page: PageImage): Promise<PageImage> {
  const slant = await slantOf(page.png);
  if (Math.abs(slant) < LEVEL_ENOUGH) return page;
  const { data, info } = await sharp(page.png).rotate(-slant, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, scale: page.scale };
}
