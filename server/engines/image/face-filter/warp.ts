/**
 * Moving pixels by inverse mapping: for each pixel of the result, a displacement field says
 * where in the untouched picture its colour comes from, read between pixels by bilinear
 * interpolation. Every pixel of the result is filled once (no holes, unlike pushing pixels
 * forward), and a pixel whose displacement is nil is left exactly as it is. The warp works in
 * place on a copy of just the region it reads, so a large photo is not copied whole per warp.
 */
import { sampleBilinear } from '../filters/bilinear';
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

/**
 * Warps the picture in place inside `region` by `map` (pixel centres at +0.5). `reach` bounds
 * how far a source can lie from its pixel, so the snapshot holds every pixel read.
 */
export function warpRegion(picture: Picture, region: Region, reach: number, map: InverseMap): void {
  const snapshot = snapshotOf(picture, region, Math.ceil(reach) + 2);
  const source: [number, number] = [0, 0];
  const colour = new Float64Array(CHANNELS);
  for (let y = region.top; y < region.top + region.height; y++) {
    for (let x = region.left; x < region.left + region.width; x++) {
      if (!map(x + 0.5, y + 0.5, source)) continue;
      // Snapshot pixel indices: its own corner, and centres at +0.5. A read past the snapshot is clamped to it.
      sampleBilinear(snapshot.data, snapshot.width, snapshot.height, CHANNELS, source[0] - 0.5 - snapshot.left, source[1] - 0.5 - snapshot.top, colour);
      const at = (y * picture.width + x) * CHANNELS;
      for (let c = 0; c < CHANNELS; c++) picture.data[at + c] = Math.round(colour[c]);
    }
  }
}
