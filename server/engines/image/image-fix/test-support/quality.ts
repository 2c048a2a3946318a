/**
 * The measures of image fix's tests and bench (bench/image-fix.ts): the test photos
 * (test-data/, see its README), a photo made smaller as super-resolution is judged — an
 * original reduced by the scale with bicubic filtering, then enlarged back and held against
 * the original — with bicubic enlargement beside as the baseline, noise and JPEG blocks added
 * on purpose, and PSNR.
 */
import path from 'node:path';
import sharp from 'sharp';
import { CHANNELS, pictureOf, sharpOfPicture, type Picture } from '../../picture';
import { seededRandom } from '../../../../src/seeded-random';

export const TEST_PHOTOS = ['astronaut', 'chelsea', 'coffee', 'camera', 'brick'] as const;
export type TestPhoto = (typeof TEST_PHOTOS)[number];

export const testPhotoPath = (name: TestPhoto) => path.join(import.meta.dirname, '..', 'test-data', `${name}.png`);

/** The photo, cut (from the top left) to whole multiples of `scale`. */
export async function original(name: TestPhoto, scale = 1): Promise<Picture> {
  const { width = 0, height = 0 } = await sharp(testPhotoPath(name)).metadata();
  return pictureOf(sharp(testPhotoPath(name)).extract({ left: 0, top: 0, width: width - (width % scale), height: height - (height % scale) }));
}

/** The picture resized with bicubic (Catmull–Rom) filtering, as MATLAB's imresize does: the reduction of the test set, and the baseline enlargement. */
export const bicubic = (picture: Picture, width: number, height: number) => pictureOf(sharpOfPicture(picture).resize(width, height, { kernel: 'cubic', fit: 'fill' }));

/** The picture as a JPEG of this quality would give it back. */
export async function jpegOf(picture: Picture, quality: number): Promise<Picture> {
  return pictureOf(sharp(await sharpOfPicture(picture).removeAlpha().jpeg({ quality }).toBuffer()));
}

/** The picture with Gaussian noise of this deviation in each colour channel, the same every run. */
export function withNoise(picture: Picture, sigma: number, seed = 1): Picture {
  const random = seededRandom(seed);
  const data = picture.data.slice();
  const clamped = new Uint8ClampedArray(data.buffer);
  for (let i = 0; i < data.length; i++) {
    if (i % CHANNELS === 3) continue;
    // Box–Muller.
    const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    clamped[i] = picture.data[i] + sigma * gaussian;
  }
  return { ...picture, data };
}

/** PSNR (dB) of red, green and blue against the reference, `border` pixels at each edge left out. */
export function psnr(reference: Picture, picture: Picture, border = 0): number {
  if (reference.width !== picture.width || reference.height !== picture.height) throw new Error('pictures of different sizes');
  let [squares, count] = [0, 0];
  for (let y = border; y < reference.height - border; y++) {
    for (let x = border; x < reference.width - border; x++) {
      for (let c = 0, at = (y * reference.width + x) * CHANNELS; c < 3; c++, at++) {
        const d = reference.data[at] - picture.data[at];
        squares += d * d;
      }
      count += 3;
    }
  }
  return squares === 0 ? Infinity : 10 * Math.log10((255 * 255 * count) / squares);
}
