import { describe, expect, it } from 'vitest';
import { compositeOver } from './composite-over';

describe('over compositing', () => {
  it('blends into an opaque pixel by the coverage, leaving it opaque', () => {
    const pixel = Uint8Array.of(0, 100, 200, 255);
    compositeOver(pixel, 0, [200, 100, 0], 0, 0.25);
    expect(Array.from(pixel)).toEqual([50, 100, 150, 255]);
  });

  it('on a transparent pixel gives the colour itself at its own coverage', () => {
    const pixel = Uint8Array.of(9, 9, 9, 0);
    compositeOver(pixel, 0, [200, 100, 0], 0, 0.4);
    expect(Array.from(pixel)).toEqual([200, 100, 0, 102]);
  });

  it('weights a half-transparent pixel by what shows through it', () => {
    const pixel = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 128);
    // Half coverage over a half-transparent black: 0.5 of the colour, 0.25 of the black.
    compositeOver(pixel, 4, [90, 90, 90, 255], 0, 0.5);
    expect(Array.from(pixel.subarray(4))).toEqual([60, 60, 60, Math.round(255 * (0.5 + (128 / 255) * 0.5))]);
  });

  it('leaves the pixel as it was where the coverage is 0', () => {
    const pixel = Uint8Array.of(1, 2, 3, 4);
    compositeOver(pixel, 0, [200, 200, 200], 0, 0);
    expect(Array.from(pixel)).toEqual([1, 2, 3, 4]);
  });
});
