/**
 * Decoded pixels, as the recogniser takes a page: a page is decoded once and handed on as its
 * pixels, not encoded to PNG and decoded again at every step (turning it, reading it).
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';

/** Interleaved 8-bit pixels, row by row: 3 channels (RGB) or 4 (RGBA). */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

const rawOf = ({ data, info }: { data: Buffer; info: OutputInfo }): RawImage => ({
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width: info.width,
  height: info.height,
  channels: info.channels as 3 | 4,
});

/** An image's RGB pixels, flattened onto white: from encoded bytes (PNG, JPEG…) or pixels already decoded. */
export async function rgbPixels(image: Buffer | RawImage): Promise<RawImage> {
  if (!Buffer.isBuffer(image) && image.channels === 3) return image;
  return rawOf(await sharpOf(image).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
}

/** sharp over encoded bytes or raw pixels. */
export function sharpOf(image: Buffer | RawImage): Sharp {
  if (Buffer.isBuffer(image)) return sharp(image);
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
}

/** Pixels turned clockwise by `degrees` (any angle; what the turn opens is white). */
export async function turnedPixels(image: RawImage, degrees: number): Promise<RawImage> {
  const turned = sharpOf(image).rotate(degrees, { background: '#ffffff' });
  return rawOf(await turned.raw().toBuffer({ resolveWithObject: true }));
}

/** Pixels fitted into this size, their aspect kept, centred, black around them (sharp's 'contain'). */
export async function containedPixels(image: RawImage, width: number, height: number): Promise<RawImage> {
  if (image.width === width && image.height === height) return image;
  return rawOf(await sharpOf(image).resize({ width, height, fit: 'contain', background: '#000000' }).raw().toBuffer({ resolveWithObject: true }));
}
