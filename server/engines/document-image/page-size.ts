/**
 * How large the flattened page is, and in what proportions. Seen at an angle, a page's far
 * side is shorter than its near side, so the lengths of its sides in the photo understate
 * one direction. A rectangle's four corners in a photo tell the camera's focal length and,
 * with it, the rectangle's true proportions (Zhang & He, "Whiteboard scanning and image
 * enhancement", 2007), taking the photo's centre as the camera's axis; when the page is seen
 * too squarely in one direction for that (two opposite sides nearly parallel), a phone's
 * usual focal length stands in, which then matters little. Proportions near A4's (1 : √2, either way up) are taken as A4: most photographed pages
 * are, and a clean A4 page is what the visitor wants back.
 */
// The flattened page's long side at most: the page image's own limit.
import { MAX_SIDE } from '../ocr/page-image';
import type { Point, Quad } from './perspective';

const A4 = Math.SQRT2;
/** Proportions within this share of A4's are A4. */
const A4_TOLERANCE = 0.15;
/**
 * Focal lengths outside this range (in lengths of the photo's long side) are corners a few
 * pixels off, not a camera; when the corners do not tell it, a phone's main camera is near
 * the guess (26 mm equivalent is 0.75; a little zoom is usual for a page).
 */
const FOCAL_RANGE = [0.3, 6];
const FOCAL_GUESS = 0.9;
/** Sides that meet farther out than this (in lengths of the photo's long side) are as good as parallel. */
const MAX_VANISHING = 30;

export interface PageSize {
  width: number;
  height: number;
  /** Whether the proportions were taken as A4's. */
  a4: boolean;
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The flattened size of the page whose corners are `quad` in a `photoWidth` × `photoHeight` photo. */
export function pageSizeOf(quad: Quad, photoWidth: number, photoHeight: number): PageSize {
  const [topLeft, topRight, bottomRight, bottomLeft] = quad;
  const across = Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight));
  const down = Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight));
  const widthOverHeight = trueProportionsOf(quad, photoWidth, photoHeight) ?? across / down;
  const longSide = Math.min(MAX_SIDE, Math.max(across, down));
  const portrait = widthOverHeight < 1;
  const ratio = portrait ? 1 / widthOverHeight : widthOverHeight;
  const a4 = Math.abs(ratio / A4 - 1) <= A4_TOLERANCE;
  const shortSide = Math.round(longSide / (a4 ? A4 : ratio));
  const long = Math.round(longSide);
  return portrait ? { width: shortSide, height: long, a4 } : { width: long, height: shortSide, a4 };
}

/**
 * The page's width over its height from the perspective of its corners, or undefined when
 * the corners are degenerate. Corners are taken about the photo's centre: m1 top left,
 * m2 top right, m3 bottom left, m4 bottom right, each (x, y, 1).
 */
export function trueProportionsOf(quad: Quad, photoWidth: number, photoHeight: number): number | undefined {
  const centred = quad.map(([x, y]): Vector => [x - photoWidth / 2, y - photoHeight / 2, 1]);
  const [m1, m2, m4, m3] = centred;
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  const n2 = m2.map((value, i) => k2 * value - m1[i]);
  const n3 = m3.map((value, i) => k3 * value - m1[i]);
  const scale = Math.max(photoWidth, photoHeight);
  const focalSquared = focalSquaredOf(n2, n3, scale) ?? (FOCAL_GUESS * scale) ** 2;
  const length = (n: number[]) => (n[0] * n[0] + n[1] * n[1]) / focalSquared + n[2] * n[2];
  const ratio = Math.sqrt(length(n2) / length(n3));
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/**
 * The focal length squared that makes the page's two directions square to each other, or
 * undefined when they do not tell it. n2 (n3) is where the top and bottom (left and right)
 * sides meet, as (x, y, 1) times n2[2] (n3[2]): at infinity when they are parallel in the
 * photo. A page seen squarely in either direction, its sides meeting far beyond the photo,
 * does not tell the focal length, and then it matters little: the guess is used.
 */
function focalSquaredOf(n2: number[], n3: number[], scale: number): number | undefined {
  const farther = (n: number[]) => Math.hypot(n[0], n[1]) > MAX_VANISHING * scale * Math.abs(n[2]);
  if (farther(n2) || farther(n3)) return undefined;
  const focalSquared = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  const inRange = focalSquared >= (FOCAL_RANGE[0] * scale) ** 2 && focalSquared <= (FOCAL_RANGE[1] * scale) ** 2;
  return inRange ? focalSquared : undefined;
}

type Vector = [number, number, number];
const cross = (a: Vector, b: Vector): Vector => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
