/**
 * Face slimming: the jaw line pulled in toward the face's middle, as a liquify brush would.
 * Each jaw landmark gets a push across the face (strongest at the jaw's angle, gentle at the
 * cheekbone and chin); the pushes spread to the pixels round them with a smooth falloff and
 * are averaged where they overlap, so the contour moves as one line. The result is read by
 * inverse mapping (`warp.ts`): a pixel takes its colour from where the push came from.
 */
import type { Picture } from '../picture';
import type { Point } from './face-detector';
import type { Face } from './find-faces';
import type { FaceFrame } from './face-geometry';
import { LEFT_JAW, RIGHT_JAW } from './landmark-indices';
import { regionAround } from './region';
import { warpRegion } from './warp';

/** At full strength each side of the jaw moves in by this share of the face's width. */
const MAX_PULL = 0.08;
/** How far round each landmark the push reaches, as a share of the face's width. */
const REACH = 0.25;
/** The push along each jaw (cheekbone → chin, RIGHT_JAW / LEFT_JAW order). */
const ALONG_JAW = [0.3, 0.55, 0.8, 1, 1, 1, 0.9, 0.75, 0.55, 0.35];

interface Push {
  at: Point;
  dx: number;
  dy: number;
}

function pushesOf(face: Face, frame: FaceFrame, strength: number): Push[] {
  const pull = MAX_PULL * frame.width * strength;
  const side = (indices: number[], inward: number) =>
    indices.map((index, k) => ({ at: face.points[index], dx: frame.across.x * inward * pull * ALONG_JAW[k], dy: frame.across.y * inward * pull * ALONG_JAW[k] }));
  // The person's right jaw is on the image's left: it moves along +across, the left one along −across.
  return [...side(RIGHT_JAW, 1), ...side(LEFT_JAW, -1)];
}

/** Slims in place; `strength` 0–1. */
export function slimFace(picture: Picture, face: Face, frame: FaceFrame, strength: number): void {
  if (strength <= 0) return;
  const pushes = pushesOf(face, frame, strength);
  const reach = REACH * frame.width;
  const reach2 = reach * reach;
  const region = regionAround(
    pushes.map((p) => p.at),
    reach,
    picture.width,
    picture.height,
  );
  warpRegion(picture, region, MAX_PULL * frame.width * strength, (x, y, source) => {
    let dx = 0;
    let dy = 0;
    let total = 0;
    for (const push of pushes) {
      const r2 = ((push.at.x - x) ** 2 + (push.at.y - y) ** 2) / reach2;
      if (r2 >= 1) continue;
      // (1 − r²)²: 1 at the landmark, 0 with a flat slope at the reach, so no seam.
      const weight = (1 - r2) * (1 - r2);
      dx += push.dx * weight;
      dy += push.dy * weight;
      total += weight;
    }
    if (total === 0) return false;
    const norm = Math.max(1, total);
    source[0] = x - dx / norm;
    source[1] = y - dy / norm;
    return true;
  });
}
