import type { TaskFile } from '@toolhub/contracts';
import type { ReadRecognitionResult } from '@toolhub/ui';

/** A recognition that answers an image: its figures (business_data.data) and the image file to show and download. */
export interface ImageResult<D> {
  data: D;
  file: TaskFile;
}

/** A schema's safeParse, as zod answers it. */
interface Schema<D> {
  safeParse(value: unknown): { success: true; data: D } | { success: false };
}

const IMAGE_NAME = /\.(png|jpe?g)$/i;

/**
 * Reads a document-image result: the figures by their schema, and the engine's result image
 * (`<base>.png` or `<base>.jpg`) among the task's files. Undefined when either is missing:
 * the screen then says there is nothing to show.
 */
export function readImageResult<D>(schema: Schema<D>, base: string): ReadRecognitionResult<ImageResult<D>> {
  return (data, files) => {
    const parsed = schema.safeParse(data);
    const file = files.find((candidate) => candidate.name.startsWith(base) && IMAGE_NAME.test(candidate.name));
    return parsed.success && file ? { data: parsed.data, file } : undefined;
  };
}
