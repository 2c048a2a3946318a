/**
 * One image re-encoded for the compressor with sharp: downsampled to the level's dpi at the
 * size of the largest page it is on (never enlarged), then saved as a baseline JPEG at the
 * level's quality, grey staying grey. Pixel values go through unchanged (embedded ICC
 * profiles ignored): the image keeps its PDF colour space, which says how to read them.
 */
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_DECODED_BYTES } from './image-limits';
import type { RecompressibleImage } from './recompressible-images';

export interface CompressSettings {
  /** Pixels per inch at the size of the page the image is on. */
  dpi: number;
  /** JPEG quality, 1–100. */
  quality: number;
}

/** What qpdf extracted: decoded pixels (width × height × components bytes), or the JPEG as stored. */
export interface ExtractedImage {
  bytes: Buffer;
  isJpeg: boolean;
}

export interface ReencodedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** The size to downsample to: the longer side at most the page's at `dpi`; undefined to keep it. */
export function targetSize(image: Pick<RecompressibleImage, 'width' | 'height' | 'pageSide'>, dpi: number): { width: number; height: number } | undefined {
  const longest = Math.ceil((image.pageSide / 72) * dpi);
  const scale = longest / Math.max(image.width, image.height);
  if (scale >= 1) return undefined;
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}

function decoder(image: RecompressibleImage, extracted: ExtractedImage): Sharp | undefined {
  const { width, height, components } = image;
  if (!extracted.isJpeg) {
    if (extracted.bytes.length !== width * height * components) return undefined;
    return sharp(extracted.bytes, { raw: { width, height, channels: components } });
  }
  // The JPEG's own header could claim more pixels than the dictionary we checked: the same limit holds.
  return sharp(extracted.bytes, { ignoreIcc: true, failOn: 'error', limitInputPixels: Math.floor(MAX_IMAGE_DECODED_BYTES / components) });
}

/** The image as a smaller JPEG, or undefined when it cannot be read as declared or would not shrink. */
export async function reencodeAsJpeg(image: RecompressibleImage, extracted: ExtractedImage, settings: CompressSettings): Promise<ReencodedImage | undefined> {
  const input = decoder(image, extracted);
  if (!input) return undefined;
  try {
    if (extracted.isJpeg) {
      const { width, height, channels } = await input.metadata();
      // A JPEG that disagrees with its dictionary is shown by each viewer its own way: leave it so.
      if (width !== image.width || height !== image.height || channels !== image.components) return undefined;
    }
    const size = targetSize(image, settings.dpi);
    let pipeline = size ? input.resize({ ...size, fit: 'fill' }) : input;
    pipeline = pipeline.toColourspace(image.components === 1 ? 'b-w' : 'srgb');
    const { data, info } = await pipeline.jpeg({ quality: settings.quality }).toBuffer({ resolveWithObject: true });
    if (data.length >= image.storedBytes) return undefined;
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    // A JPEG sharp cannot decode stays as it was; the file is still compressed otherwise.
    return undefined;
  }
}
