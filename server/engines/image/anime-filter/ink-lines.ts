/**
 * Ink lines from a difference of Gaussians on lightness (after D. Marr and E. Hildreth, and
 * H. Winnemöller's XDoG, 2012): a blur of sigma minus a blur of 1.6 sigma is about zero on flat
 * colour and gradients, and dips below zero along the darker side of an edge. Where the dip is
 * deeper than `threshold` (lightness in 0–255) the pixel is inked, fading in over `softness` so
 * lines are anti-aliased rather than jagged.
 */
import { clamp } from '../filters/clamp';
import { gaussianBlur } from '../filters/gaussian-blur';

export interface InkOptions {
  sigma: number;
  threshold: number;
  softness: number;
}

/** 0 (paper) to 1 (full ink) for each pixel of a lightness plane (0–255). */
export function inkLines(lightness: Float32Array, width: number, height: number, { sigma, threshold, softness }: InkOptions): Float32Array {
  const narrow = gaussianBlur(lightness, width, height, sigma);
  const wide = gaussianBlur(lightness, width, height, sigma * 1.6);
  const ink = wide;
  for (let i = 0; i < ink.length; i++) ink[i] = clamp((wide[i] - narrow[i] - threshold) / softness, 0, 1);
  return ink;
}
