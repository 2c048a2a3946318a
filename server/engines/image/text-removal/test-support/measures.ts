/** What the text removal tests and bench measure: how close two pictures are inside, and how far they differ outside, some rectangles. */
import { CHANNELS, type Picture } from '../../picture';
import type { PixelRect } from '../text-boxes';

const within = (x: number, y: number, rect: PixelRect, margin = 0) =>
  x >= rect.left - margin && x < rect.right + margin && y >= rect.top - margin && y < rect.bottom + margin;

/** Peak signal-to-noise ratio (dB) of `picture` against `reference` over the RGB of the pixels inside `rects`. */
export function psnrInside(picture: Picture, reference: Picture, rects: PixelRect[]): number {
  let squares = 0;
  let count = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (!rects.some((rect) => within(x, y, rect))) continue;
      const at = (y * picture.width + x) * CHANNELS;
      for (let c = 0; c < 3; c++) squares += (picture.data[at + c] - reference.data[at + c]) ** 2;
      count += 3;
    }
  }
  const mse = squares / Math.max(1, count);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/** The largest RGB difference between two pictures at pixels more than `margin` from every rectangle. */
export function largestChangeOutside(picture: Picture, other: Picture, rects: PixelRect[], margin: number): number {
  let largest = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (rects.some((rect) => within(x, y, rect, margin))) continue;
      const at = (y * picture.width + x) * CHANNELS;
      for (let c = 0; c < 3; c++) largest = Math.max(largest, Math.abs(picture.data[at + c] - other.data[at + c]));
    }
  }
  return largest;
}
