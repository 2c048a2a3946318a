import { FONT_WEIGHTS, fontMatchResultSchema, type FontMatch, type FontWeight } from '@toolhub/contracts';

/**
 * The lines of an advertisement-font recognition, in the engine's reading order; undefined
 * when the answer is not one or holds no text (the screen then says 'no text recognised').
 */
export function readFontMatches(data: unknown): FontMatch[] | undefined {
  const parsed = fontMatchResultSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const lines = parsed.data.FontMatches.filter((line) => line.DetectedText.trim() !== '');
  return lines.length ? lines : undefined;
}

/** The message key of a weight's name. */
export const weightKey = (weight: FontWeight) => (weight === FONT_WEIGHTS.bold ? 'bold' : 'regular');

/** A score as shown: whole numbers, within 0–100. */
export const scoreText = (score: number) => String(Math.round(Math.min(100, Math.max(0, score))));

/** The CSS `font-family` of a sample in the font: the family quoted, so a name with spaces stays one. */
export const cssFamilyOf = (family: string) => `"${family.replace(/["\\]/g, '')}"`;
