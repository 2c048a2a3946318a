/**
 * Reads a chosen image's size in the browser, for the picker's image limits (limits.ts). The
 * decoding is the recognition screen's (`readPreviewImage`), so an image the hub can show is
 * one the picker can measure.
 */
import { readPreviewImage } from '../RecognitionScreen/image-file';
import type { ImageReading } from './limits';

export async function readImageSize(file: File): Promise<ImageReading> {
  // An image that fails to load does not say why: a first byte read apart tells a file that
  // cannot be read at all (removed after it was chosen) from one that is no image.
  try {
    await file.slice(0, 1).arrayBuffer();
  } catch {
    return { failure: 'readerError' };
  }
  try {
    const { url, width, height } = await readPreviewImage(file);
    // Only the size was wanted; the screen that takes the file makes its own preview.
    URL.revokeObjectURL(url);
    return { width, height };
  } catch {
    return { failure: 'imageNotLoaded' };
  }
}
