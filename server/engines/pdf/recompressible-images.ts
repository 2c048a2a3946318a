/**
 * The images the compressor may re-encode as JPEG without changing what the page shows:
 *
 * - 8 bits per component, grey or RGB (DeviceGray/RGB, CalGray/RGB, ICC-based with 1 or 3
 *   components). Bilevel scans (1 bit), indexed, CMYK and spot colours are left alone: JPEG
 *   would blur the first and shift the others' colours;
 * - stored as JPEG (DCT) or losslessly (Flate, LZW, run-length, ASCII): qpdf decodes those
 *   to pixels. JPEG 2000, JBIG2 and CCITT are compact already and sharp reads none of them;
 * - no /Decode array, no colour-key /Mask (JPEG's small colour errors would open holes in
 *   it), and not itself the soft mask or mask of another image (an alpha channel shown
 *   with JPEG's ringing would fringe every edge); not one whose soft mask has /Matte,
 *   which needs image and mask the same size;
 * - shown on a page (page-images.ts), and at least MIN_IMAGE_BYTES as stored.
 */
import { colourComponents } from './image-limits';
import { imagePageSides } from './page-images';
import { isReference, type PdfObjects, type QpdfDict, type QpdfPage, type QpdfValue } from './qpdf-json';

/** Smaller images save too little for the work and the loss. */
export const MIN_IMAGE_BYTES = 8 * 1024;

/** Filters qpdf decodes itself ("generalized" in its words); DCT may come last, sharp reads it. */
const LOSSLESS_FILTERS = new Set(['/FlateDecode', '/Fl', '/LZWDecode', '/LZW', '/RunLengthDecode', '/RL', '/ASCII85Decode', '/A85', '/ASCIIHexDecode', '/AHx']);
const JPEG_FILTERS = new Set(['/DCTDecode', '/DCT']);

export interface RecompressibleImage {
  /** The image object, e.g. `"12 0 R"`. */
  reference: string;
  dict: QpdfDict;
  width: number;
  height: number;
  components: 1 | 3;
  /** Bytes of the stream as stored. */
  storedBytes: number;
  /** Longer side, in points, of the largest page it appears on. */
  pageSide: number;
}

function filtersOf(objects: PdfObjects, filter: QpdfValue | undefined): string[] | undefined {
  const resolved = objects.resolve(filter);
  if (resolved === null) return [];
  if (typeof resolved === 'string') return [resolved];
  if (!Array.isArray(resolved)) return undefined;
  const names = resolved.map((name) => objects.resolve(name));
  return names.every((name): name is string => typeof name === 'string') ? names : undefined;
}

function filtersAllowed(filters: string[]): boolean {
  return filters.every((filter, i) => LOSSLESS_FILTERS.has(filter) || (JPEG_FILTERS.has(filter) && i === filters.length - 1));
}

/** References of images that serve as another image's /SMask or /Mask. */
function maskImages(objects: PdfObjects): Set<string> {
  const masks = new Set<string>();
  for (const [, object] of objects.entries()) {
    if (!('stream' in object) || object.stream.dict['/Subtype'] !== '/Image') continue;
    for (const key of ['/SMask', '/Mask']) {
      const value = object.stream.dict[key];
      if (isReference(value)) masks.add(value);
    }
  }
  return masks;
}

function recompressible(objects: PdfObjects, dict: QpdfDict, masks: Set<string>, reference: string): Omit<RecompressibleImage, 'reference' | 'pageSide'> | undefined {
  if (masks.has(reference) || objects.resolve(dict['/ImageMask']) === true || dict['/Decode'] !== undefined) return undefined;
  if (Array.isArray(objects.resolve(dict['/Mask']))) return undefined;
  const softMask = objects.streamDict(dict['/SMask']);
  if (softMask?.['/Matte'] !== undefined) return undefined;
  if (objects.number(dict['/BitsPerComponent']) !== 8) return undefined;
  const components = colourComponents(objects, dict['/ColorSpace']);
  if (components !== 1 && components !== 3) return undefined;
  const space = objects.resolve(dict['/ColorSpace']);
  const family = Array.isArray(space) ? objects.resolve(space[0]) : space;
  if (!['/DeviceGray', '/DeviceRGB', '/CalGray', '/CalRGB', '/ICCBased', '/G', '/RGB'].includes(String(family))) return undefined;
  const filters = filtersOf(objects, dict['/Filter']);
  if (!filters || !filtersAllowed(filters)) return undefined;
  const width = objects.number(dict['/Width']) ?? 0;
  const height = objects.number(dict['/Height']) ?? 0;
  const storedBytes = objects.number(dict['/Length']) ?? 0;
  if (width < 1 || height < 1 || storedBytes < MIN_IMAGE_BYTES) return undefined;
  return { dict, width, height, components, storedBytes };
}

/** The file's images the compressor may re-encode, largest first (they save the most). */
export function recompressibleImages(objects: PdfObjects, pages: QpdfPage[]): RecompressibleImage[] {
  const masks = maskImages(objects);
  const images: RecompressibleImage[] = [];
  for (const [reference, pageSide] of imagePageSides(objects, pages)) {
    const dict = objects.streamDict(reference);
    const image = dict && recompressible(objects, dict, masks, reference);
    if (image) images.push({ ...image, reference, pageSide });
  }
  return images.sort((a, b) => b.storedBytes - a.storedBytes);
}
