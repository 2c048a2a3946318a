/**
 * What a person sees in a picture, as numbers the tests can hold to: how much it varies, how
 * many edges it has, whether neighbouring pixels belong together (art) or not (noise), where
 * its bright round shapes are, which colour rules a part of it.
 */
import sharp from 'sharp';

export interface Pixels {
  width: number;
  height: number;
  /** RGB, 0–1. */
  rgb: Float32Array;
  /** Rec. 709 luma, 0–1. */
  luma: Float32Array;
}

/** The picture's pixels; at `side` × `side` when given, as a thumbnail shows it (brush texture averaged out). */
export async function pixelsOf(png: Buffer | Uint8Array, side?: number): Promise<Pixels> {
  const image = sharp(png).removeAlpha();
  const { data, info } = await (side ? image.resize(side, side, { kernel: 'cubic' }) : image).raw().toBuffer({ resolveWithObject: true });
  const count = info.width * info.height;
  const rgb = new Float32Array(count * 3);
  const luma = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = data[i * info.channels + c] / 255;
    luma[i] = 0.2126 * rgb[i * 3] + 0.7152 * rgb[i * 3 + 1] + 0.0722 * rgb[i * 3 + 2];
  }
  return { width: info.width, height: info.height, rgb, luma };
}

export function lumaDeviation({ luma }: Pixels): number {
  let sum = 0;
  for (const value of luma) sum += value;
  const mean = sum / luma.length;
  let squares = 0;
  for (const value of luma) squares += (value - mean) ** 2;
  return Math.sqrt(squares / luma.length);
}

/** Share of pixels where the luma steps by more than `step` to the right or below neighbour. */
export function edgeDensity({ width, height, luma }: Pixels, step = 0.06): number {
  let edges = 0;
  for (let y = 0; y < height - 1; y++)
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (Math.abs(luma[i + 1] - luma[i]) > step || Math.abs(luma[i + width] - luma[i]) > step) edges++;
    }
  return edges / ((width - 1) * (height - 1));
}

/** Pearson correlation of each pixel's luma with its right-hand neighbour's: near 1 for a picture, near 0 for noise. */
export function neighbourCorrelation({ width, height, luma }: Pixels): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width - 1; x++) {
      const a = luma[y * width + x];
      const b = luma[y * width + x + 1];
      n++;
      sa += a;
      sb += b;
      saa += a * a;
      sbb += b * b;
      sab += a * b;
    }
  const cov = sab / n - (sa / n) * (sb / n);
  return cov / Math.sqrt((saa / n - (sa / n) ** 2) * (sbb / n - (sb / n) ** 2));
}

/** Mean absolute difference of two pictures of one size, 0–1. */
export function difference(a: Pixels, b: Pixels): number {
  let sum = 0;
  for (let i = 0; i < a.rgb.length; i++) sum += Math.abs(a.rgb[i] - b.rgb[i]);
  return sum / a.rgb.length;
}

/** Mean R, G, B over rows [top, bottom) as fractions of the height. */
export function meanColour({ width, height, rgb }: Pixels, top: number, bottom: number): [number, number, number] {
  const sums = [0, 0, 0];
  const y0 = Math.round(top * height);
  const y1 = Math.round(bottom * height);
  for (let i = y0 * width; i < y1 * width; i++) for (let c = 0; c < 3; c++) sums[c] += rgb[i * 3 + c];
  const count = (y1 - y0) * width;
  return [sums[0] / count, sums[1] / count, sums[2] / count];
}

export interface Blob {
  area: number;
  width: number;
  height: number;
  centreX: number;
  centreY: number;
}

/** The largest connected patch brighter than `threshold` in the rows above `bottom` (a fraction of the height). */
export function largestBrightBlob({ width, height, luma }: Pixels, threshold: number, bottom = 1): Blob | undefined {
  const rows = Math.round(bottom * height);
  const seen = new Uint8Array(width * rows);
  const stack: number[] = [];
  let best: Blob | undefined;
  for (let start = 0; start < width * rows; start++) {
    if (seen[start] || luma[start] <= threshold) continue;
    let area = 0;
    let [left, right, top, low] = [width, 0, rows, 0];
    let sx = 0;
    let sy = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      area++;
      sx += x;
      sy += y;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      low = Math.max(low, y);
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < rows - 1 ? i + width : -1]) {
        if (j >= 0 && !seen[j] && luma[j] > threshold) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (!best || area > best.area) best = { area, width: right - left + 1, height: low - top + 1, centreX: sx / area, centreY: sy / area };
  }
  return best;
}
