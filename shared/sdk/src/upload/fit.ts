/**
 * The size rule of an upload, in one place for every screen (spec §5 "Upload", §4 "Tasks and
 * upload": pick a file, optionally compress an image, check size, then hand off). An image is
 * recompressed on the client first (a png stays png, anything else becomes a jpg at quality
 * 0.3), and only what is then sent must be smaller than the limit: a 9.6 MB photo that
 * compresses to 1 MB goes. The hub's store checks the same bytes again (not larger than the
 * tool's maxsize), so what passes here passes there.
 */
import { compressImage, compressionFor, type CompressionChoice } from './compress';

/**
 * How an upload compresses an image: always (the recognition flow), only when it is too large
 * as it is (a picture for a PDF keeps its quality when it fits), or never.
 */
export type CompressMode = boolean | 'whenTooLarge';

export interface SizeRule {
  compress?: CompressMode;
  /** Bytes; what is sent must be smaller (spec §5: "not smaller than" is too large). */
  maxSize?: number;
}

/**
 * The largest image, as a multiple of the limit, that is decoded at all. Recompressing draws
 * the whole picture on a canvas, at 4 bytes a pixel plus the encoder's copy: on a phone a big
 * enough file ends the tab before any answer. The hub's store refuses more than 50 megapixels
 * anyway (MAX_IMAGE_PIXELS), and a camera JPEG of that many pixels is about 15 to 25 MB, so 3
 * times the 7 MB default lets every photo the store would take reach the compressor, while a
 * 200 MB file is refused at once, before anything is read.
 */
export const DECODE_LIMIT_FACTOR = 3;

const choiceFor = (file: Pick<File, 'type'>, compress: CompressMode | undefined) => (compress ? compressionFor(file) : undefined);

/**
 * Whether a file is too large before anything is decoded: an image that will be recompressed
 * may be up to DECODE_LIMIT_FACTOR times the limit (compression judges it), anything else must
 * already be smaller than the limit. For a picker's immediate answer.
 */
export function tooLargeToTry(file: Pick<File, 'size' | 'type'>, { compress, maxSize }: SizeRule): boolean {
  if (maxSize === undefined) return false;
  return file.size >= (choiceFor(file, compress) ? maxSize * DECODE_LIMIT_FACTOR : maxSize);
}

type FitResult = { ok: true; file: File } | { ok: false; reason: 'tooLarge' };

/** Files this rule already compressed (or tried to): an upload of one does not redo it (a second pass only loses quality). */
const fitted = new WeakSet<File>();

/**
 * The file as it will be sent — recompressed as the rule says — or 'tooLarge' when even that
 * is not smaller than `maxSize`. A file that cannot be redrawn goes as it is, if it fits.
 */
export async function fitForUpload(file: File, rule: SizeRule): Promise<FitResult> {
  const { compress, maxSize } = rule;
  const fits = (candidate: File) => maxSize === undefined || candidate.size < maxSize;
  if (fitted.has(file)) return fits(file) ? { ok: true, file } : { ok: false, reason: 'tooLarge' };
  if (tooLargeToTry(file, rule)) return { ok: false, reason: 'tooLarge' };
  const choice = choiceFor(file, compress);
  const wanted = compress === true || (compress === 'whenTooLarge' && !fits(file));
  const body = wanted && choice ? await compressed(file, choice) : file;
  if (wanted && choice) fitted.add(body);
  return fits(body) ? { ok: true, file: body } : { ok: false, reason: 'tooLarge' };
}

/** The recompressed image, or the file itself when it cannot be redrawn. */
async function compressed(file: File, choice: CompressionChoice): Promise<File> {
  try {
    return await compressImage(file, choice);
  } catch (error) {
    // Compression only saves bytes: the original still goes when it fits, and the server judges it.
    console.warn('[toolhub] compression failed; the original is judged as it is', error);
    return file;
  }
}
