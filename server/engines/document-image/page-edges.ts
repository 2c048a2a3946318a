/**
 * A page's corners made exact at full resolution. The shrunken photo they were found on is
 * a few pixels coarse, and its closing rounds the corners; the paper's edge itself is sharp.
 * Along each side, at points across its middle, the photo's brightness is read on a short
 * path across the side, and the edge is where it rises most steeply from outside to inside
 * (to a fraction of a pixel). A straight line fitted to those points, the points far off
 * it (a fold, a finger, a dent in the light) dropped and the line fitted again, is the
 * side; neighbouring sides cross at the corners.
 */
import { isConvex, type Point, type Quad } from './perspective';
import { distanceToLine, fittedLine, intersection, type Line } from './quad-geometry';
import type { Raster } from './raster';

/** Points read along each side, and the part of the side they cover (corners are rounded off). */
const SAMPLES = 40;
const SPAN = [0.1, 0.9];
/** The path across the side is read every half pixel, and averaged this far along the side each way. */
const PATH_STEP = 0.5;
const ALONG = 2;
/** A rise smaller than this (brightness levels over 2 px) is no edge. */
const MIN_RISE = 6;
/** Fewer edge points than this on a side, and the side stays as it was found. */
const MIN_POINTS = 12;

/**
 * The quadrilateral with each side fitted to the photo's edge within `reach` pixels of
 * where it was; a corner that would move further than that keeps the coarse quadrilateral.
 */
export function refinedQuad(photo: Raster, coarse: Quad, reach: number): Quad {
  const centre: Point = [coarse.reduce((s, p) => s + p[0], 0) / 4, coarse.reduce((s, p) => s + p[1], 0) / 4];
  const search = 1.5 * reach + 3;
  const lines: Line[] = [];
  for (let i = 0; i < 4; i++) {
    const line = fittedSide(photo, coarse[i], coarse[(i + 1) % 4], centre, search);
    if (!line) return coarse;
    lines.push(line);
  }
  const refined: Point[] = [];
  for (let i = 0; i < 4; i++) {
    // Corner i lies where the side ending there (i − 1 → i) meets the side starting there.
    const corner = intersection(lines[(i + 3) % 4], lines[i]);
    if (!corner || Math.hypot(corner[0] - coarse[i][0], corner[1] - coarse[i][1]) > 2 * search) return coarse;
    refined.push(corner);
  }
  return isConvex(refined) ? (refined as Quad) : coarse;
}

/** The line of the photo's edge along the side from → to, or undefined when too little of it shows. */
function fittedSide(photo: Raster, from: Point, to: Point, centre: Point, search: number): Line | undefined {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const tangent: Point = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
  let normal: Point = [tangent[1], -tangent[0]];
  const middle: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  // The normal points out of the page.
  if (normal[0] * (middle[0] - centre[0]) + normal[1] * (middle[1] - centre[1]) < 0) normal = [-normal[0], -normal[1]];
  const points: Point[] = [];
  for (let k = 0; k < SAMPLES; k++) {
    const t = SPAN[0] + ((SPAN[1] - SPAN[0]) * k) / (SAMPLES - 1);
    const at: Point = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
    const offset = edgeOffset(photo, at, normal, tangent, search);
    if (offset !== undefined) points.push([at[0] + offset * normal[0], at[1] + offset * normal[1]]);
  }
  if (points.length < MIN_POINTS) return undefined;
  let line = fittedLine(points);
  // Points off the line by more than three times the typical distance (and a pixel) are not the edge.
  const distances = points.map((p) => distanceToLine(line, p)).sort((a, b) => a - b);
  const limit = Math.max(1, 3 * distances[distances.length >> 1]);
  const kept = points.filter((p) => distanceToLine(line, p) <= limit);
  if (kept.length >= MIN_POINTS) line = fittedLine(kept);
  return line;
}

/**
 * How far along the outward normal from `at` the brightness falls most steeply (paper
 * inside, table outside), to a fraction of a pixel; undefined when it barely falls.
 */
function edgeOffset(photo: Raster, at: Point, normal: Point, tangent: Point, search: number): number | undefined {
  const count = Math.floor((2 * search) / PATH_STEP) + 1;
  const profile = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    const s = -search + k * PATH_STEP;
    let sum = 0;
    for (let a = -ALONG; a <= ALONG; a++) sum += luminanceAt(photo, at[0] + s * normal[0] + a * tangent[0], at[1] + s * normal[1] + a * tangent[1]);
    profile[k] = sum / (2 * ALONG + 1);
  }
  // The fall over 2 px (four half-pixel steps) centred on each point.
  const span = Math.round(1 / PATH_STEP);
  let [best, bestAt] = [0, -1];
  const fall = (k: number) => profile[k - span] - profile[k + span];
  for (let k = span; k < count - span; k++) {
    if (fall(k) > best) [best, bestAt] = [fall(k), k];
  }
  if (bestAt < 0 || best < MIN_RISE) return undefined;
  // A parabola through the fall at the best point and its neighbours puts the edge between samples.
  let shift = 0;
  if (bestAt > span && bestAt < count - span - 1) {
    const [a, b, c] = [fall(bestAt - 1), best, fall(bestAt + 1)];
    const curvature = a - 2 * b + c;
    if (curvature < 0) shift = (0.5 * (a - c)) / curvature;
  }
  return -search + (bestAt + shift) * PATH_STEP;
}

/** Brightness at a point between pixel centres (bilinear), the photo's edge pixels beyond it. */
function luminanceAt({ data, width, height }: Raster, x: number, y: number): number {
  const sx = Math.min(width - 1, Math.max(0, x - 0.5));
  const sy = Math.min(height - 1, Math.max(0, y - 0.5));
  const x0 = Math.min(width - 2, Math.floor(sx));
  const y0 = Math.min(height - 2, Math.floor(sy));
  const [fx, fy] = [sx - x0, sy - y0];
  const at = (px: number, py: number) => {
    const p = (py * width + px) * 3;
    return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  };
  const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * fx;
  const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * fx;
  return top + (bottom - top) * fy;
}
