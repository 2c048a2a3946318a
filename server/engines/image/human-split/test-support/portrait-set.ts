/**
 * The portraits human split is measured on, each with the true person mask (see
 * ../test-data/README.md for where the photos and masks come from):
 *  - real photos with hand-drawn outlines (polygons committed as JSON);
 *  - composites: a person cut along that outline and laid on another real photo, so the true
 *    mask is exactly the one used to lay it, at other sizes, places and backgrounds.
 * Every image is a recompressed JPEG, as visitors' photos are.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const HERE = import.meta.dirname;
const PHOTOS = path.join(HERE, '..', '..', '..', 'image-recognition', 'test-data');
const OUTLINES = path.join(HERE, '..', 'test-data');

export interface Portrait {
  name: string;
  /** The JPEG a visitor would upload. */
  image: Buffer;
  width: number;
  height: number;
  /** 1 where the pixel is the person. */
  truth: Uint8Array;
}

interface Outline {
  image: string;
  polygons: [number, number][][];
}

export const photoPath = (file: string) => path.join(PHOTOS, file);

/** A photo and its outline rasterised (anti-aliased edge, 0–255), at the photo's size. */
async function outlined(person: string): Promise<{ photo: Buffer; width: number; height: number; alpha: Buffer }> {
  const outline = JSON.parse(fs.readFileSync(path.join(OUTLINES, `${person}.mask.json`), 'utf8')) as Outline;
  const photo = fs.readFileSync(photoPath(outline.image));
  const { width, height } = await sharp(photo).metadata();
  const shapes = outline.polygons.map((polygon) => `<polygon points="${polygon.map(([x, y]) => `${x},${y}`).join(' ')}" fill="#fff"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${shapes}</svg>`;
  const alpha = await sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer();
  return { photo, width: width!, height: height!, alpha };
}

const binary = (alpha: Uint8Array) => Uint8Array.from(alpha, (value) => (value >= 128 ? 1 : 0));

async function realPortrait(person: string, quality: number): Promise<Portrait> {
  const { photo, width, height, alpha } = await outlined(person);
  const image = await sharp(photo).jpeg({ quality }).toBuffer();
  return { name: person, image, width, height, truth: binary(alpha) };
}

interface Composite {
  person: string;
  background: string;
  width: number;
  height: number;
  /** The person's height as a share of the image's. */
  size: number;
  /** The person's centre, as a share of the image's width; their feet (the cut) at the bottom. */
  centre: number;
  quality: number;
}

async function compositePortrait({ person, background, width, height, size, centre, quality }: Composite): Promise<Portrait> {
  const cut = await outlined(person);
  const personHeight = Math.round(height * size);
  const personWidth = Math.round((cut.width * personHeight) / cut.height);
  const rgb = await sharp(cut.photo).removeAlpha().raw().toBuffer();
  const rgba = Buffer.alloc(cut.width * cut.height * 4);
  for (let i = 0; i < cut.width * cut.height; i++) {
    rgb.copy(rgba, i * 4, i * 3, i * 3 + 3);
    rgba[i * 4 + 3] = cut.alpha[i];
  }
  const cutout = await sharp(rgba, { raw: { width: cut.width, height: cut.height, channels: 4 } }).resize(personWidth, personHeight).png().toBuffer();
  const left = Math.round(width * centre - personWidth / 2);
  const top = height - personHeight;
  // Laid on a transparent canvas first: its alpha is then exactly the true mask.
  const layer = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: cutout, left, top }])
    .raw()
    .toBuffer();
  const scene = await sharp(fs.readFileSync(photoPath(background))).resize(width, height, { fit: 'cover' }).toBuffer();
  const image = await sharp(scene).composite([{ input: layer, raw: { width, height, channels: 4 } }]).jpeg({ quality }).toBuffer();
  const truth = new Uint8Array(width * height);
  for (let i = 0; i < truth.length; i++) truth[i] = layer[i * 4 + 3] >= 128 ? 1 : 0;
  return { name: `${person} on ${background.replace(/\.jpg$/, '')}`, image, width, height, truth };
}

export async function portraitSet(): Promise<Portrait[]> {
  return [
    await realPortrait('astronaut', 75),
    await realPortrait('grace-hopper', 60),
    await compositePortrait({ person: 'grace-hopper', background: 'rocket-launch.jpg', width: 600, height: 703, size: 0.85, centre: 0.45, quality: 55 }),
    await compositePortrait({ person: 'astronaut', background: 'coffee-cup.jpg', width: 801, height: 601, size: 0.9, centre: 0.6, quality: 70 }),
    await compositePortrait({ person: 'grace-hopper', background: 'coffee-cup.jpg', width: 483, height: 645, size: 0.7, centre: 0.62, quality: 40 }),
    await compositePortrait({ person: 'astronaut', background: 'rocket-launch.jpg', width: 700, height: 525, size: 0.8, centre: 0.35, quality: 80 }),
  ];
}

/** Intersection over union of the matte (person where ≥ 128) and the truth. */
export function maskIou(alpha: Uint8Array, truth: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < truth.length; i++) {
    const person = alpha[i] >= 128 ? 1 : 0;
    both += person & truth[i];
    either += person | truth[i];
  }
  return either === 0 ? 1 : both / either;
}

/** Grace Hopper's portrait enlarged to 924 × 1083 = 1.0 MP, recompressed as a phone would: the timing photo. */
export async function megapixelPortrait(): Promise<{ image: Buffer; megapixels: number }> {
  const image = await sharp(fs.readFileSync(photoPath('grace-hopper.jpg'))).resize(924, 1083).jpeg({ quality: 80 }).toBuffer();
  return { image, megapixels: (924 * 1083) / 1e6 };
}
