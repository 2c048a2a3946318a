/**
 * The page as ink and paper: a grey image and a mask of its dark pixels, the one view the
 * table finder works on (rules are long runs of ink, columns the gaps between ink).
 */
import sharp from 'sharp';

export interface InkMask {
  width: number;
  height: number;
  /** 1 where the pixel is ink, row by row. */
  ink: Uint8Array;
}

/** Otsu's threshold of a grey histogram: the level that best splits it into two classes. */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey) histogram[value]++;
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level];
  let [below, belowSum, best, threshold] = [0, 0, -1, 128];
  for (let level = 0; level < 256; level++) {
    below += histogram[level];
    if (below === 0 || below === grey.length) continue;
    belowSum += level * histogram[level];
    const above = grey.length - below;
    const meanBelow = belowSum / below;
    const meanAbove = (total - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, level];
  }
  return threshold;
}

export async function inkMaskOf(png: Buffer): Promise<InkMask> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const grey = new Uint8Array(data.buffer, data.byteOffset, info.width * info.height);
  const threshold = otsuThreshold(grey);
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i] <= threshold ? 1 : 0;
  return { width: info.width, height: info.height, ink };
}

/** Ink pixels in a rectangle (half-open: x0 ≤ x < x1, y0 ≤ y < y1). */
export function inkIn(mask: InkMask, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = Math.max(0, y0); y < Math.min(mask.height, y1); y++) {
    const row = y * mask.width;
    for (let x = Math.max(0, x0); x < Math.min(mask.width, x1); x++) count += mask.ink[row + x];
  }
  return count;
}
