/**
 * What the recognition engines answer in `business_data.data` (spec §3 "Recognition request
 * and response"; the request and the envelope are in entities.ts): each line with its
 * confidence and corners, which the screens draw over the preview.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** A corner of a detected line, in pixels of the uploaded image. */
export const pointSchema = deferred(() => z.object({ X: z.number(), Y: z.number() }));

/** One line of text found in the image. */
export const textDetectionSchema = deferred(() => z.object({
  DetectedText: z.string(),
  /** 0–100. */
  Confidence: z.number(),
  /** The line's four corners, clockwise from the top left. */
  Polygon: z.array(pointSchema),
}));
export type TextDetection = z.infer<typeof textDetectionSchema>;

export const textRecognitionResultSchema = deferred(() => z.object({ TextDetections: z.array(textDetectionSchema) }));
export type TextRecognitionResult = z.infer<typeof textRecognitionResultSchema>;

/** Details of a failed recognition (`err is <detail>`), as spec §8 "Screen messages" names them. */
export const RECOGNITION_FAILURES = {
  noText: 'no text recognised',
  unreadable: 'error reading file',
  /** Image recognition found none of the objects it knows. */
  noObject: 'no object recognised',
  /** Card recognition found none of the card's fields: another card, or the other side of it. */
  noCard: 'no card recognised',
} as const;

/**
 * Recognitions the spec gives no request type of their own (image recognition) or a type
 * another tool uses too (advertisement fonts ask with TableRecognize 5): the tool's scene
 * picks them, with the sub_req_type their screen sends.
 */
export const SCENE_RECOGNITIONS = {
  imageRecognize: { scene: 'image_recognize', subReqType: 0 },
  advertisementFont: { scene: 'scan_advertise', subReqType: 5 },
} as const;

/** One cell of a recognised table: where it starts, how many rows and columns it spans, its text. */
export const tableCellSchema = deferred(() => z.object({
  /** 0-based. */
  Row: z.int(),
  Column: z.int(),
  RowSpan: z.int(),
  ColumnSpan: z.int(),
  Text: z.string(),
  /** The cell's four corners in the uploaded image, clockwise from the top left. */
  Polygon: z.array(pointSchema),
}));
export type TableCell = z.infer<typeof tableCellSchema>;

export const recognisedTableSchema = deferred(() => z.object({
  Rows: z.int(),
  Columns: z.int(),
  /** Whether the table's grid came from ruled lines (true) or from the gaps between the text (false). */
  Ruled: z.boolean(),
  /** Row by row; a spanned cell appears once, at its top left. */
  Cells: z.array(tableCellSchema),
}));
export type RecognisedTable = z.infer<typeof recognisedTableSchema>;

/** What table recognition (TableRecognize 5) answers. */
export const tableRecognitionResultSchema = deferred(() => z.object({ Tables: z.array(recognisedTableSchema) }));
export type TableRecognitionResult = z.infer<typeof tableRecognitionResultSchema>;
