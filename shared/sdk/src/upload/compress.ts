/**
 * Recompression before upload (spec §5, §7 "Recognition flow"): a png stays png, any other
 * image becomes a jpg, at quality 0.3. Smaller uploads, the same text for recognition.
 */
import { UPLOAD_COMPRESS_QUALITY } from '@toolhub/contracts';
import { loadCompressor } from './lazy';

export interface CompressionChoice {
  mimeType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  quality: number;
}

/** Raster images a canvas redraws; an svg has no pixels to recompress. */
const REDRAWABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/bmp', 'image/gif', 'image/avif']);

/** How a file is recompressed, or undefined when it is not an image that can be. */
export function compressionFor(file: Pick<File, 'type'>): CompressionChoice | undefined {
  const type = file.type.toLowerCase();
  if (!REDRAWABLE.has(type)) return undefined;
  return type === 'image/png'
    ? { mimeType: 'image/png', extension: 'png', quality: UPLOAD_COMPRESS_QUALITY }
    : { mimeType: 'image/jpeg', extension: 'jpg', quality: UPLOAD_COMPRESS_QUALITY };
}

const renamed = (name: string, extension: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`;

/** Redraws the image as `choice` says; the name's extension follows the new type. */
export async function compressImage(file: File, choice: CompressionChoice): Promise<File> {
  const Compressor = await loadCompressor();
  const result = await new Promise<Blob>((resolve, reject) => {
    new Compressor(file, {
      quality: choice.quality,
      mimeType: choice.mimeType,
      // compressorjs turns a png over 5 MB into a jpg by default; a png must stay a png.
      convertSize: Infinity,
      success: resolve,
      error: reject,
    });
  });
  // With `strict` (the default) a redraw that came out larger gives the original back.
  if (result === file) return file;
  return new File([result], renamed(file.name, choice.extension), { type: result.type || choice.mimeType, lastModified: file.lastModified });
}
