/**
 * Moving pixels by inverse mapping: for each pixel of the result, a displacement field says
 * where in the untouched picture its colour comes from, read between pixels by bilinear
 * interpolation. Every pixel of the result is filled once (no holes, unlike pushing pixels
 * forward), and a pixel whose displacement is nil is left exactly as it is. The warp works in
 * place on a copy of just the region it reads, so a large photo is not copied whole per warp.
 */
import { CHANNELS, type Picture } from '../picture';
import type { Region } from './region';

/** Where the colour of result pixel (x, y) comes from: written into `source` as [x, y]; false for "unmoved". */
export type InverseMap = (x: number, y: number, source: [number, number]) => boolean;

/** The untouched pixels a warp reads from. */
interface Snapshot {
  data: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

function snapshotOf(picture: Picture, region: Region, margin: number): Snapshot {
  const left = Math.max(0, region.left - margin);
  const top = Math.max(0, region.top - margin);
  const width = Math.min(picture.width, region.left + region.width + margin) - left;
  const height = Math.min(picture.height, region.top + region.height + margin) - top;
  const data = new Uint8Array(width * height * CHANNELS);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * picture.width + left) * CHANNELS;
    data.set(picture.data.subarray(from, from + width * CHANNELS), y * width * CHANNELS);
  }
  return { data, left, top, width, height };
}

/** Bilinear read of four channels at a fractional picture position, clamped to the snapshot. */
function sampleInto(snapshot: Snapshot, x: number, y: number, out: Uint8Array, at: number): void {
  const { data, width, height } = snapshot;
  const cx = Math.min(width - 1, Math.max(0, x - snapshot.left));
  const cy = Math.min(height - 1, Math.max(0, y - snapshot.top));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const a = (y0 * width + x0) * CHANNELS;
  const b = (y0 * width + x1) * CHANNELS;
  const c = (y1 * width + x0) * CHANNELS;
  const d = (y1 * width + x1) * CHANNELS;
  for (let ch = 0; ch < CHANNELS; ch++) {
    const top = data[a + ch] + (data[b + ch] - data[a + ch]) * fx;
    const bottom = data[c + ch] + (data[d + ch] - data[c + ch]) * fx;
    out[at + ch] = Math.round(top + (bottom - top) * fy);
  }
}

/**
 * Warps the picture in place inside `region` by `map` (pixel centres at +0.5). `reach` bounds
 * how far a source can lie from its pixel, so the snapshot holds every pixel read.
 */
export function warpRegion(picture: Picture, region: Region, reach: number, map: InverseMap): void {
  const snapshot = snapshotOf(picture, region, Math.ceil(reach) + 2);
  const source: [number, number] = [0, 0];
  for (let y = region.top; y < region.top + region.height; y++) {
    for (let x = region.left; x < region.left + region.width; x++) {
      if (!map(x + 0.5, y + 0.5, source)) continue;
      sampleInto(snapshot, source[0] - 0.5, source[1] - 0.5, picture.data, (y * picture.width + x) * CHANNELS);
    }
  }
}
