/**
 * The mean of each value's (2r+1) × (2r+1) neighbourhood, in time independent of r (running
 * sums, a row pass then a column pass); the window is cut at the edges, not padded, so the
 * edges are not darkened. The building block of the guided filter and of the mask's feathering.
 */
export function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const rows = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x++) sum += values[row + x];
    for (let x = 0; x < width; x++) {
      const first = x - radius;
      const last = x + radius;
      rows[row + x] = sum / (Math.min(last, width - 1) - Math.max(first, 0) + 1);
      if (last + 1 < width) sum += values[row + last + 1];
      if (first >= 0) sum -= values[row + first];
    }
  }
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = 0; y <= Math.min(radius, height - 1); y++) sum += rows[y * width + x];
    for (let y = 0; y < height; y++) {
      const first = y - radius;
      const last = y + radius;
      out[y * width + x] = sum / (Math.min(last, height - 1) - Math.max(first, 0) + 1);
      if (last + 1 < height) sum += rows[(last + 1) * width + x];
      if (first >= 0) sum -= rows[first * width + x];
    }
  }
  return out;
}

/** Three box passes: close to a Gaussian of sigma ≈ radius, smooth enough for a mask's edge. */
export function softBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const r = Math.max(1, Math.round(radius / 1.7));
  return boxMean(boxMean(boxMean(values, width, height, r), width, height, r), width, height, r);
}
