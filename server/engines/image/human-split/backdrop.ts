/**
 * The person laid on what the visitor chose: nothing (the matte becomes the alpha channel of
 * a PNG), a colour, or another image scaled to cover the picture. The person's own pixels
 * are kept as they are where the matte is full; at the edge they blend by the matte.
 */
import sharp from 'sharp';
import { compositeOver } from '../filters/composite-over';
import { blankPicture, CHANNELS, pictureOf, type Picture } from '../picture';
import { readUploadedImage } from '../uploaded-image';
import type { Matte } from './matte';

export type Rgb = readonly [number, number, number];

export const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;

/** The person alone: the background fully transparent. */
export function cutOut(picture: Picture, matte: Matte): Picture {
  const out = { ...picture, data: Uint8Array.from(picture.data) };
  // The matte already holds the upload's own alpha (matte.ts).
  for (let i = 0; i < matte.alpha.length; i++) out.data[i * CHANNELS + 3] = matte.alpha[i];
  return out;
}

/**
 * The person over `background` (a picture of the same size), the matte as the person's
 * coverage. The backgrounds made here are opaque (a colour, an image flattened on white), and
 * so is the result.
 */
export function layOver(picture: Picture, matte: Matte, background: Picture): Picture {
  const out = { ...background, data: Uint8Array.from(background.data) };
  for (let i = 0; i < matte.alpha.length; i++) compositeOver(out.data, i * CHANNELS, picture.data, i * CHANNELS, matte.alpha[i] / 255);
  return out;
}

export function colourPicture(width: number, height: number, [r, g, b]: Rgb): Picture {
  const out = blankPicture(width, height);
  for (let p = 0; p < out.data.length; p += CHANNELS) {
    out.data[p] = r;
    out.data[p + 1] = g;
    out.data[p + 2] = b;
    out.data[p + 3] = 255;
  }
  return out;
}

/**
 * The visitor's background image, upright, scaled to cover width × height and cut to it from
 * the centre, on white where it is transparent. Checked as any upload is (size, readability).
 */
export async function coveringBackground(bytes: Buffer, width: number, height: number): Promise<Picture> {
  const { picture } = await readUploadedImage(bytes);
  return pictureOf(
    sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: CHANNELS } })
      .flatten({ background: '#ffffff' })
      .resize(width, height, { fit: 'cover', position: 'centre' }),
  );
}
