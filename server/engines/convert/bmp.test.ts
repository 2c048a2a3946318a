/**
 * The bitmap reader on files built here byte by byte, as Paint and scanners write them: each
 * must come out as the pixels that were put in, the right way up.
 */
import { describe, expect, it } from 'vitest';
import { decodeBmp } from './bmp';
import { bmp } from './test-support/documents';

const pixels = (file: Buffer) => {
  const reading = decodeBmp(file, 1_000_000);
  if (!reading.ok) throw new Error(reading.reason);
  return { ...reading.image, data: [...reading.image.data] };
};

describe('the BMP reader', () => {
  it('reads 24-bit rows stored bottom-up (the usual way) and top-down', () => {
    // Top row red, green; bottom row blue, white. Pixels are B, G, R.
    const rows = [[0, 0, 255, 0, 255, 0], [255, 0, 0, 255, 255, 255]];
    const expected = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255];
    for (const topDown of [false, true]) {
      expect(pixels(bmp({ width: 2, height: 2, bits: 24, rows, topDown }))).toEqual({ width: 2, height: 2, channels: 3, data: expected });
    }
  });

  it('reads 8-, 4- and 1-bit pixels through their palette', () => {
    const palette: [number, number, number][] = [[0, 0, 0], [255, 255, 255], [200, 10, 20]];
    expect(pixels(bmp({ width: 3, height: 1, bits: 8, rows: [[2, 1, 0]], palette })).data).toEqual([200, 10, 20, 255, 255, 255, 0, 0, 0]);
    expect(pixels(bmp({ width: 3, height: 1, bits: 4, rows: [[0x21, 0x00]], palette })).data).toEqual([200, 10, 20, 255, 255, 255, 0, 0, 0]);
    // 1 bit: 0b10100000 → white, black, white.
    expect(pixels(bmp({ width: 3, height: 1, bits: 1, rows: [[0b10100000]], palette })).data).toEqual([255, 255, 255, 0, 0, 0, 255, 255, 255]);
  });

  it('reads 32-bit pixels with bit-field masks, keeping a real alpha channel', () => {
    // Masks of an RGBA layout: byte 0 red … byte 3 alpha. One opaque orange, one half-transparent blue.
    const masks: [number, number, number, number] = [0x000000ff, 0x0000ff00, 0x00ff0000, 0xff000000];
    const image = pixels(bmp({ width: 2, height: 1, bits: 32, rows: [[255, 128, 0, 255, 0, 0, 255, 128]], masks }));
    expect(image.channels).toBe(4);
    expect(image.data).toEqual([255, 128, 0, 255, 0, 0, 255, 128]);
  });

  it('refuses a canvas over the pixel limit before reading pixels, and files it cannot read', () => {
    const huge = bmp({ width: 1, height: 1, bits: 24, rows: [[0, 0, 0]] });
    huge.writeInt32LE(20_000, 18);
    huge.writeInt32LE(20_000, 22);
    expect(decodeBmp(huge, 50_000_000)).toEqual({ ok: false, reason: 'tooLarge' });
    const rle = bmp({ width: 1, height: 1, bits: 8, rows: [[0]], palette: [[0, 0, 0]] });
    rle.writeUInt32LE(1, 30); // BI_RLE8
    expect(decodeBmp(rle, 1000)).toEqual({ ok: false, reason: 'unreadable' });
    const truncated = bmp({ width: 100, height: 100, bits: 24, rows: [] }).subarray(0, 500);
    expect(decodeBmp(truncated, 1_000_000)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
