/**
 * Where a face's skin is, as a soft 0–1 mask over the face's region: the face oval filled, the
 * eyes, brows and lips (each grown a little) cut out, the edges feathered so a retouch fades
 * in rather than stopping at a line. Smoothing and brightening act only through it, so hair,
 * eyes, lips and the background keep their detail.
 */
import { boxMean } from '../filters/box-mean';
import type { Point } from './face-detector';
import type { Face } from './find-faces';
import type { FaceFrame } from './face-geometry';
import { meanPoint } from './face-geometry';
import { FACE_OVAL, LEFT_BROW, LEFT_EYE, LIPS, RIGHT_BROW, RIGHT_EYE } from './landmark-indices';
import { regionAround, type Region } from './region';

export interface SkinMask {
  region: Region;
  /** 0–1 per pixel of the region, row by row. */
  weights: Float32Array;
}

/** Fills a closed polygon (region coordinates) with `value`, testing each pixel's centre. */
function fillPolygon(mask: Float32Array, region: Region, polygon: Point[], value: number): void {
  const ys = polygon.map((p) => p.y - region.top);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(region.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = top; y <= bottom; y++) {
    const centreY = y + 0.5 + region.top;
    const crossings: number[] = [];
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i];
      const b = polygon[(i + 1) % polygon.length];
      if (a.y <= centreY === b.y <= centreY) continue;
      crossings.push(a.x + ((centreY - a.y) / (b.y - a.y)) * (b.x - a.x) - region.left);
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k] - 0.5));
      const to = Math.min(region.width - 1, Math.floor(crossings[k + 1] - 0.5));
      for (let x = from; x <= to; x++) mask[y * region.width + x] = value;
    }
  }
}

/** The polygon grown (or shrunk) about its centre. */
function scaled(polygon: Point[], by: number): Point[] {
  const centre = meanPoint(polygon);
  return polygon.map((p) => ({ x: centre.x + (p.x - centre.x) * by, y: centre.y + (p.y - centre.y) * by }));
}

/** Eyes are thin: grown more across their height so lashes and lid lines stay out. */
const CUT_OUTS: { indices: number[]; grow: number }[] = [
  { indices: RIGHT_EYE, grow: 1.7 },
  { indices: LEFT_EYE, grow: 1.7 },
  { indices: RIGHT_BROW, grow: 1.35 },
  { indices: LEFT_BROW, grow: 1.35 },
  { indices: LIPS, grow: 1.2 },
];

/**
 * The mask's edges feathered over about `feather` pixels: three box means of radius
 * feather / 1.7, together close to a Gaussian of sigma √(r(r + 1)), 0.6–0.7 × feather. The
 * windows are cut at the region's border ('shrink'), so a face at the photo's edge keeps its
 * mask full up to that edge.
 */
function feathered(mask: Float32Array, width: number, height: number, feather: number): Float32Array {
  const r = Math.max(1, Math.round(feather / 1.7));
  return boxMean(boxMean(boxMean(mask, width, height, r, 'shrink'), width, height, r, 'shrink'), width, height, r, 'shrink');
}

export function skinMaskOf(face: Face, frame: FaceFrame, pictureWidth: number, pictureHeight: number): SkinMask {
  const feather = Math.max(2, frame.width * 0.035);
  const oval = FACE_OVAL.map((i) => face.points[i]);
  const region = regionAround(oval, feather * 2, pictureWidth, pictureHeight);
  const mask = new Float32Array(region.width * region.height);
  // Slightly inside the oval: the feather then fades out at the face's edge, not on the hair.
  fillPolygon(mask, region, scaled(oval, 0.96), 1);
  for (const { indices, grow } of CUT_OUTS) fillPolygon(mask, region, scaled(indices.map((i) => face.points[i]), grow), 0);
  return { region, weights: feathered(mask, region.width, region.height, feather) };
}
