/**
 * What the recognition engines answer in `business_data.data` (spec §3 "Recognition request
 * and response"; the request and the envelope are in entities.ts): each line with its
 * confidence and corners, which the screens draw over the preview.
 */
import { z } from 'zod/mini';

/** A corner of a detected line, in pixels of the uploaded image. */
export const pointSchema = z.object({ X: z.number(), Y: z.number() });

/** One line of text found in the image. */
export const textDetectionSchema = z.object({
  DetectedText: z.string(),
  /** 0–100. */
  Confidence: z.number(),
  /** The line's four corners, clockwise from the top left. */
  Polygon: z.array(pointSchema),
});
export type TextDetection = z.infer<typeof textDetectionSchema>;

export const textRecognitionResultSchema = z.object({ TextDetections: z.array(textDetectionSchema) });
export type TextRecognitionResult = z.infer<typeof textRecognitionResultSchema>;

/** Details of a failed recognition (`err is <detail>`), as spec §8 "Screen messages" names them. */
export const RECOGNITION_FAILURES = {
  noText: 'no text recognised',
  unreadable: 'error reading file',
} as const;
