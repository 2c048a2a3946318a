import { describe, expect, it } from 'vitest';
import { sampleBilinear } from './bilinear';

describe('bilinear sampling', () => {
  // 3 × 2 pixels, two channels: the first x + 10·y, the second constant.
  const [width, height] = [3, 2];
  const data = Uint8Array.from({ length: width * height * 2 }, (_, k) => (k % 2 ? 77 : (k >> 1) % width + 10 * Math.floor((k >> 1) / width)));
  const at = (x: number, y: number) => {
    const into = new Float64Array(2);
    sampleBilinear(data, width, height, 2, x, y, into);
    return Array.from(into);
  };

  it('gives the pixel itself at its centre and a linear blend between centres', () => {
    expect(at(2, 1)).toEqual([12, 77]);
    expect(at(0.5, 0)[0]).toBeCloseTo(0.5, 10);
    expect(at(1.25, 0.5)[0]).toBeCloseTo(1.25 + 5, 10);
  });

  it('clamps a position past the edge to the edge', () => {
    expect(at(-3, -1)).toEqual([0, 77]);
    expect(at(9, 0.5)[0]).toBeCloseTo(2 + 5, 10);
  });

  it('writes from the offset given', () => {
    const into = new Float64Array(5);
    sampleBilinear(data, width, height, 2, 1, 1, into, 3);
    expect(Array.from(into)).toEqual([0, 0, 0, 11, 77]);
  });
});
