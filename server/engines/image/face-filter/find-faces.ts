/**
 * The faces of a photo with their landmarks: BlazeFace finds each face and its eyes, the face
 * mesh reads 468 points from a crop turned upright by the eyes' roll, and a second reading
 * from a crop re-centred on those points settles them (MediaPipe tracks a video the same way,
 * each frame's crop taken from the last frame's landmarks). A detection the mesh does not
 * take for a face (a cup, a cat) is dropped.
 */
import type { Picture } from '../picture';
import { detectFaces, type DetectedFace, type Point } from './face-detector';
import { meanPoint } from './face-geometry';
import { readMeshes, type FaceCrop } from './face-mesh';
import { LEFT_EYE, RIGHT_EYE } from './landmark-indices';

/** Faces an effect is applied to, largest first: a group photo's five front faces, not a crowd. */
export const MAX_FACES = 5;
/** The face mesh's crop is the face's box enlarged this much (MediaPipe's ROI scale). */
const CROP_SCALE = 1.5;
/** Below this face-presence the mesh's reading is not a face. */
const MIN_PRESENCE = 0.5;

export interface Face {
  /** The 468 mesh points, in the photo's pixels. */
  points: Point[];
  /** The detector's score, 0–1. */
  score: number;
}

/** The angle of the line from the person's right eye to their left, clockwise in the image. */
export const rollOf = (rightEye: Point, leftEye: Point) => Math.atan2(leftEye.y - rightEye.y, leftEye.x - rightEye.x);

function cropOfDetection(face: DetectedFace): FaceCrop {
  const [rightEye, leftEye] = face.keypoints;
  return { centre: face.centre, side: Math.max(face.width, face.height) * CROP_SCALE, angle: rollOf(rightEye, leftEye) };
}

/** The square round the points, measured in the face's own upright frame. */
function cropOfPoints(points: Point[]): FaceCrop {
  const angle = rollOf(meanPoint(RIGHT_EYE.map((i) => points[i])), meanPoint(LEFT_EYE.map((i) => points[i])));
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { x, y } of points) {
    const u = x * cos + y * sin;
    const v = -x * sin + y * cos;
    [minU, maxU, minV, maxV] = [Math.min(minU, u), Math.max(maxU, u), Math.min(minV, v), Math.max(maxV, v)];
  }
  const [u, v] = [(minU + maxU) / 2, (minV + maxV) / 2];
  return { centre: { x: u * cos - v * sin, y: u * sin + v * cos }, side: Math.max(maxU - minU, maxV - minV) * CROP_SCALE, angle };
}

const faceArea = (face: DetectedFace) => face.width * face.height;

export async function findFaces(picture: Picture): Promise<Face[]> {
  const detected = (await detectFaces(picture)).sort((a, b) => faceArea(b) - faceArea(a)).slice(0, MAX_FACES);
  const first = await readMeshes(picture, detected.map(cropOfDetection));
  const kept = detected.map((face, i) => ({ face, reading: first[i] })).filter(({ reading }) => reading.presence >= MIN_PRESENCE);
  const settled = await readMeshes(
    picture,
    kept.map(({ reading }) => cropOfPoints(reading.points)),
  );
  return kept.map(({ face }, i) => ({ points: settled[i].points, score: face.score }));
}

/**
 * Loads both models and runs each once on a small grey picture, so the WebAssembly kernels are
 * set up before the first photo (the task's warm-up).
 */
export async function readyFaceModels(): Promise<void> {
  const side = 64;
  const grey: Picture = { data: new Uint8Array(side * side * 4).fill(128), width: side, height: side };
  await detectFaces(grey);
  await readMeshes(grey, [{ centre: { x: side / 2, y: side / 2 }, side, angle: 0 }]);
}
