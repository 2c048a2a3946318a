/**
 * Basic text recognition (sub_req_type BasicOcr 15): every line of Chinese or English text
 * with its confidence and its corners in the uploaded image.
 */
import { RECOGNITION_FAILURES, type TextDetection, type TextRecognitionResult } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { recognitionFailure } from './failures';
import { pageImageOf } from './page-image';
import { readUpright, toUpload } from './upright';

export async function basicOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  ctx.progress(10);
  const { lines, turn } = await readUpright(page, ctx);
  const detections: TextDetection[] = lines
    .filter((line) => line.text.trim())
    .map((line) => ({
      DetectedText: line.text,
      Confidence: Math.round(line.confidence * 1000) / 10,
      Polygon: line.box.map((point) => toUpload(point, page, turn)),
    }));
  // Nothing to read is a failure: the screen says so, and no use is consumed.
  if (!detections.length) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  const result: TextRecognitionResult = { TextDetections: detections };
  return { data: result };
}
