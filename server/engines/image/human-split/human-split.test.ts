/**
 * Human split as a visitor sees its results: sizes and formats, the background really
 * replaced away from the person and the person left as they were, transparency where asked,
 * ID photos at their exact print size, EXIF rotation honoured, a photo without anyone refused.
 */
import fs from 'node:fs';
import { ID_PHOTO_COLOURS, ID_PHOTO_SIZES, IMAGE_EFFECT_FAILURES, imageEffectResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskContext } from '../../../src/tasks/handler';
import { humanSplit } from './task';
import { photoPath } from './test-support/portrait-set';

const HOPPER = fs.readFileSync(photoPath('grace-hopper.jpg'));
const COFFEE = fs.readFileSync(photoPath('coffee-cup.jpg'));
const ROCKET = fs.readFileSync(photoPath('rocket-launch.jpg'));
// Grace Hopper's photo (512 × 600): the top corners are flag and sky, the face about (260, 230).
const FACE = { x: 260, y: 260 };
const CORNERS = [
  { x: 8, y: 8 },
  { x: 500, y: 8 },
  { x: 480, y: 150 },
];

function contextWith(objects: Record<string, Buffer>): TaskContext {
  return {
    scene: 'human_split',
    readObject: async (key) => {
      const bytes = objects[key];
      if (!bytes) throw new Error(`no object ${key}`);
      return bytes;
    },
    progress: () => undefined,
    signal: new AbortController().signal,
  };
}

