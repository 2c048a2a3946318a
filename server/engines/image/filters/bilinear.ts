/**
 * Reading an image between its pixels: bilinear interpolation of the four pixels round a
 * fractional position, for warps, rotated crops and masks read at another size. Positions are
 * in pixel indices (pixel i's centre is at i, so a caller with centres at i + 0.5 subtracts
 * 0.5 first); a position past the edge reads the edge (clamped), so a warp or crop that
 * reaches a little out of the picture gets its border colour rather than black.
 */

/**
 * All `channels` values of the interleaved image `data` at (x, y), written to `into` from
 * `at`. Left unrounded: a caller writing bytes rounds once, a caller averaging several reads
 * rounds after averaging.
 */
export function sampleBilinear(data: ArrayLike<number>, width: number, height: number, channels: number, x: number, y: number, into: Float64Array, at = 0): void {
  const cx = Math.min(width - 1, Math.max(0, x));
  const cy = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const topLeft = (y0 * width + x0) * channels;
  const topRight = (y0 * width + x1) * channels;
  const bottomLeft = (y1 * width + x0) * channels;
  const bottomRight = (y1 * width + x1) * channels;
  for (let c = 0; c < channels; c++) {
    const top = data[topLeft + c] + (data[topRight + c] - data[topLeft + c]) * fx;
    const bottom = data[bottomLeft + c] + (data[bottomRight + c] - data[bottomLeft + c]) * fx;
    into[at + c] = top + (bottom - top) * fy;
  }
}
