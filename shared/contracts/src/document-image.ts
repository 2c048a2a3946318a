/**
 * What the document-image recognitions answer in `business_data.data`: handwriting erasure
 * (HandwritingErasure 3) and word restoration (WordRestore 7). Each also writes one file, the
 * result image (PNG, or JPEG when a photo was uploaded), which comes back in
 * `business_data.files` with its download URL.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** The result image's names: `<base>.png`, or `<base>.jpg` for an uploaded photo. */
export const DOCUMENT_IMAGE_FILES = { handwritingErased: 'handwriting-erased', restored: 'restored' } as const;

/** Handwriting erasure: the page with the pen's marks taken off and the print kept. */
export const handwritingErasureResultSchema = deferred(() => z.object({
  /** The result image's size in pixels. */
  Width: z.int(),
  Height: z.int(),
  /** Printed lines found and kept. */
  PrintedLines: z.int(),
  /** Share of the page's pixels that were handwriting and now show paper, 0–100. */
  ErasedPercent: z.number(),
}));
export type HandwritingErasureResult = z.infer<typeof handwritingErasureResultSchema>;

/** Word restoration: the page flattened or deskewed, its light evened out, its contrast and sharpness restored. */
export const wordRestoreResultSchema = deferred(() => z.object({
  Width: z.int(),
  Height: z.int(),
  /** How far the page was turned (clockwise, in degrees) and has been turned back. */
  SkewDegrees: z.number(),
  /**
   * Whether a sheet photographed at an angle was seen whole and flattened by its perspective
   * into an upright page (true), or the page was only turned back by its lines. Optional: an
   * answer of an engine from before the flattening has none.
   */
  Flattened: z.optional(z.boolean()),
  /** Standard deviation of the paper's brightness (0–255) across the page: shadows and uneven light, before and after. */
  LightSpreadBefore: z.number(),
  LightSpreadAfter: z.number(),
}));
export type WordRestoreResult = z.infer<typeof wordRestoreResultSchema>;
