/**
 * What advertisement-font recognition (scene 'scan_advertise', sub_req_type 5, see
 * SCENE_RECOGNITIONS in ocr.ts) answers in `business_data.data`: each line of text with the
 * typeface it most likely uses among the fonts the server knows, how well that font matches,
 * the font's licence, and the next best fonts.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { pointSchema } from './ocr';

/** CSS-style weights the server tells apart: regular and bold. */
export const FONT_WEIGHTS = { regular: 400, bold: 700 } as const;
export const fontWeightSchema = deferred(() => z.union([z.literal(FONT_WEIGHTS.regular), z.literal(FONT_WEIGHTS.bold)]));
export type FontWeight = z.infer<typeof fontWeightSchema>;

/** A font the line most likely uses. */
export const matchedFontSchema = deferred(() => z.object({
  /** The family as fontconfig and CSS name it, e.g. 'Noto Serif CJK SC'. */
  Family: z.string(),
  Weight: fontWeightSchema,
  /** The licence's name, e.g. 'SIL Open Font License 1.1'. */
  Licence: z.string(),
  /** The licence as an SPDX expression, e.g. 'OFL-1.1'. */
  LicenceId: z.string(),
  /** Where the licence's text is published. */
  LicenceUrl: z.url(),
}));
export type MatchedFont = z.infer<typeof matchedFontSchema>;

/** A runner-up font and how well it matched. */
export const alternativeFontSchema = deferred(() => z.object({
  Family: z.string(),
  Weight: fontWeightSchema,
  /** 0–100. */
  Score: z.number(),
}));
export type AlternativeFont = z.infer<typeof alternativeFontSchema>;

/** One line of text and the font found for it. */
export const fontMatchSchema = deferred(() => z.object({
  DetectedText: z.string(),
  /** The line's four corners in the uploaded image, clockwise from the top left. */
  Polygon: z.array(pointSchema),
  Font: matchedFontSchema,
  /** How closely the line's glyphs match the font's, 0–100. */
  Score: z.number(),
  /** The next best fonts, best first. */
  Alternatives: z.array(alternativeFontSchema),
}));
export type FontMatch = z.infer<typeof fontMatchSchema>;

export const fontMatchResultSchema = deferred(() => z.object({ FontMatches: z.array(fontMatchSchema) }));
export type FontMatchResult = z.infer<typeof fontMatchResultSchema>;
