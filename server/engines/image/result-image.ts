/**
 * The result as the visitor downloads it, named after the upload (`假期.jpg` → `假期-fixed.jpg`).
 * The format is the one the visitor chose, else the upload's: a JPEG stays a JPEG, anything
 * else becomes a PNG. A result with transparency is always a PNG (a JPEG would paint it black).
 */
import type { ImageResultFormat } from '@toolhub/contracts';
import type { TaskFileOutput } from '../../src/tasks/handler';
import { baseNameOf } from '../files/base-name';
import { hasTransparency, sharpOfPicture, type Picture } from './picture';

/** High enough that the effect, not the encoder, is what the visitor sees; 4:4:4 keeps thin coloured lines. */
const JPEG_QUALITY = 92;

export function resultFormatOf(picture: Picture, uploadFormat: string, chosen?: ImageResultFormat): ImageResultFormat {
  if (hasTransparency(picture)) return 'png';
  return chosen ?? (uploadFormat === 'jpeg' ? 'jpeg' : 'png');
}

export async function encodePicture(picture: Picture, format: ImageResultFormat): Promise<Buffer> {
  const image = sharpOfPicture(picture);
  return format === 'jpeg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer()
    : image.png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
}

/** `<base>-<suffix>.jpg|png`, `image` standing in for a name with nothing left. */
export function resultName(uploadedName: string, suffix: string, format: ImageResultFormat): string {
  return `${baseNameOf(uploadedName, 'image')}-${suffix}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

export async function resultFile(picture: Picture, name: string, format: ImageResultFormat): Promise<TaskFileOutput> {
  return { name, contentType: format === 'jpeg' ? 'image/jpeg' : 'image/png', bytes: new Uint8Array(await encodePicture(picture, format)) };
}
