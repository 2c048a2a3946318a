/**
 * The flattened page's size, on rectangles projected by a pinhole camera: the proportions
 * come back from the perspective of the corners (not from the foreshortened sides), near
 * A4 they are A4, and a page seen squarely keeps the proportions of its sides.
 */
import { describe, expect, it } from 'vitest';
import type { Quad } from './perspective';
import { pageSizeOf, trueProportionsOf } from './page-size';

const [PHOTO_WIDTH, PHOTO_HEIGHT] = [1536, 2048];
/** The camera's focal length in the photo's pixels. */
const FOCAL = 1400;

/**
 * A width × height rectangle `distance` ahead of the camera, turned `roll` degrees in its
 * plane and tilted `tilt` degrees about the axis at `axis` degrees in the photo's plane.
 */
function photographed(width: number, height: number, tilt: number, axis: number, roll: number, distance = 1900): Quad {
  const [t, a, r] = [(tilt * Math.PI) / 180, (axis * Math.PI) / 180, (roll * Math.PI) / 180];
  const corners: [number, number][] = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ];
  return corners.map(([u, v]) => {
    // Turned in its plane, then tilted about the axis (cos a, sin a, 0), then placed ahead.
    const [x, y] = [u * Math.cos(r) - v * Math.sin(r), u * Math.sin(r) + v * Math.cos(r)];
    const along = x * Math.cos(a) + y * Math.sin(a);
    const [ax, ay] = [along * Math.cos(a), along * Math.sin(a)];
    const [px, py] = [x - ax, y - ay];
    const point = [ax + px * Math.cos(t), ay + py * Math.cos(t), distance + Math.hypot(px, py) * Math.sign(px * -Math.sin(a) + py * Math.cos(a)) * Math.sin(t)];
    return [PHOTO_WIDTH / 2 + (FOCAL * point[0]) / point[2], PHOTO_HEIGHT / 2 + (FOCAL * point[1]) / point[2]];
  }) as Quad;
}

describe('page size', () => {
  it('tells a page’s proportions from its corners when it is seen at an angle', () => {
    for (const [width, height] of [
      [1000, 1414],
      [1000, 1294],
      [600, 1500],
      [1400, 1000],
    ]) {
      for (const [tilt, axis, roll] of [
        [18, 30, 5],
        [-12, 100, -8],
        [8, 170, 10],
      ]) {
        const quad = photographed(width, height, tilt, axis, roll);
        const ratio = trueProportionsOf(quad, PHOTO_WIDTH, PHOTO_HEIGHT);
        expect(ratio, `${width} × ${height} tilted ${tilt}° about ${axis}°`).toBeDefined();
        expect(Math.abs((ratio as number) / (width / height) - 1), `${width} × ${height} tilted ${tilt}° about ${axis}°`).toBeLessThan(0.01);
      }
    }
  });

  it('makes a page near A4 exactly A4, either way up, and keeps a receipt’s proportions', () => {
    const portrait = pageSizeOf(photographed(1000, 1414, 15, 40, 3), PHOTO_WIDTH, PHOTO_HEIGHT);
    expect(portrait.a4).toBe(true);
    expect(portrait.height / portrait.width).toBeCloseTo(Math.SQRT2, 2);
    const landscape = pageSizeOf(photographed(1300, 1000, -10, 120, -4), PHOTO_WIDTH, PHOTO_HEIGHT);
    expect(landscape.a4).toBe(true);
    expect(landscape.width / landscape.height).toBeCloseTo(Math.SQRT2, 2);
    const receipt = pageSizeOf(photographed(500, 1500, 14, 60, 2), PHOTO_WIDTH, PHOTO_HEIGHT);
    expect(receipt.a4).toBe(false);
    expect(Math.abs(receipt.height / receipt.width / 3 - 1)).toBeLessThan(0.02);
  });

  it('keeps the proportions of a page seen squarely, and of one tilted only about its own middle', () => {
    const square: Quad = [
      [300, 400],
      [1300, 400],
      [1300, 1400],
      [300, 1400],
    ];
    expect(trueProportionsOf(square, PHOTO_WIDTH, PHOTO_HEIGHT)).toBeCloseTo(1, 6);
    expect(pageSizeOf(square, PHOTO_WIDTH, PHOTO_HEIGHT)).toEqual({ width: 1000, height: 1000, a4: false });
    // Tipped back about its horizontal middle, close up: the sides converge, the top and bottom
    // stay parallel, and the focal length is guessed (the camera's is a quarter shorter).
    const tipped = photographed(1000, 1414, 20, 0, 0);
    expect(Math.abs((trueProportionsOf(tipped, PHOTO_WIDTH, PHOTO_HEIGHT) as number) / (1000 / 1414) - 1)).toBeLessThan(0.06);
    expect(pageSizeOf(tipped, PHOTO_WIDTH, PHOTO_HEIGHT).a4).toBe(true);
  });
});
