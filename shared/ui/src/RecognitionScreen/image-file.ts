/**
 * What a recognition screen accepts (spec §5 "Recognition screen"): image files of the spec's
 * types that the browser can read and that, recompressed as the recognition flow sends them
 * (spec §7), are smaller than the tool's maxsize (7340032 bytes by default). A file is checked
 * before it becomes the screen's image, so a refused one loses nothing.
 */
import { DEFAULT_MAX_UPLOAD_BYTES, IMAGE_TYPES, type ToolMeta } from '@toolhub/contracts';
import { tooLargeToTry } from '@toolhub/sdk';
import { matchesAccept } from '../UploadBox/accept';

/** Media types of the spec's image types, for a file whose name has no extension (a pasted image). */
const IMAGE_MEDIA_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/avif', 'image/jxl', 'image/webp', 'image/bmp'];

/** The file input's `accept`: the spec's extensions and their media types. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES.map((type) => `.${type}`), ...IMAGE_MEDIA_TYPES].join(',');

/** The largest image a tool takes: its own maxsize, else the hub's default. */
export const maxImageBytes = (tool: Pick<ToolMeta, 'maxsize'>) => tool.maxsize ?? DEFAULT_MAX_UPLOAD_BYTES;

export type ImageRefusal = 'notAnImage' | 'fileTooLarge';

/**
 * The recognition flow recompresses every image it sends (spec §7: jpg at quality 0.3, png kept);
 * the screen fits a chosen image for upload with the SDK's size rule.
 */
export const RECOGNITION_COMPRESS = true;

/**
 * Why a file cannot be recognised before it is even read; undefined when it may be tried. The
 * size is judged after compression (`fitForUpload`); here only a file too large to even
 * decode is refused.
 */
export function imageRefusalOf(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number): ImageRefusal | undefined {
  if (!isRecognisableImage(file)) return 'notAnImage';
  if (tooLargeToTry(file, { compress: RECOGNITION_COMPRESS, maxSize: maxBytes })) return 'fileTooLarge';
  return undefined;
}

/** An image of the spec's types: by its extension, or by its media type when it has none. */
export function isRecognisableImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1];
  if (extension) return (IMAGE_TYPES as readonly string[]).includes(extension.toLowerCase());
  return matchesAccept(file, IMAGE_MEDIA_TYPES.join(','));
}

/** The chosen image as the screen shows it. */
export interface PreviewImage {
  /** An object URL of the file; revoked when the image is replaced. */
  url: string;
  /** Natural size in pixels: the engines answer boxes in these pixels. */
  width: number;
  height: number;
  name: string;
}

/**
 * Reads the file as the preview will show it. Rejects when the browser cannot decode it
 * (random bytes named .png, a type it does not know): the spec's 'error reading file'.
 */
export function readPreviewImage(file: File): Promise<PreviewImage> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        resolve({ url, width: image.naturalWidth, height: image.naturalHeight, name: file.name });
      } else {
        URL.revokeObjectURL(url);
        reject(new Error('the image has no pixels'));
      }
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the image could not be read'));
    };
    image.src = url;
  });
}
