/** The test photos (../../image-recognition/test-data) at a chosen size, saved again as a web photo is. */
import path from 'node:path';
import sharp from 'sharp';
import { pictureOf, type Picture } from '../../picture';

export const TEST_PHOTOS = path.join(import.meta.dirname, '../../../image-recognition/test-data');

export async function testPhoto(name: string, width: number, height: number, quality = 55): Promise<Picture> {
  const jpeg = await sharp(path.join(TEST_PHOTOS, name)).resize(width, height, { fit: 'cover' }).jpeg({ quality }).toBuffer();
  return pictureOf(sharp(jpeg));
}
