/**
 * The generic file picker's limits (spec §5 "Generic file picker"): file size in MB, file
 * count and image dimensions. Pure: reading an image's size is handed in (image-size.ts reads
 * it in the browser), so every rule here can be tested without decoding anything.
 */
import { isRecognisableImage } from '../RecognitionScreen/image-file';

/** The spec's MB: exactly 1e6 bytes (not 1024 × 1024). */
export const BYTES_PER_MB = 1_000_000;

/** Pixel bounds of an image, each optional; a bound is inclusive (a 6000-wide image meets maxWidth 6000). */
export interface ImageLimits {
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
}

/**
 * What a picker takes, every limit optional.
 *
 * Sizes are in MB of 1e6 bytes and judged on each file as chosen. As in spec §5 "Upload", a
 * file not smaller than `maxMB` is too large (1 000 000 bytes with maxMB 1 is refused), and a
 * file smaller than `minMB` is too small. UploadBox's `maxSize` (bytes) is a separate rule —
 * the upload's own limit, judged after compression when the box compresses — and both apply.
 */
export interface PickLimits {
  minMB?: number;
  maxMB?: number;
  minFiles?: number;
  maxFiles?: number;
  /** Checked only for image files, which are then read for their size. */
  image?: ImageLimits;
}

export type PickRefusal =
  | 'fileTooSmall'
  | 'fileTooLarge'
  | 'tooFewFiles'
  | 'tooManyFiles'
  /** Narrower or lower than a minimum of `image`. */
  | 'imageTooSmall'
  /** Wider or higher than a maximum of `image`. */
  | 'imageTooLarge'
  /** The bytes were read but the browser could not decode them as an image. */
  | 'imageNotLoaded'
  /** The file could not be read at all (e.g. removed from the disk after it was chosen). */
  | 'readerError';

export interface ImageSize {
  width: number;
  height: number;
}

/** An image's size, or why it has none. */
export type ImageReading = ImageSize | { failure: 'imageNotLoaded' | 'readerError' };

export type ImageSizeReader = (file: File) => Promise<ImageReading>;

type Sized = Pick<File, 'size'>;

/** The first refusal by count, then by each file's size; undefined when they pass. Needs no reading. */
export function countOrSizeRefusal(files: readonly Sized[], limits: PickLimits): PickRefusal | undefined {
  const { minFiles, maxFiles, minMB, maxMB } = limits;
  if (maxFiles !== undefined && files.length > maxFiles) return 'tooManyFiles';
  if (minFiles !== undefined && files.length < minFiles) return 'tooFewFiles';
  for (const file of files) {
    if (minMB !== undefined && file.size < minMB * BYTES_PER_MB) return 'fileTooSmall';
    if (maxMB !== undefined && file.size >= maxMB * BYTES_PER_MB) return 'fileTooLarge';
  }
  return undefined;
}

/** An image by its media type, or by its name as the recognition screen knows them (a .jxl often comes with no type). */
export const isImageFile = (file: Pick<File, 'name' | 'type'>) => file.type.startsWith('image/') || isRecognisableImage(file);

/** How one image's size meets the limits. */
export function imageSizeRefusal({ width, height }: ImageSize, image: ImageLimits): 'imageTooSmall' | 'imageTooLarge' | undefined {
  const { minWidth = 0, minHeight = 0, maxWidth = Infinity, maxHeight = Infinity } = image;
  if (width > maxWidth || height > maxHeight) return 'imageTooLarge';
  if (width < minWidth || height < minHeight) return 'imageTooSmall';
  return undefined;
}

/** Reads the images one after another and answers the first refusal; the rest are not read. */
export async function imageRefusal(files: readonly File[], image: ImageLimits, read: ImageSizeReader): Promise<PickRefusal | undefined> {
  for (const file of files.filter(isImageFile)) {
    // A reader that throws could not read the file: a refusal, never a check left hanging.
    const reading = await read(file).catch((): ImageReading => ({ failure: 'readerError' }));
    const refusal = 'failure' in reading ? reading.failure : imageSizeRefusal(reading, image);
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * The whole check: count and sizes first (no reading), then image dimensions. Undefined when
 * the files pass. (UploadBox runs the two parts itself, so a choice that needs no reading is
 * answered at once.)
 */
export async function checkPick(files: readonly File[], limits: PickLimits, read: ImageSizeReader): Promise<PickRefusal | undefined> {
  return countOrSizeRefusal(files, limits) ?? (limits.image ? imageRefusal(files, limits.image, read) : undefined);
}
