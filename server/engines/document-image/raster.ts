/**
 * A page as raw RGB pixels, the form the document-image engines work on: sharp decodes and
 * encodes, the per-pixel work is plain loops over the bytes (cheaper than a second image
 * library in every worker, and exact about what happens to each pixel).
 */
import sharp, { type Sharp } from 'sharp';

export interface Raster {
  /** RGB, 3 bytes a pixel, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** Decodes an image, or runs a sharp pipeline, into RGB pixels. */
export async function rasterOf(image: Buffer | Sharp): Promise<Raster> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

export const sharpOf = (raster: Raster) => sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } });

/** Brightness of each pixel, 0–255 (Rec. 601 weights, the ones JPEG's luma uses). */
export function luminanceOf({ data, width, height }: Raster): Float32Array {
  const luminance = new Float32Array(width * height);
  for (let i = 0, p = 0; i < luminance.length; i++, p += 3) luminance[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  return luminance;
}

/** The result image as the visitor downloads it: a photo stays a JPEG, anything else is a PNG. */
export type ResultFormat = 'png' | 'jpeg';

export async function resultFormatOf(upload: Buffer): Promise<ResultFormat> {
  const { format } = await sharp(upload).metadata();
  return format === 'jpeg' ? 'jpeg' : 'png';
}

export async function encodeResult(image: Sharp, format: ResultFormat): Promise<Buffer> {
  return format === 'jpeg' ? image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer() : image.png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
}

/** The task's result file: `<base>.png` or `<base>.jpg`. */
export function resultFile(base: string, format: ResultFormat, bytes: Buffer) {
  return format === 'jpeg'
    ? { name: `${base}.jpg`, contentType: 'image/jpeg', bytes: new Uint8Array(bytes) }
    : { name: `${base}.png`, contentType: 'image/png', bytes: new Uint8Array(bytes) };
}
