/**
 * Plane geometry for finding a page's corners: the convex hull of the page's outline, the
 * four hull points that span the largest quadrilateral (a sheet's corners, however it is
 * turned), straight lines fitted to edge points, and where two lines cross.
 */
import type { Point, Quad } from './perspective';

const crossOf = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The convex hull (Andrew's monotone chain), counter-clockwise in y-up terms, no repeated point. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && crossOf(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i];
    while (upper.length >= 2 && crossOf(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The area of a polygon (shoelace), whatever its orientation. */
export function areaOf(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [a, b] = [polygon[i], polygon[(i + 1) % polygon.length]];
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

/**
 * The four hull points spanning the largest quadrilateral: for each pair taken as a
 * diagonal, the point farthest from it on either side. A hull of a few hundred points
 * costs a few million steps.
 */
export function largestQuadIn(hull: readonly Point[]): Point[] | undefined {
  const n = hull.length;
  if (n < 4) return undefined;
  let best: Point[] | undefined;
  let bestArea = 0;
  for (let i = 0; i < n; i++) {
    for (let k = i + 2; k < n; k++) {
      let [left, right] = [0, 0];
      let [leftAt, rightAt] = [-1, -1];
      for (let j = 0; j < n; j++) {
        if (j === i || j === k) continue;
        const side = crossOf(hull[i], hull[k], hull[j]);
        const inBetween = j > i && j < k;
        if (inBetween && Math.abs(side) > left) [left, leftAt] = [Math.abs(side), j];
        if (!inBetween && Math.abs(side) > right) [right, rightAt] = [Math.abs(side), j];
      }
      if (leftAt < 0 || rightAt < 0) continue;
      const area = (left + right) / 2;
      if (area > bestArea) [bestArea, best] = [area, [hull[i], hull[leftAt], hull[k], hull[rightAt]]];
    }
  }
  return best;
}

/**
 * Four corners as a page's: top left, top right, bottom right, bottom left, taken by their
 * direction from the middle (a page turned less than 45°).
 */
export function pageOrder(corners: readonly Point[]): Quad {
  const [cx, cy] = [corners.reduce((s, p) => s + p[0], 0) / 4, corners.reduce((s, p) => s + p[1], 0) / 4];
  // In image terms (y down) top left is at -135°, and the rest follow clockwise.
  const angle = (p: Point) => Math.atan2(p[1] - cy, p[0] - cx);
  const sorted = [...corners].sort((a, b) => angle(a) - angle(b));
  const offTopLeft = (p: Point) => Math.abs(Math.atan2(Math.sin(angle(p) + (3 * Math.PI) / 4), Math.cos(angle(p) + (3 * Math.PI) / 4)));
  let first = 0;
  for (let i = 1; i < 4; i++) if (offTopLeft(sorted[i]) < offTopLeft(sorted[first])) first = i;
  return [0, 1, 2, 3].map((i) => sorted[(first + i) % 4]) as Quad;
}

/** A line as a point on it and its unit direction. */
export interface Line {
  through: Point;
  direction: Point;
}

/** The total-least-squares line through points (the principal axis of their spread). */
export function fittedLine(points: readonly Point[]): Line {
  const n = points.length;
  const [mx, my] = [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
  let [sxx, syy, sxy] = [0, 0, 0];
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
    sxy += (x - mx) * (y - my);
  }
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { through: [mx, my], direction: [Math.cos(theta), Math.sin(theta)] };
}

/** How far a point is from a line. */
export const distanceToLine = ({ through, direction }: Line, [x, y]: Point) => Math.abs((x - through[0]) * direction[1] - (y - through[1]) * direction[0]);

/** Where two lines cross; undefined for parallel lines. */
export function intersection(a: Line, b: Line): Point | undefined {
  const denominator = a.direction[0] * b.direction[1] - a.direction[1] * b.direction[0];
  if (Math.abs(denominator) < 1e-9) return undefined;
  const t = ((b.through[0] - a.through[0]) * b.direction[1] - (b.through[1] - a.through[1]) * b.direction[0]) / denominator;
  return [a.through[0] + t * a.direction[0], a.through[1] + t * a.direction[1]];
}
