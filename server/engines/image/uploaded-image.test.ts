/**
 * What every image effect does with an upload before its own work: the checks a visitor's
 * file meets (a pixel bomb, an animation, CMYK, 16-bit, EXIF rotation, transparency, sizes).
 */
import { ERROR_CODES, IMAGE_EFFECT_FAILURES, IMAGE_EFFECT_MAX_SIDE, MAX_IMAGE_PIXELS } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TaskFailure } from '../../src/tasks/handler';
import { readUploadedImage } from './uploaded-image';

const solid = (width: number, height: number, colour = { r: 200, g: 60, b: 30 }) => sharp({ create: { width, height, channels: 3, background: colour } });

async function failureOf(promise: Promise<unknown>): Promise<TaskFailure> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TaskFailure);
  return error as TaskFailure;
}

/** A PNG whose header declares a canvas of `width` × `height` but whose data is one tiny row: a "pixel bomb". */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = await solid(1, 1).png().toBuffer();
  // IHDR's width and height are the 4-byte big-endian numbers right after "IHDR" (offset 16).
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  return bomb;
}

describe('readUploadedImage', () => {
  it('refuses a pixel bomb from its header, before decoding it (too large, code 1300)', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1000;
    const failure = await failureOf(readUploadedImage(await pixelBomb(side, side)));
    expect([failure.code, failure.detail]).toEqual([ERROR_CODES.BAD_REQUEST, IMAGE_EFFECT_FAILURES.tooLarge]);
  });

  it('refuses a picture longer than the family takes, and one too small to work on', async () => {
    const long = await solid(IMAGE_EFFECT_MAX_SIDE + 1, 20).jpeg().toBuffer();
    expect((await failureOf(readUploadedImage(long))).detail).toBe(IMAGE_EFFECT_FAILURES.tooLarge);
    expect((await failureOf(readUploadedImage(await solid(8, 300).png().toBuffer()))).detail).toBe(IMAGE_EFFECT_FAILURES.tooSmall);
  });

  it("lets an effect refuse sizes of its own (image fix's output bound)", async () => {
    const photo = await solid(400, 300).jpeg().toBuffer();
    expect((await failureOf(readUploadedImage(photo, { fits: (width, height) => width * height < 100_000 }))).detail).toBe(IMAGE_EFFECT_FAILURES.tooLarge);
    expect((await readUploadedImage(photo, { fits: (width, height) => width * height <= 120_000 })).picture.width).toBe(400);
  });

  it('answers "no image" (1201) for bytes that are no image, and for a truncated JPEG', async () => {
    const notImage = await failureOf(readUploadedImage(Buffer.from('%PDF-1.7 not a picture')));
    expect([notImage.code, notImage.detail]).toEqual([ERROR_CODES.NO_IMAGE, IMAGE_EFFECT_FAILURES.unreadable]);
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    expect((await failureOf(readUploadedImage(jpeg.subarray(0, jpeg.length / 2)))).code).toBe(ERROR_CODES.NO_IMAGE);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored 300 wide and 200 high, left half red; orientation 6 shows it turned a quarter clockwise.
    const red = await solid(150, 200, { r: 255, g: 0, b: 0 }).png().toBuffer();
    const stored = await solid(300, 200, { r: 0, g: 0, b: 255 })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { picture } = await readUploadedImage(stored);
    expect([picture.width, picture.height]).toEqual([200, 300]);
    // The red half, once on the left, is now on top.
    expect(picture.data[(10 * 200 + 100) * 4]).toBeGreaterThan(200);
    expect(picture.data[(290 * 200 + 100) * 4 + 2]).toBeGreaterThan(200);
  });

  it('takes the first frame of an animation and says how many there were', async () => {
    // Three frames of 40 × 30: red, then green, then blue.
    const strip = Buffer.alloc(40 * 90 * 3);
    for (let pixel = 0; pixel < 40 * 90; pixel++) strip[pixel * 3 + Math.floor(pixel / (40 * 30))] = 255;
    const gif = await sharp(strip, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } }).gif().toBuffer();
    const upload = await readUploadedImage(gif);
    expect([upload.picture.width, upload.picture.height, upload.frames]).toEqual([40, 30, 3]);
    expect(Array.from(upload.picture.data.subarray(0, 3))).toEqual([255, 0, 0]);
  });

  it('reads CMYK and 16-bit pictures as 8-bit sRGB, and keeps transparency', async () => {
    const cmyk = await solid(64, 48).jpeg().toColourspace('cmyk').toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const fromCmyk = await readUploadedImage(cmyk);
    expect(fromCmyk.picture.data.length).toBe(64 * 48 * 4);
    // Still the orange it was: red high, blue low.
    expect(fromCmyk.picture.data[0]).toBeGreaterThan(150);
    expect(fromCmyk.picture.data[2]).toBeLessThan(90);

    const deep = await solid(32, 32).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const fromDeep = await readUploadedImage(deep);
    expect(Array.from(fromDeep.picture.data.subarray(0, 4))).toEqual([200, 60, 30, 255]);

    const seeThrough = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } }).png().toBuffer();
    const { picture } = await readUploadedImage(seeThrough);
    expect(picture.data[3]).toBe(128);
  });
});
