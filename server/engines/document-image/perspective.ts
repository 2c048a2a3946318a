/**
 * Perspective: a page photographed at an angle is a quadrilateral in the photo, and the
 * homography that takes a rectangle onto that quadrilateral says, for every pixel of the
 * flat page, where to read it in the photo. Solved from the four corners (the 8 × 8 linear
 * system of the eight unknowns), applied by inverse mapping with bilinear sampling, one row
 * at a time straight into the output buffer, so nothing but the result is allocated.
 */
import type { Raster } from './raster';

export type Point = [number, number];
/** A quadrilateral's corners in order: top left, top right, bottom right, bottom left. */
export type Quad = [Point, Point, Point, Point];
/** A 3 × 3 matrix, row by row, its last entry 1. */
export type Homography = number[];

/**
 * The homography taking each of `from` onto the `to` at the same position: the eight
 * unknowns h0…h7 (h8 = 1) from x' = (h0 x + h1 y + h2) / (h6 x + h7 y + 1) and the same for y'.
 * Throws on a quadrilateral that is not convex (three corners on a line, a corner folded
 * in): no perspective of a flat page gives one.
 */
export function homographyOf(from: readonly Point[], to: readonly Point[]): Homography {
  if (!isConvex(from) || !isConvex(to)) throw new Error('degenerate quadrilateral: no homography');
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [[x, y], [u, v]] = [from[i], to[i]];
    rows.push([x, y, 1, 0, 0, 0, -x * u, -y * u, u]);
    rows.push([0, 0, 0, x, y, 1, -x * v, -y * v, v]);
  }
  return [...solve(rows), 1];
}

/** Whether four corners, in order, turn the same way at each corner (and are not on a line). */
export function isConvex(quad: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [a, b, c] = [quad[i], quad[(i + 1) % 4], quad[(i + 2) % 4]];
    const turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    const lengths = Math.hypot(b[0] - a[0], b[1] - a[1]) * Math.hypot(c[0] - b[0], c[1] - b[1]);
    if (Math.abs(turn) <= 1e-9 * lengths || (sign !== 0 && Math.sign(turn) !== sign)) return false;
    sign = Math.sign(turn);
  }
  return true;
}

/** Gaussian elimination with partial pivoting of an n × (n + 1) augmented matrix. */
function solve(rows: number[][]): number[] {
  const n = rows.length;
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let r = column + 1; r < n; r++) if (Math.abs(rows[r][column]) > Math.abs(rows[pivot][column])) pivot = r;
    if (Math.abs(rows[pivot][column]) < 1e-12) throw new Error('degenerate quadrilateral: no homography');
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let r = 0; r < n; r++) {
      if (r === column) continue;
      const factor = rows[r][column] / rows[column][column];
      if (factor === 0) continue;
      for (let c = column; c <= n; c++) rows[r][c] -= factor * rows[column][c];
    }
  }
  return rows.map((row, i) => row[n] / row[i]);
}

export function applyHomography(h: Homography, [x, y]: Point): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/**
 * The part of `source` inside `quad`, made a `width` × `height` rectangle. `inset` output
 * pixels are cut off each side: the rectangle is the page less a hair at its edges, where
 * the background and the blur of the page's edge would otherwise leave a dark rim.
 */
export function warpedQuad(source: Raster, quad: Quad, width: number, height: number, inset = 0): Raster {
  const page: Point[] = [
    [-inset, -inset],
    [width + inset, -inset],
    [width + inset, height + inset],
    [-inset, height + inset],
  ];
  return warped(source, homographyOf(page, quad), width, height);
}

/**
 * Each output pixel read from `source` where `h` takes its centre, bilinear between the four
 * source pixels around it; outside the source the nearest edge pixel. Along a row the
 * homography's numerators and denominator grow by a constant, so a row costs additions.
 */
export function warped(source: Raster, h: Homography, width: number, height: number): Raster {
  const out = new Uint8Array(width * height * 3);
  const { data, width: sourceWidth, height: sourceHeight } = source;
  const [maxX, maxY] = [sourceWidth - 1, sourceHeight - 1];
  for (let y = 0; y < height; y++) {
    const v = y + 0.5;
    // Numerators and denominator at the row's first pixel centre, and their step per pixel.
    let nx = h[0] * 0.5 + h[1] * v + h[2];
    let ny = h[3] * 0.5 + h[4] * v + h[5];
    let d = h[6] * 0.5 + h[7] * v + h[8];
    for (let x = 0, o = y * width * 3; x < width; x++, o += 3, nx += h[0], ny += h[3], d += h[6]) {
      // Source pixel centres sit at integer + 0.5.
      const sx = Math.min(maxX, Math.max(0, nx / d - 0.5));
      const sy = Math.min(maxY, Math.max(0, ny / d - 0.5));
      const x0 = Math.min(maxX - 1, Math.floor(sx));
      const y0 = Math.min(maxY - 1, Math.floor(sy));
      const [fx, fy] = [sx - x0, sy - y0];
      const p00 = (y0 * sourceWidth + x0) * 3;
      const p10 = p00 + 3;
      const p01 = p00 + sourceWidth * 3;
      const p11 = p01 + 3;
      for (let c = 0; c < 3; c++) {
        const top = data[p00 + c] + (data[p10 + c] - data[p00 + c]) * fx;
        const bottom = data[p01 + c] + (data[p11 + c] - data[p01 + c]) * fx;
        out[o + c] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return { data: out, width, height };
}
