/**
 * ESRGAN-slim as the package meant it to run: its Keras layers model on TensorFlow.js's
 * WebAssembly backend. The reference the ONNX graphs are held against (upscaler.test.ts)
 * and the bench's comparison (bench/image-fix.ts); the hub itself never runs it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';
import { readyWasmBackend } from '../../../tfjs/wasm-backend';
import type { LayersModelJson } from '../esrgan-graph';
import { ESRGAN_GRAPH_FILE, esrganModelFolder, type EsrganScale } from '../model-files';

export interface TfjsEsrgan {
  /** RGB planes (0–255), [3, height, width] → the enlarged planes, as the ONNX graph takes and gives them. */
  run(planes: Float32Array, width: number, height: number): Promise<Float32Array>;
}

export async function loadTfjsEsrgan(scale: EsrganScale): Promise<TfjsEsrgan> {
  await readyWasmBackend();
  const folder = esrganModelFolder(scale);
  const model = JSON.parse(await fs.readFile(path.join(folder, ESRGAN_GRAPH_FILE), 'utf8')) as LayersModelJson & { modelTopology: tf.io.ModelJSON['modelTopology'] };
  const weights = await fs.readFile(path.join(folder, model.weightsManifest[0].paths[0]));
  const layers = await tfl.loadLayersModel(
    tf.io.fromMemory({
      modelTopology: model.modelTopology,
      weightSpecs: model.weightsManifest[0].weights as tf.io.WeightsManifestEntry[],
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  return {
    async run(planes, width, height) {
      const output = tf.tidy(() => {
        const input = tf.transpose(tf.tensor4d(planes, [1, 3, height, width]), [0, 2, 3, 1]);
        return tf.transpose(layers.predict(input) as tf.Tensor4D, [0, 3, 1, 2]);
      });
      const data = (await output.data()) as Float32Array;
      output.dispose();
      return data;
    },
  };
}
