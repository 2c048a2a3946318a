import { describe, expect, it } from 'vitest';
import { applyGuided, guidedCoefficients } from './guided-filter';

describe('guided filter', () => {
  it('moves a misplaced mask edge onto the guide image’s edge', () => {
    // A photo: dark left half, light right half (edge between columns 31 and 32); the mask's
    // edge is 4 px off, as an upscaled low-resolution mask's would be.
    const [width, height] = [64, 16];
    const rgba = new Uint8Array(width * height * 4);
    const plane = new Float32Array(width * height);
    const mask = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const light = x >= 32 ? 220 : 40;
        rgba.set([light, light, light, 255], i * 4);
        plane[i] = light / 255;
        mask[i] = x >= 36 ? 1 : 0;
      }
    const filtered = applyGuided(guidedCoefficients({ r: plane, g: plane, b: plane, width, height }, mask, 6, 1e-3), rgba, width, height);
    const row = Array.from(filtered.subarray(8 * width, 9 * width));
    // A step now stands at the photo's edge (the mask had none there), and the pixels between
    // the two edges, 0 in the mask, have risen: the mask's edge has moved toward the photo's.
    expect(row[31]).toBeLessThan(0.05);
    expect(row[32] - row[31]).toBeGreaterThan(0.3);
    expect(Math.min(row[32], row[33], row[34], row[35])).toBeGreaterThan(0.3);
  });
});
