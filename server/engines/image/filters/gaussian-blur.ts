/**
 * A Gaussian blur of one plane of floats as three box means (box-mean.ts): three boxes are
 * within a few per cent of a Gaussian (the central limit theorem), and each costs the same
 * whatever the sigma, where a true Gaussian kernel grows with it.
 */
import { boxMean } from './box-mean';

/**
 * The radii of `passes` boxes whose repeated mean matches a Gaussian of this sigma (the sizes
 * as W. Jarosz, "Fast image convolutions", 2001, and P. Kovesi, "Fast almost-Gaussian
 * filtering", 2010, give them).
 */
export function gaussianBoxRadii(sigma: number, passes = 3): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower -= 1;
  const upper = lower + 2;
  const smaller = Math.round((12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4));
  return Array.from({ length: passes }, (_, i) => ((i < smaller ? lower : upper) - 1) / 2);
}

/** A Gaussian blur of this sigma (pixels); edges repeat their last pixel, so a blurred border keeps its tone. */
export function gaussianBlur(source: Float32Array, width: number, height: number, sigma: number): Float32Array {
  let plane = source;
  for (const radius of gaussianBoxRadii(sigma)) plane = boxMean(plane, width, height, radius, 'repeat');
  return plane === source ? new Float32Array(source) : plane;
}
