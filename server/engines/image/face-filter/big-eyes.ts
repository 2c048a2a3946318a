/**
 * Bigger eyes: a magnifying lens over each eye. Inside a circle round the eye's centre a result
 * pixel at distance r reads from r·(1 − a·(1 − r²/R²)²): the centre is enlarged by 1/(1 − a),
 * the edge of the circle not at all and with no kink, so the lens has no visible rim.
 */
import type { Picture } from '../picture';
import type { Point } from './face-detector';
import type { Face } from './find-faces';
import { distance, type FaceFrame } from './face-geometry';
import { LEFT_EYE, RIGHT_EYE } from './landmark-indices';
import { regionAround } from './region';
import { warpRegion } from './warp';

/** At full strength the eye's centre is enlarged 1 / (1 − 0.3) ≈ 1.43 times. */
const MAX_MAGNIFY = 0.3;
/** The lens's radius, in eye widths (corner to corner). */
const LENS_RADIUS = 1.0;

function enlargeEye(picture: Picture, centre: Point, radius: number, amount: number): void {
  const region = regionAround([centre], radius, picture.width, picture.height);
  // Every source lies nearer the centre than its pixel: inside the lens.
  warpRegion(picture, region, 1, (x, y, source) => {
    const dx = x - centre.x;
    const dy = y - centre.y;
    const s = (dx * dx + dy * dy) / (radius * radius);
    if (s >= 1) return false;
    const shrink = 1 - amount * (1 - s) ** 2;
    source[0] = centre.x + dx * shrink;
    source[1] = centre.y + dy * shrink;
    return true;
  });
}

/** Enlarges both eyes in place; `strength` 0–1. */
export function enlargeEyes(picture: Picture, face: Face, frame: FaceFrame, strength: number): void {
  if (strength <= 0) return;
  for (const [eye, centre] of [
    [RIGHT_EYE, frame.rightEye],
    [LEFT_EYE, frame.leftEye],
  ] as const) {
    const width = Math.max(...eye.map((i) => distance(face.points[i], face.points[eye[0]])));
    enlargeEye(picture, centre, Math.max(3, width * LENS_RADIUS), MAX_MAGNIFY * strength);
  }
}
