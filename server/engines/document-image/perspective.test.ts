/**
 * The homography and the resampling through it, on figures whose answers are known: the
 * corners land where they were asked to, straight lines stay straight (the crossing of the
 * diagonals goes to the crossing of the diagonals), and an image read back through the
 * rectangle it fills comes back as it was.
 */
import { describe, expect, it } from 'vitest';
import { applyHomography, homographyOf, warpedQuad, type Point, type Quad } from './perspective';
import type { Raster } from './raster';

const RECTANGLE: Quad = [
  [0, 0],
  [800, 0],
  [800, 1130],
  [0, 1130],
];
const PHOTOGRAPHED: Quad = [
  [212.5, 140.25],
  [905, 190],
  [980.75, 1201],
  [120, 1100.5],
];

function crossingOfDiagonals([a, b, c, d]: readonly Point[]): Point {
  // a + t (c − a) = b + s (d − b), solved for t.
  const [rx, ry, sx, sy] = [c[0] - a[0], c[1] - a[1], d[0] - b[0], d[1] - b[1]];
  const t = ((b[0] - a[0]) * sy - (b[1] - a[1]) * sx) / (rx * sy - ry * sx);
  return [a[0] + t * rx, a[1] + t * ry];
}

describe('perspective', () => {
  it('takes each corner of a rectangle onto the photographed corner, and the middle onto where the diagonals cross', () => {
    const h = homographyOf(RECTANGLE, PHOTOGRAPHED);
    RECTANGLE.forEach((corner, i) => {
      const [x, y] = applyHomography(h, corner);
      expect(x).toBeCloseTo(PHOTOGRAPHED[i][0], 6);
      expect(y).toBeCloseTo(PHOTOGRAPHED[i][1], 6);
    });
    const middle = applyHomography(h, [400, 565]);
    const crossing = crossingOfDiagonals(PHOTOGRAPHED);
    expect(middle[0]).toBeCloseTo(crossing[0], 6);
    expect(middle[1]).toBeCloseTo(crossing[1], 6);
  });

  it('refuses three corners on one line', () => {
    expect(() => homographyOf(RECTANGLE, [[0, 0], [100, 100], [200, 200], [0, 300]])).toThrow(/degenerate/);
  });

  it('gives an image back unchanged when read through the rectangle it fills, and its middle when cut in', () => {
    const [width, height] = [61, 47];
    const data = new Uint8Array(width * height * 3);
    for (let i = 0; i < data.length; i++) data[i] = (i * 37 + Math.floor(i / 7) * 11) % 256;
    const image: Raster = { data, width, height };
    const whole: Quad = [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ];
    expect(Buffer.from(warpedQuad(image, whole, width, height).data).equals(Buffer.from(data))).toBe(true);
    const inner = warpedQuad(image, whole, width - 10, height - 10, 5);
    for (let y = 0; y < inner.height; y++) {
      for (let x = 0; x < inner.width; x++) {
        const [a, b] = [(y * inner.width + x) * 3, ((y + 5) * width + x + 5) * 3];
        expect([inner.data[a], inner.data[a + 1], inner.data[a + 2]]).toEqual([data[b], data[b + 1], data[b + 2]]);
      }
    }
  });
});
