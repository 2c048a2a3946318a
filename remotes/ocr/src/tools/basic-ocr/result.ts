import { textRecognitionResultSchema, type TextDetection } from '@toolhub/contracts';

/**
 * The lines of a basic recognition, in the engine's reading order; undefined when the answer
 * is not a recognition or holds no text (the screen then says 'no text recognised').
 */
export function readBasicOcrLines(data: unknown): TextDetection[] | undefined {
  const parsed = textRecognitionResultSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const lines = parsed.data.TextDetections.filter((line) => line.DetectedText.trim() !== '');
  return lines.length ? lines : undefined;
}

/** All the text, one line per detection: what 'copy all' puts on the clipboard. */
export const plainTextOf = (lines: readonly TextDetection[]) => lines.map((line) => line.DetectedText).join('\n');
