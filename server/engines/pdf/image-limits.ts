/**
 * Decompression bombs: a PDF of a few kilobytes can hold an image whose dictionary declares
 * 100 000 × 100 000 pixels, and a Flate stream of zeros that really inflates to that. The
 * engines refuse such a file before anything decodes an image, from the image dictionaries
 * alone: width × height × colour components × bits per component, of every image XObject
 * in the file (also those no page shows: a viewer or a later tool might still decode them).
 *
 * The limits, and why:
 * - one image at most 256 MiB decoded: a 600 dpi A3 colour scan is 200 MB, more than any
 *   page needs; the compressor decodes one image at a time, so this bounds its memory;
 * - all images together at most 8 GiB decoded: a 500-page colour scan at 300 dpi is 13 GB
 *   but would not fit the 50 MiB upload; a 50 MiB file declaring more than 8 GiB of pixels
 *   is a bomb rather than a document.
 */
import { isDict, type PdfObjects, type QpdfDict, type QpdfValue } from './qpdf-json';

export const MAX_IMAGE_DECODED_BYTES = 256 * 1024 * 1024;
export const MAX_TOTAL_IMAGE_DECODED_BYTES = 8 * 1024 * 1024 * 1024;

/** Colour components of a colour space (PDF 32000-1 §8.6); unknown ones count as the most, 4. */
export function colourComponents(objects: PdfObjects, colourSpace: QpdfValue | undefined): number {
  const space = objects.resolve(colourSpace);
  if (typeof space === 'string') {
    if (space === '/DeviceGray' || space === '/CalGray' || space === '/G' || space === '/Pattern') return 1;
    if (space === '/DeviceRGB' || space === '/CalRGB' || space === '/RGB' || space === '/Lab') return 3;
    return 4;
  }
  if (!Array.isArray(space) || !space.length) return 4;
  const family = objects.resolve(space[0]);
  switch (family) {
    case '/ICCBased':
      return objects.number(objects.dict(space[1])?.['/N']) ?? 4;
    case '/Indexed':
    case '/I':
    case '/Separation':
    case '/CalGray':
      return 1;
    case '/CalRGB':
    case '/Lab':
      return 3;
    case '/DeviceN':
      return objects.array(space[1])?.length ?? 4;
    default:
      return colourComponents(objects, family);
  }
}

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : 0);

/** The bytes an image's samples take once decoded, from its dictionary. */
export function decodedImageBytes(objects: PdfObjects, dict: QpdfDict): number {
  const width = positive(objects.number(dict['/Width']));
  const height = positive(objects.number(dict['/Height']));
  const stencil = objects.resolve(dict['/ImageMask']) === true;
  // JPEG 2000 may leave both out (the codestream says); count the most it could be.
  const components = stencil ? 1 : colourComponents(objects, dict['/ColorSpace']);
  const bits = stencil ? 1 : positive(objects.number(dict['/BitsPerComponent'])) || 16;
  return Math.ceil((width * components * bits) / 8) * height;
}

export const isImage = (dict: QpdfDict) => dict['/Subtype'] === '/Image';

export type ImageSizeVerdict = { ok: true; totalBytes: number } | { ok: false; largestBytes: number; totalBytes: number };

/** Whether every image of the file decodes within the limits. */
export function checkImageSizes(objects: PdfObjects): ImageSizeVerdict {
  let total = 0;
  let largest = 0;
  for (const [, object] of objects.entries()) {
    if (!('stream' in object) || !isDict(object.stream.dict) || !isImage(object.stream.dict)) continue;
    const bytes = decodedImageBytes(objects, object.stream.dict);
    total += bytes;
    largest = Math.max(largest, bytes);
  }
  return largest > MAX_IMAGE_DECODED_BYTES || total > MAX_TOTAL_IMAGE_DECODED_BYTES ? { ok: false, largestBytes: largest, totalBytes: total } : { ok: true, totalBytes: total };
}
