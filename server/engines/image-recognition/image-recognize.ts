/**
 * Image recognition (tool 51; the spec gives it no request type: scene `image_recognize`,
 * sub_req_type 0): the objects of COCO's 80 classes in a photo, each with its confidence and
 * its box in the uploaded image. The detector (./nanodet) is imported on the first photo, so
 * a worker that only reads text never loads TensorFlow.js.
 */
import { RECOGNITION_FAILURES, type ImageRecognitionResult } from '@toolhub/contracts';
import { TaskFailure, type TaskContext, type TaskOutput } from '../../src/tasks/handler';
import { recognitionFailure } from '../ocr/failures';
import { pageImageOf, type PageImage } from '../ocr/page-image';
import { MIN_SCORE, labelsOf } from './labels';

/** The photo decoded, validated and upright; an image too small to hold anything has no object. */
async function photoOf(bytes: Buffer): Promise<PageImage> {
  try {
    return await pageImageOf(bytes);
  } catch (error) {
    if (error instanceof TaskFailure && error.detail === RECOGNITION_FAILURES.noText) throw recognitionFailure(RECOGNITION_FAILURES.noObject);
    throw error;
  }
}

export async function imageRecognize(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const photo = await photoOf(await ctx.readObject(imageKey));
  ctx.progress(10);
  const { detectCandidates, detectorInputOf } = await import('./nanodet');
  const input = await detectorInputOf(photo.png);
  ctx.signal.throwIfAborted();
  ctx.progress(30);
  const candidates = await detectCandidates(input, MIN_SCORE);
  ctx.progress(90);
  const labels = labelsOf(candidates, {
    scale: photo.scale / input.scale,
    width: Math.round(photo.width * photo.scale),
    height: Math.round(photo.height * photo.scale),
  });
  // Nothing known in the photo is a failure: the screen says so, and no use is consumed.
  if (!labels.length) throw recognitionFailure(RECOGNITION_FAILURES.noObject);
  const result: ImageRecognitionResult = { Labels: labels };
  return { data: result };
}
