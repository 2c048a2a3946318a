/**
 * Blurs of one plane of floats (a channel, a luminance), in time independent of the radius:
 * a box is a running sum along each row, then along each column (all columns at once, row by
 * row, so memory is read in order). Edges repeat their last pixel, so a blurred border keeps
 * its own tone instead of fading to black.
 */

/** The mean over a (2r+1)² square around each pixel. */
export function boxBlur(source: Float32Array, width: number, height: number, radius: number, out: Float32Array = new Float32Array(source.length)): Float32Array {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) {
    out.set(source);
    return out;
  }
  const size = 2 * r + 1;
  const rows = new Float32Array(source.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += source[row + Math.min(width - 1, Math.max(0, k))];
    for (let x = 0; x < width; x++) {
      rows[row + x] = sum / size;
      sum += source[row + Math.min(width - 1, x + r + 1)] - source[row + Math.max(0, x - r)];
    }
  }
  // Doubles: a float running sum over thousands of rows drifts.
  const sums = new Float64Array(width);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(height - 1, Math.max(0, k)) * width;
    for (let x = 0; x < width; x++) sums[x] += rows[row + x];
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const added = Math.min(height - 1, y + r + 1) * width;
    const dropped = Math.max(0, y - r) * width;
    for (let x = 0; x < width; x++) {
      out[row + x] = sums[x] / size;
      sums[x] += rows[added + x] - rows[dropped + x];
    }
  }
  return out;
}

/**
 * The radii of three boxes whose repeated blur matches a Gaussian of this sigma (three boxes
 * are within a few per cent of it: the central limit theorem; the sizes as W. Jarosz, "Fast
 * image convolutions", 2001, and P. Kovesi, "Fast almost-Gaussian filtering", 2010, give them).
 */
export function gaussianBoxRadii(sigma: number, passes = 3): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower -= 1;
  const upper = lower + 2;
  const smaller = Math.round((12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4));
  return Array.from({ length: passes }, (_, i) => ((i < smaller ? lower : upper) - 1) / 2);
}

/** A Gaussian blur of this sigma (pixels), as three box blurs. */
export function gaussianBlur(source: Float32Array, width: number, height: number, sigma: number): Float32Array {
  let plane = source;
  for (const radius of gaussianBoxRadii(sigma)) plane = boxBlur(plane, width, height, radius);
  return plane === source ? new Float32Array(source) : plane;
}
