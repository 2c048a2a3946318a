import { describe, expect, it } from 'vitest';
import { boxMean, type BoxEdges } from './box-mean';

/** The window mean the slow way: every pixel of the window visited, as the two edge rules say. */
function bruteMean(values: Float32Array, width: number, height: number, r: number, edges: BoxEdges, x: number, y: number): number {
  let sum = 0;
  let count = 0;
  for (let j = y - r; j <= y + r; j++) {
    for (let i = x - r; i <= x + r; i++) {
      const inside = i >= 0 && i < width && j >= 0 && j < height;
      if (!inside && edges === 'shrink') continue;
      sum += values[Math.min(height - 1, Math.max(0, j)) * width + Math.min(width - 1, Math.max(0, i))];
      count++;
    }
  }
  return sum / count;
}

const plane = (width: number, height: number) => Float32Array.from({ length: width * height }, (_, i) => Math.sin(i * 0.7) * 50 + (i % 7) * 3);

describe('box mean', () => {
  for (const edges of ['repeat', 'shrink'] as const) {
    it(`equals the window mean at every pixel, edges included (${edges})`, () => {
      // Radii from 1 to past the picture's size: a window wider than the picture still holds.
      for (const [width, height, r] of [
        [23, 17, 1],
        [23, 17, 4],
        [9, 30, 6],
        [5, 4, 7],
        [1, 12, 2],
      ]) {
        const values = plane(width, height);
        const means = boxMean(values, width, height, r, edges);
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) expect(means[y * width + x]).toBeCloseTo(bruteMean(values, width, height, r, edges, x, y), 3);
      }
    });
  }

  it('tells the two edge rules apart only within the radius of the border', () => {
    const [width, height, r] = [20, 20, 3];
    const values = plane(width, height);
    const repeat = boxMean(values, width, height, r, 'repeat');
    const shrink = boxMean(values, width, height, r, 'shrink');
    expect(repeat[0]).not.toBeCloseTo(shrink[0], 2);
    for (let y = r; y < height - r; y++) for (let x = r; x < width - r; x++) expect(repeat[y * width + x]).toBeCloseTo(shrink[y * width + x], 4);
  });

  it('keeps a flat plane flat up to its border with either rule', () => {
    const flat = new Float32Array(30 * 10).fill(42);
    for (const edges of ['repeat', 'shrink'] as const) for (const value of boxMean(flat, 30, 10, 5, edges)) expect(value).toBeCloseTo(42, 4);
  });

  it('copies the plane for radius 0, rounds a fractional radius, and fills a given buffer', () => {
    const values = plane(8, 6);
    expect(Array.from(boxMean(values, 8, 6, 0.2, 'repeat'))).toEqual(Array.from(values));
    const out = new Float32Array(values.length);
    expect(boxMean(values, 8, 6, 2.4, 'shrink', out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(boxMean(values, 8, 6, 2, 'shrink')));
  });

  it('stays accurate over a long line (the running sums are doubles)', () => {
    const [width, height, r] = [6000, 3, 2];
    const values = Float32Array.from({ length: width * height }, (_, i) => 200 + (i % 2) * 0.01);
    const means = boxMean(values, width, height, r, 'shrink');
    const x = width - 10;
    expect(means[width + x]).toBeCloseTo(bruteMean(values, width, height, r, 'shrink', x, 1), 4);
  });
});