async function split(data: Record<string, unknown>, objects: Record<string, Buffer> = {}) {
  const output = await humanSplit({ file: 'photo', name: '霍珀.jpg', ...data }, contextWith({ photo: HOPPER, ...objects }));
  const file = output.files![0];
  const bytes = Buffer.from(file.bytes);
  const { data: pixels, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = ({ x, y }: { x: number; y: number }) => Array.from(pixels.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
  return { result: imageEffectResultSchema.parse(output.data), file, info, at, format: (await sharp(bytes).metadata()).format };
}

let original: (point: { x: number; y: number }) => number[];
beforeAll(async () => {
  const { data, info } = await sharp(HOPPER).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  original = ({ x, y }) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
});

const near = (a: number[], b: number[], tolerance: number) => a.every((value, i) => Math.abs(value - b[i]) <= tolerance);

describe('human split', () => {
  it('cuts the person out onto transparency: a PNG, background alpha 0, the face opaque and unchanged', async () => {
    const { result, file, info, at, format } = await split({ background: 'transparent' });
    expect(format).toBe('png');
    expect(file.name).toBe('霍珀-cutout.png');
    expect([info.width, info.height]).toEqual([512, 600]);
    expect(result).toMatchObject({ Engine: 'selfie-segmentation', Width: 512, Height: 600 });
    // She fills much of the portrait, not all of it.
    expect(result.Found).toBeGreaterThan(40);
    expect(result.Found).toBeLessThan(80);
    for (const corner of CORNERS) expect(at(corner)[3]).toBe(0);
    expect(at(FACE)[3]).toBe(255);
    expect(near(at(FACE), original(FACE), 0)).toBe(true);
  }, 60_000);

  it('lays the person on a colour: far from her exactly the colour, her face unchanged (JPEG kept)', async () => {
    const { at, format, file } = await split({ background: 'colour', colour: '#438edb' });
    expect(format).toBe('jpeg');
    expect(file.name).toBe('霍珀-cutout.jpg');
    for (const corner of CORNERS) expect(near(at(corner), [0x43, 0x8e, 0xdb, 255], 4)).toBe(true);
    expect(near(at(FACE), original(FACE), 6)).toBe(true);
  }, 60_000);

  it('lays the person on another uploaded image, scaled to cover the picture', async () => {
    const { at, info } = await split({ background: 'image', backgroundFile: 'coffee' }, { coffee: COFFEE });
    expect([info.width, info.height]).toEqual([512, 600]);
    // The coffee photo (600 × 400) covering 512 × 600 from its centre: its pixels, not the flag's.
    const cover = await sharp(COFFEE).resize(512, 600, { fit: 'cover' }).ensureAlpha().raw().toBuffer();
    for (const corner of CORNERS) {
      const i = (corner.y * 512 + corner.x) * 4;
      expect(near(at(corner), Array.from(cover.subarray(i, i + 4)), 12)).toBe(true);
    }
    expect(near(at(FACE), original(FACE), 6)).toBe(true);
  }, 60_000);

  it.each(['oneInch', 'twoInch'] as const)('makes a %s ID photo: exact print size, a JPEG on the colour, the head framed', async (size) => {
    const { width, height } = ID_PHOTO_SIZES[size];
    const { info, at, format, file, result } = await split({ background: 'colour', colour: ID_PHOTO_COLOURS.red, idPhoto: size });
    expect(format).toBe('jpeg');
    expect(file.name).toBe('霍珀-id-photo.jpg');
    expect([info.width, info.height, result.Width, result.Height]).toEqual([width, height, width, height]);
    const red = [0xd9, 0x00, 0x1b, 255];
    // Above the head and at the sides of the face: the colour. The middle at face height: not.
    expect(near(at({ x: Math.round(width / 2), y: 3 }), red, 12)).toBe(true);
    expect(near(at({ x: 3, y: Math.round(height * 0.3) }), red, 12)).toBe(true);
    expect(near(at({ x: width - 4, y: Math.round(height * 0.3) }), red, 12)).toBe(true);
    expect(near(at({ x: Math.round(width / 2), y: Math.round(height * 0.35) }), red, 60)).toBe(false);
  }, 60_000);

  it('makes an ID photo on white when no colour is given, even from a PNG', async () => {
    const png = await sharp(HOPPER).png().toBuffer();
    const output = await humanSplit({ file: 'photo', name: 'me.png', background: 'colour', idPhoto: 'oneInch' }, contextWith({ photo: png }));
    const bytes = Buffer.from(output.files![0].bytes);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Array.from(data.subarray(0, 3)).every((value) => value > 245)).toBe(true);
  }, 60_000);

  it('honours EXIF rotation: a photo stored sideways comes back upright, the person cut out', async () => {
    // Stored turned a quarter clockwise, with orientation 8 telling viewers to turn it back.
    const sideways = await sharp(HOPPER).rotate(90).withMetadata({ orientation: 8 }).jpeg({ quality: 80 }).toBuffer();
    const output = await humanSplit({ file: 'photo', name: 'side.jpg', background: 'transparent' }, contextWith({ photo: sideways }));
    const bytes = Buffer.from(output.files![0].bytes);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 600]);
    expect(data[(FACE.y * 512 + FACE.x) * 4 + 3]).toBe(255);
    for (const { x, y } of CORNERS) expect(data[(y * 512 + x) * 4 + 3]).toBe(0);
  }, 60_000);

  it.each([
    ['a coffee cup', COFFEE],
    ['a rocket launch', ROCKET],
  ])('refuses %s: no person found', async (_, photo) => {
    await expect(humanSplit({ file: 'photo', name: 'x.jpg', background: 'transparent' }, contextWith({ photo }))).rejects.toMatchObject({ message: IMAGE_EFFECT_FAILURES.noPerson });
  }, 60_000);

  it.each([
    { background: 'image' },
    { background: 'transparent', idPhoto: 'oneInch' },
    { background: 'image', backgroundFile: 'coffee', idPhoto: 'twoInch' },
  ])('refuses a request that cannot be made: %o', async (data) => {
    await expect(humanSplit({ file: 'photo', name: 'x.jpg', ...data }, contextWith({ photo: HOPPER, coffee: COFFEE }))).rejects.toMatchObject({ message: 'the human split request is not valid' });
  });
});
