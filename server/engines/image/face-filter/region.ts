/** A rectangle of whole pixels inside a picture: the part of the photo one face's effect touches. */
import type { Point } from './face-detector';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The pixels round `points`, `margin` further on each side, clipped to the picture. */
export function regionAround(points: Point[], margin: number, pictureWidth: number, pictureHeight: number): Region {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const right = Math.min(pictureWidth, Math.ceil(Math.max(...xs) + margin));
  const bottom = Math.min(pictureHeight, Math.ceil(Math.max(...ys) + margin));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}
