import { describe, expect, it } from 'vitest';
import { guidedSmoothing } from './guided-smoothing';

/** The guided filter the slow way: every window's statistics summed pixel by pixel (windows cut at the border). */
function bruteGuided(p: Float32Array, width: number, height: number, r: number, eps: number): Float32Array {
  const windowOf = (x: number, y: number) => {
    const cells: number[] = [];
    for (let j = Math.max(0, y - r); j <= Math.min(height - 1, y + r); j++) for (let i = Math.max(0, x - r); i <= Math.min(width - 1, x + r); i++) cells.push(j * width + i);
    return cells;
  };
  const a = new Float64Array(p.length);
  const b = new Float64Array(p.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cells = windowOf(x, y);
      const mean = cells.reduce((s, i) => s + p[i], 0) / cells.length;
      const variance = cells.reduce((s, i) => s + (p[i] - mean) ** 2, 0) / cells.length;
      a[y * width + x] = variance / (variance + eps);
      b[y * width + x] = mean * (1 - a[y * width + x]);
    }
  }
  const out = new Float32Array(p.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cells = windowOf(x, y);
      const meanA = cells.reduce((s, i) => s + a[i], 0) / cells.length;
      const meanB = cells.reduce((s, i) => s + b[i], 0) / cells.length;
      out[y * width + x] = meanA * p[y * width + x] + meanB;
    }
  }
  return out;
}

describe('guided smoothing', () => {
  it('matches the filter worked out window by window', () => {
    const [width, height, r, eps] = [19, 13, 3, 40];
    const values = Float32Array.from({ length: width * height }, (_, i) => (i % width < 9 ? 60 : 190) + Math.sin(i * 1.3) * 12);
    const fast = guidedSmoothing(values, width, height, r, eps, 'shrink');
    const slow = bruteGuided(values, width, height, r, eps);
    for (let i = 0; i < values.length; i++) expect(fast[i]).toBeCloseTo(slow[i], 2);
  });

  for (const edges of ['repeat', 'shrink'] as const) {
    it(`flattens texture below eps and keeps an edge far above it (${edges})`, () => {
      const [width, height] = [40, 20];
      const values = Float32Array.from({ length: width * height }, (_, i) => (i % width < 20 ? 50 : 200) + (i % 2 ? 3 : -3));
      const out = guidedSmoothing(values, width, height, 4, 100, edges);
      const row = 10 * width;
      // The ±3 texture (variance 9, well under eps 100) mostly gone on each side…
      expect(Math.abs(out[row + 5] - out[row + 6])).toBeLessThan(1.5);
      expect(Math.abs(out[row + 30] - out[row + 31])).toBeLessThan(1.5);
      // …the 150-level edge (variance ~5600) still a step of nearly its full height.
      expect(out[row + 21] - out[row + 18]).toBeGreaterThan(130);
    });
  }
});
