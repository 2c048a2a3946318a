/**
 * Growing a mask (1 = set) by a square of this radius: a pixel is set when any pixel within
 * `radius` across and down is. Counts in a running window along rows, then columns, so the
 * time does not grow with the radius.
 */
export function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return mask.slice();
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x <= Math.min(width - 1, r - 1); x++) count += mask[row + x];
    for (let x = 0; x < width; x++) {
      if (x + r < width) count += mask[row + x + r];
      if (x - r - 1 >= 0) count -= mask[row + x - r - 1];
      rows[row + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(mask.length);
  const counts = new Int32Array(width);
  for (let y = 0; y <= Math.min(height - 1, r - 1); y++) for (let x = 0; x < width; x++) counts[x] += rows[y * width + x];
  for (let y = 0; y < height; y++) {
    const added = y + r < height ? (y + r) * width : -1;
    const dropped = y - r - 1 >= 0 ? (y - r - 1) * width : -1;
    for (let x = 0; x < width; x++) {
      if (added >= 0) counts[x] += rows[added + x];
      if (dropped >= 0) counts[x] -= rows[dropped + x];
      out[y * width + x] = counts[x] > 0 ? 1 : 0;
    }
  }
  return out;
}
