/**
 * An image as the image effects work on it: RGBA, 4 bytes a pixel, row by row, in sRGB. Always
 * four channels, so transparency an upload carries (a PNG logo, a cut-out) is kept through an
 * effect without each engine asking; an opaque photo simply has alpha 255 everywhere.
 * sharp decodes and encodes; the per-pixel work of the engines is plain loops over the bytes.
 */
import sharp, { type Sharp } from 'sharp';

export interface Picture {
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
  width: number;
  height: number;
}

export const CHANNELS = 4;

export function blankPicture(width: number, height: number): Picture {
  return { data: new Uint8Array(width * height * CHANNELS), width, height };
}

export const sharpOfPicture = (picture: Picture): Sharp =>
  sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: CHANNELS } });

/** Runs a sharp pipeline into a Picture. */
export async function pictureOf(pipeline: Sharp): Promise<Picture> {
  const { data, info } = await pipeline.ensureAlpha().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** Whether any pixel is less than opaque: such a result must stay a PNG. */
export function hasTransparency({ data }: Picture): boolean {
  for (let i = 3; i < data.length; i += CHANNELS) if (data[i] < 255) return true;
  return false;
}
