/** The face filter tests' photos and the measurements they take of a result against its input. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CHANNELS, pictureOf, type Picture } from '../../picture';
import { readUploadedImage } from '../../uploaded-image';

const SHARED = path.join(import.meta.dirname, '..', '..', '..', 'image-recognition', 'test-data');
const OWN = path.join(import.meta.dirname, '..', 'test-data');

/** A photo of image recognition's openly licensed set (its README), or of this folder's test-data. */
export const photoBytes = (name: string) => fs.readFileSync(path.join(fs.existsSync(path.join(OWN, name)) ? OWN : SHARED, name));

/** The photo as an effect gets it: upright by its EXIF orientation, RGBA. */
export const photo = async (name: string) => (await readUploadedImage(photoBytes(name))).picture;

/** The photo turned `degrees` clockwise about its centre, corners filled grey, same size. */
export async function tilted(name: string, degrees: number): Promise<Picture> {
  const { picture } = await readUploadedImage(photoBytes(name));
  const turned = await sharp(photoBytes(name)).rotate(degrees, { background: '#808080' }).toBuffer();
  const meta = await sharp(turned).metadata();
  const left = Math.round(((meta.width ?? 0) - picture.width) / 2);
  const top = Math.round(((meta.height ?? 0) - picture.height) / 2);
  return pictureOf(sharp(turned).extract({ left, top, width: picture.width, height: picture.height }));
}

/** Two photos side by side on one canvas, both at `height`. */
export async function sideBySide(names: string[], height: number): Promise<Picture> {
  const parts = await Promise.all(names.map((name) => sharp(photoBytes(name)).resize({ height }).png().toBuffer({ resolveWithObject: true })));
  const width = parts.reduce((sum, part) => sum + part.info.width, 0);
  let left = 0;
  const layers = parts.map((part) => {
    const layer = { input: part.data, left, top: 0 };
    left += part.info.width;
    return layer;
  });
  return pictureOf(sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(layers));
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The largest difference of any channel between two pictures at a pixel outside `box`. */
export function largestChangeOutside(before: Picture, after: Picture, box: Box): number {
  let largest = 0;
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) continue;
      const i = (y * before.width + x) * CHANNELS;
      for (let c = 0; c < CHANNELS; c++) largest = Math.max(largest, Math.abs(before.data[i + c] - after.data[i + c]));
    }
  }
  return largest;
}

/** Where pixels changed by more than `threshold` levels: their count, bounds and centre. */
export function changedPixels(before: Picture, after: Picture, threshold: number) {
  let count = 0;
  let [sumX, sumY] = [0, 0];
  const box: Box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      const i = (y * before.width + x) * CHANNELS;
      let change = 0;
      for (let c = 0; c < 3; c++) change = Math.max(change, Math.abs(before.data[i + c] - after.data[i + c]));
      if (change <= threshold) continue;
      count++;
      sumX += x;
      sumY += y;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x + 1);
      box.bottom = Math.max(box.bottom, y + 1);
    }
  }
  return { count, box, centre: { x: sumX / count, y: sumY / count } };
}

/** Mean of the squared Laplacian of the green channel (texture, wrinkles, noise) where `inside` says. */
export function textureEnergy(picture: Picture, inside: (x: number, y: number) => boolean): number {
  const at = (x: number, y: number) => picture.data[(y * picture.width + x) * CHANNELS + 1];
  let sum = 0;
  let count = 0;
  for (let y = 1; y < picture.height - 1; y++) {
    for (let x = 1; x < picture.width - 1; x++) {
      if (!inside(x, y)) continue;
      const laplacian = 4 * at(x, y) - at(x - 1, y) - at(x + 1, y) - at(x, y - 1) - at(x, y + 1);
      sum += laplacian * laplacian;
      count++;
    }
  }
  return sum / count;
}

/** Mean of R, G and B where `inside` says. */
export function meanLevel(picture: Picture, inside: (x: number, y: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      if (!inside(x, y)) continue;
      const i = (y * picture.width + x) * CHANNELS;
      sum += picture.data[i] + picture.data[i + 1] + picture.data[i + 2];
      count++;
    }
  }
  return sum / (3 * count);
}

/** The green level at a fractional position, bilinearly. */
function levelAt(picture: Picture, x: number, y: number): number {
  const x0 = Math.max(0, Math.min(picture.width - 2, Math.floor(x)));
  const y0 = Math.max(0, Math.min(picture.height - 2, Math.floor(y)));
  const [fx, fy] = [x - x0, y - y0];
  const at = (u: number, v: number) => picture.data[(v * picture.width + u) * CHANNELS + 1];
  return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
}

/**
 * How much larger the `after` picture shows what was within `radius` of `centre`: the zoom k
 * (1–2, steps of 0.02) for which after(centre + d) best matches before(centre + d / k).
 */
export function magnificationAt(before: Picture, after: Picture, centre: { x: number; y: number }, radius: number): number {
  let best = { zoom: 1, error: Infinity };
  for (let zoom = 1; zoom <= 2.001; zoom += 0.02) {
    let error = 0;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        if (dx * dx + dy * dy > radius * radius) continue;
        const difference = levelAt(after, centre.x + dx, centre.y + dy) - levelAt(before, centre.x + dx / zoom, centre.y + dy / zoom);
        error += difference * difference;
      }
    }
    if (error < best.error) best = { zoom, error };
  }
  return best.zoom;
}

/** A ~1 MP JPEG (quality 70) of the photo enlarged, or of several side by side: the bench's photos. */
export async function megapixelJpeg(names: string[]): Promise<Buffer> {
  const height = names.length === 1 ? 1080 : 760;
  const parts = await Promise.all(names.map((name) => sharp(photoBytes(name)).resize({ height, kernel: 'lanczos3' }).toBuffer({ resolveWithObject: true })));
  const width = parts.reduce((sum, part) => sum + part.info.width, 0);
  let left = 0;
  const layers = parts.map((part) => ({ input: part.data, top: 0, left: (left += part.info.width) - part.info.width }));
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(layers).jpeg({ quality: 70 }).toBuffer();
}
