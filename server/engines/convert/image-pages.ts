/**
 * One uploaded image made ready to be a PDF page: turned upright by its EXIF orientation,
 * in sRGB, no larger than its page needs, and encoded as a JPEG or PNG (the two image
 * formats a PDF embeds as they are).
 *
 * The page is A4, in the image's orientation, with the image fitted inside and centred:
 * visitors turn phone photos and scans into a document to print or send, and a 4000 × 3000
 * photo at "its own size" would make a 1.4 m page. An image is never enlarged past 96 dpi
 * (a screenshot keeps the size it had on screen), and one finer than 300 dpi on its page is
 * scaled down to 300 dpi — what print needs, and what keeps a PDF of 50 photos mailable.
 */
import { MAX_IMAGE_PIXELS, PDF_FAILURES } from '@toolhub/contracts';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp, isBmp } from './bmp';
import { convertFailure } from './failures';

/** A4 in points (210 × 297 mm). */
export const A4 = { short: 595.28, long: 841.89 };
const POINTS_PER_INCH = 72;
const SCREEN_DPI = 96;
const PRINT_DPI = 300;

export interface PageImage {
  format: 'jpeg' | 'png';
  bytes: Buffer;
  /** The page, in points. */
  page: { width: number; height: number };
  /** Where the image sits on the page, in points from the bottom left. */
  box: { x: number; y: number; width: number; height: number };
}

/** sharp reading the upload, refusing a canvas over the hub's pixel limit before decoding it. */
function open(bytes: Buffer): Sharp {
  if (isBmp(bytes)) {
    const reading = decodeBmp(bytes, MAX_IMAGE_PIXELS);
    if (!reading.ok) throw convertFailure(reading.reason === 'tooLarge' ? PDF_FAILURES.tooLarge : PDF_FAILURES.notConvertible);
    const { width, height, channels, data } = reading.image;
    return sharp(data, { raw: { width, height, channels } });
  }
  // Only the first frame of an animation: a page shows one picture.
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });
}

/**
 * Whether an embedded colour profile is other than sRGB (Display P3 of a phone, Adobe RGB of a
 * camera): a PDF shows a JPEG's pixels as sRGB, so such a picture is converted, not passed on.
 * The profile's description names sRGB in ASCII (ICC v2) or big-endian UTF-16 (v4).
 */
function hasForeignProfile(icc: Buffer | undefined): boolean {
  return icc !== undefined && !icc.includes('sRGB', 0, 'latin1') && !icc.includes(Buffer.from('\0s\0R\0G\0B', 'latin1'));
}

export async function pageImageOf(bytes: Buffer): Promise<PageImage> {
  try {
    const meta = await open(bytes).metadata();
    // Upright: EXIF orientations 5–8 turn the picture a quarter, its width is its stored height.
    const { width, height } = meta.autoOrient;
    if (!width || !height) throw convertFailure(PDF_FAILURES.notConvertible);
    const page = width > height ? { width: A4.long, height: A4.short } : { width: A4.short, height: A4.long };
    // Points the image takes: at 96 dpi, or less to fit the page.
    const scale = Math.min(POINTS_PER_INCH / SCREEN_DPI, page.width / width, page.height / height);
    const box = { width: width * scale, height: height * scale, x: 0, y: 0 };
    box.x = (page.width - box.width) / 2;
    box.y = (page.height - box.height) / 2;
    const maxWidth = Math.round((box.width / POINTS_PER_INCH) * PRINT_DPI);
    const needsWork = (meta.orientation ?? 1) !== 1 || width > maxWidth || !['srgb', 'b-w'].includes(meta.space ?? '') || hasForeignProfile(meta.icc);
    // A JPEG that is upright, in sRGB and not too fine goes in as it is: no second loss. It is
    // decoded once all the same, so a truncated file fails here rather than in the reader's PDF viewer.
    if (meta.format === 'jpeg' && !needsWork) {
      await open(bytes).stats();
      return { format: 'jpeg', bytes, page, box };
    }
    const pipeline = open(bytes).autoOrient().resize({ width: maxWidth, withoutEnlargement: true }).toColourspace('srgb');
    // Pictures with transparency or sharp edges stay lossless; photos become JPEGs.
    const lossless = meta.hasAlpha || ['png', 'gif', 'bmp'].includes(meta.format ?? '') || isBmp(bytes);
    const encoded = lossless ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 90 }).toBuffer();
    return { format: lossless ? 'png' : 'jpeg', bytes: encoded, page, box };
  } catch (error) {
    if (error instanceof Error && error.name === 'TaskFailure') throw error;
    // libvips: "Input image exceeds pixel limit"; anything else is a file it cannot read.
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw convertFailure(tooLarge ? PDF_FAILURES.tooLarge : PDF_FAILURES.notConvertible);
  }
}
