import { describe, expect, it } from 'vitest';
import { gaussianBlur, gaussianBoxRadii } from './gaussian-blur';

describe('gaussian blur', () => {
  it('picks three boxes whose variances add up to about sigma²', () => {
    // A box of radius r has variance r(r + 1) / 3; repeated boxes add theirs.
    for (const sigma of [0.8, 1.5, 3, 6, 12]) {
      const variance = gaussianBoxRadii(sigma).reduce((sum, r) => sum + (r * (r + 1)) / 3, 0);
      expect(Math.abs(Math.sqrt(variance) - sigma) / sigma).toBeLessThan(0.15);
    }
  });

  it('spreads a point into a bell of that sigma, keeping its total', () => {
    const [width, height, sigma] = [61, 61, 4];
    const point = new Float32Array(width * height);
    point[30 * width + 30] = 1000;
    const blurred = gaussianBlur(point, width, height, sigma);
    let total = 0;
    let spread = 0;
    for (let x = 0; x < width; x++) {
      const value = blurred[30 * width + x];
      total += value;
      spread += value * (x - 30) ** 2;
    }
    expect(blurred.reduce((sum, v) => sum + v, 0)).toBeCloseTo(1000, 1);
    expect(Math.sqrt(spread / total)).toBeCloseTo(sigma, 0);
    expect(blurred[30 * width + 30]).toBeGreaterThan(blurred[30 * width + 34]);
  });

  it('returns a new plane, never the input', () => {
    const values = new Float32Array(16).fill(3);
    const blurred = gaussianBlur(values, 4, 4, 0.1);
    expect(blurred).not.toBe(values);
    expect(Array.from(blurred)).toEqual(Array.from(values));
  });
});
