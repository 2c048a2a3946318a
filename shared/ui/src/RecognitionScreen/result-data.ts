import { recognitionDataSchema, type RecognitionData } from '@toolhub/contracts';

/**
 * The default reading of a recognition's business_data.data (spec §3): detected lines, or
 * name / value pairs. Undefined when it is neither or holds nothing — the spec's empty
 * result, 'no text recognised'. The data is handed on whole: a tool may read more of it
 * (confidences, corners) than the common shape names.
 */
export function readRecognitionData(data: unknown): RecognitionData | undefined {
  const parsed = recognitionDataSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.TextDetections;
  return items.length ? (data as RecognitionData) : undefined;
}
