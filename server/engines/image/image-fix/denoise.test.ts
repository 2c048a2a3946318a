/**
 * Denoising as a visitor would judge it on real photos (test-data/): noise and JPEG blocks
 * brought nearer the clean photo, a clean photo all but untouched, edges kept sharp, alpha kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, type Picture } from '../picture';
import { blocking, denoise, filterLevel, noiseLevel } from './denoise';
import { jpegOf, original, psnr, withNoise } from './test-support/quality';

let chelsea: Picture;
let coffee: Picture;
beforeAll(async () => {
  [chelsea, coffee] = await Promise.all([original('chelsea'), original('coffee')]);
});

const greenPlane = ({ data, width, height }: Picture) => new Float32Array(width * height).map((_, i) => data[i * CHANNELS + 1]);

describe('noise and blocking as measured', () => {
  it('reads the noise added to a photo', () => {
    const plane = greenPlane(withNoise(chelsea, 10));
    expect(noiseLevel(plane, chelsea.width, chelsea.height)).toBeGreaterThan(8.5);
    expect(noiseLevel(plane, chelsea.width, chelsea.height)).toBeLessThan(12);
    expect(noiseLevel(greenPlane(chelsea), chelsea.width, chelsea.height)).toBeLessThan(3);
  });

  it('finds the block edges of a low-quality JPEG and none in the original', async () => {
    const jpeg = await jpegOf(coffee, 20);
    expect(blocking(greenPlane(jpeg), coffee.width, coffee.height)).toBeGreaterThan(1);
    expect(blocking(greenPlane(coffee), coffee.width, coffee.height)).toBeLessThan(0.2);
    expect(filterLevel(jpeg)).toBeGreaterThan(filterLevel(coffee));
  });
});

describe('denoise', () => {
  it('brings a noisy photo nearer the clean one', () => {
    const noisy = withNoise(chelsea, 10);
    expect(psnr(chelsea, denoise(noisy))).toBeGreaterThan(psnr(chelsea, noisy) + 4);
  });

  it('brings a low-quality JPEG nearer the original', async () => {
    const jpeg = await jpegOf(coffee, 20);
    expect(psnr(coffee, denoise(jpeg))).toBeGreaterThan(psnr(coffee, jpeg) + 0.2);
  });

  it('leaves a clean photo nearly as it was', () => {
    expect(psnr(chelsea, denoise(chelsea))).toBeGreaterThan(42);
  });

  it('keeps a hard edge hard and the alpha as it was', () => {
    const [width, height] = [40, 30];
    const data = new Uint8Array(width * height * CHANNELS);
    for (let i = 0; i < width * height; i++) data.set([i % width < 20 ? 30 : 220, 120, 60, i % 7 === 0 ? 128 : 255], i * CHANNELS);
    const clean = { data, width, height };
    const result = denoise(withNoise(clean, 8));
    const redAt = (x: number, y: number) => result.data[(y * width + x) * CHANNELS];
    // One pixel either side of the edge, still the two sides' colours.
    expect(Math.abs(redAt(19, 15) - 30)).toBeLessThan(12);
    expect(Math.abs(redAt(20, 15) - 220)).toBeLessThan(12);
    for (let i = 3; i < data.length; i += CHANNELS) expect(result.data[i]).toBe(data[i]);
  });

  it('reports its progress to the end', () => {
    const fractions: number[] = [];
    denoise(chelsea, undefined, (f) => fractions.push(f));
    expect(fractions.length).toBeGreaterThan(10);
    expect(fractions.at(-1)).toBe(1);
  });
});
