/**
 * A face's frame, from its landmarks: where its eyes are, which way is up for it (a tilted
 * head turns its stickers and warps with it) and how big it is, so every effect scales with
 * the face rather than with the photo.
 */
import type { Point } from './face-detector';
import type { Face } from './find-faces';
import { CHIN, FACE_OVAL, FOREHEAD_TOP, LEFT_EYE, RIGHT_EYE } from './landmark-indices';

export interface FaceFrame {
  rightEye: Point;
  leftEye: Point;
  /** Midway between the eyes. */
  eyesMiddle: Point;
  /** The face's "right" (from the person's right eye to the left one) and "down", unit vectors in the image. */
  across: Point;
  down: Point;
  /** Roll in radians, clockwise as shown. */
  roll: number;
  /** Between the eye centres, and the face oval's widest span across. */
  eyeDistance: number;
  width: number;
  /** Forehead top to chin. */
  height: number;
  forehead: Point;
  chin: Point;
}

export const meanPoint = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function frameOf(face: Face): FaceFrame {
  const at = (indices: number[]) => indices.map((i) => face.points[i]);
  const rightEye = meanPoint(at(RIGHT_EYE));
  const leftEye = meanPoint(at(LEFT_EYE));
  const eyeDistance = distance(rightEye, leftEye);
  const across = { x: (leftEye.x - rightEye.x) / eyeDistance, y: (leftEye.y - rightEye.y) / eyeDistance };
  const down = { x: -across.y, y: across.x };
  const spans = at(FACE_OVAL).map((p) => p.x * across.x + p.y * across.y);
  return {
    rightEye,
    leftEye,
    eyesMiddle: meanPoint([rightEye, leftEye]),
    across,
    down,
    roll: Math.atan2(across.y, across.x),
    eyeDistance,
    width: Math.max(...spans) - Math.min(...spans),
    height: distance(face.points[FOREHEAD_TOP], face.points[CHIN]),
    forehead: face.points[FOREHEAD_TOP],
    chin: face.points[CHIN],
  };
}

/** A point `u` across and `v` down from `origin`, in the face's frame. */
export const inFrame = (frame: FaceFrame, origin: Point, u: number, v: number): Point => ({
  x: origin.x + u * frame.across.x + v * frame.down.x,
  y: origin.y + u * frame.across.y + v * frame.down.y,
});
