/**
 * Where the sheet of paper is in a photo of a page lying on a table: its four corners.
 *
 * On a shrunken copy with the print closed away, the paper and the table are each fairly
 * even and meet at a sharp step. Shadows and uneven light change brightness by a factor
 * that varies slowly, so in the logarithm of each channel they are gentle slopes while the
 * paper's edge stays a ridge of gradient whatever the light. A watershed floods that
 * gradient from two sets of seeds — the middle of the photo (a photographed page covers it)
 * and the photo's rim (the table) — and the two floods meet on the ridge around the paper.
 * The paper's outline gives a convex hull, the hull its largest quadrilateral, and each side
 * is then fitted at full resolution (page-edges.ts).
 *
 * No page is reported (and the caller keeps to deskewing by the lines) when what was found
 * is not a sheet seen whole: too small or filling the frame, not four-sided, or a side with
 * no step from paper to something darker — a scan that is all paper, a page running out of
 * the photo, white paper on a white desk.
 */
import { windowed } from './paper';
import { refinedQuad } from './page-edges';
import type { Point, Quad } from './perspective';
import { areaOf, convexHull, largestQuadIn, pageOrder } from './quad-geometry';
import type { Raster } from './raster';

/** The long side of the shrunken photo the paper is found on. */
const SMALL_SIDE = 360;
/** The closing's radius there, in its pixels: more than a line of print is thick after shrinking. */
const CLOSING_RADIUS = 2;
/** Added before taking logarithms, so the noise of black corners does not become steps. */
const DARK_FLOOR = 12;
/**
 * The middle of the photo taken as paper: a square this share of the photo's short side
 * each way from the centre (small enough to lie inside a page that fills half the photo's
 * short side, turned or not).
 */
const PAPER_SEED = 0.06;
/** The rim of the shrunken photo taken as table, in its pixels. */
const TABLE_SEED = 2;
/** Gradient levels of the flooding. */
const LEVELS = 256;

/** A sheet covers at least this share of the photo (a page half the photo tall, seen at an angle), and leaves some of it to the table. */
const MIN_AREA = 0.06;
const MAX_AREA = 0.97;
/** Of the quadrilateral, at least this share is the flooded paper (and not much more). */
const MIN_FILL = 0.88;
const MAX_FILL = 1.08;
/** A sheet's corners, seen at an angle, are no sharper or blunter than this (degrees). */
const MIN_CORNER_ANGLE = 40;
const MAX_CORNER_ANGLE = 140;
/**
 * Paper is at least this many times brighter than what lies just beyond its edge, all
 * round: white paper on pale wood still is, while the floods' meeting line on a photo that
 * is all paper (a shadow's edge, a margin) steps less along at least one side.
 */
const MIN_EDGE_STEP = Math.log(1.1);
/** How far either side of an edge its step is measured, in shrunken pixels. */
const STEP_OFFSET = 3;

/** The page's corners in the photo's pixels, or undefined when no whole sheet is seen. */
export function pageQuadOf(photo: Raster): Quad | undefined {
  const small = shrunkenLogOf(photo);
  const paper = floodedPaper(small);
  const coarse = quadOf(paper, small);
  if (!coarse || !isSheet(coarse, paper, small)) return undefined;
  const scaled = coarse.map(([x, y]) => [(x + 0.5) * small.step, (y + 0.5) * small.step]) as Quad;
  return refinedQuad(photo, scaled, small.step);
}

interface SmallPhoto {
  width: number;
  height: number;
  /** Full-size pixels per shrunken pixel. */
  step: number;
  /** log(value + DARK_FLOOR) of each channel, closed. */
  logChannels: Float32Array[];
  /** The closed brightness, log(luminance + DARK_FLOOR). */
  logLuminance: Float32Array;
}

/** The photo as means of step × step blocks, print closed away, in logarithms. */
function shrunkenLogOf({ data, width, height }: Raster): SmallPhoto {
  const step = Math.max(1, Math.ceil(Math.max(width, height) / SMALL_SIDE));
  const [smallWidth, smallHeight] = [Math.ceil(width / step), Math.ceil(height / step)];
  const size = smallWidth * smallHeight;
  const sums = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
  const counts = new Uint32Array(size);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / step) * smallWidth;
    for (let x = 0, p = y * width * 3; x < width; x++, p += 3) {
      const i = row + Math.floor(x / step);
      sums[0][i] += data[p];
      sums[1][i] += data[p + 1];
      sums[2][i] += data[p + 2];
      counts[i]++;
    }
  }
  const closed = sums.map((sum) => {
    for (let i = 0; i < size; i++) sum[i] /= counts[i];
    return windowed(windowed(sum, smallWidth, smallHeight, CLOSING_RADIUS, Math.max), smallWidth, smallHeight, CLOSING_RADIUS, Math.min);
  });
  const logLuminance = new Float32Array(size);
  for (let i = 0; i < size; i++) logLuminance[i] = Math.log(0.299 * closed[0][i] + 0.587 * closed[1][i] + 0.114 * closed[2][i] + DARK_FLOOR);
  const logChannels = closed.map((channel) => channel.map((value) => Math.log(value + DARK_FLOOR)));
  return { width: smallWidth, height: smallHeight, step, logChannels, logLuminance };
}

/** The strongest of the channels' gradients (Sobel) at each point; 0 on the rim. */
function gradientOf({ width, height, logChannels }: SmallPhoto): Float32Array {
  const gradient = new Float32Array(width * height);
  for (const v of logChannels) {
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
        const gx = v[i - width + 1] + 2 * v[i + 1] + v[i + width + 1] - v[i - width - 1] - 2 * v[i - 1] - v[i + width - 1];
        const gy = v[i + width - 1] + 2 * v[i + width] + v[i + width + 1] - v[i - width - 1] - 2 * v[i - width] - v[i - width + 1];
        gradient[i] = Math.max(gradient[i], Math.hypot(gx, gy) / 8);
      }
    }
  }
  return gradient;
}

const PAPER = 1;
const TABLE = 2;

/**
 * 1 where the flood from the middle reached first (the paper), by a watershed over the
 * gradient: both floods rise level by level, so they meet on the highest ridge between them.
 */
function floodedPaper(small: SmallPhoto): Uint8Array {
  const { width, height } = small;
  const gradient = gradientOf(small);
  let highest = 0;
  for (const value of gradient) highest = Math.max(highest, value);
  const levelOf = (i: number) => (highest > 0 ? Math.min(LEVELS - 1, Math.floor((gradient[i] / highest) * LEVELS)) : 0);
  const label = new Uint8Array(width * height);
  const buckets: number[][] = Array.from({ length: LEVELS }, () => []);
  const seedReach = PAPER_SEED * Math.min(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < TABLE_SEED || y < TABLE_SEED || x >= width - TABLE_SEED || y >= height - TABLE_SEED) label[i] = TABLE;
      else if (Math.abs(x + 0.5 - width / 2) <= seedReach && Math.abs(y + 0.5 - height / 2) <= seedReach) label[i] = PAPER;
      else continue;
      buckets[0].push(i);
    }
  }
  for (let level = 0; level < LEVELS; level++) {
    const bucket = buckets[level];
    for (let k = 0; k < bucket.length; k++) {
      const i = bucket[k];
      const x = i % width;
      for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (next < 0 || next >= label.length || label[next]) continue;
        label[next] = label[i];
        buckets[Math.max(level, levelOf(next))].push(next);
      }
    }
    buckets[level] = [];
  }
  const paper = new Uint8Array(width * height);
  for (let i = 0; i < paper.length; i++) paper[i] = label[i] === PAPER ? 1 : 0;
  return paper;
}

/** The paper's largest inscribed quadrilateral of its hull, in shrunken pixels, page-ordered. */
function quadOf(paper: Uint8Array, { width, height }: SmallPhoto): Quad | undefined {
  const outline: Point[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!paper[i]) continue;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1 || !paper[i - 1] || !paper[i + 1] || !paper[i - width] || !paper[i + width]) outline.push([x, y]);
    }
  }
  const corners = largestQuadIn(convexHull(outline));
  return corners && pageOrder(corners);
}

/** Whether the quadrilateral is a whole sheet on something darker (see the top of the file). */
function isSheet(quad: Quad, paper: Uint8Array, small: SmallPhoto): boolean {
  const { width, height, logLuminance } = small;
  const area = areaOf(quad);
  if (area < MIN_AREA * width * height || area > MAX_AREA * width * height) return false;
  let paperCount = 0;
  for (const value of paper) paperCount += value;
  if (paperCount < MIN_FILL * area || paperCount > MAX_FILL * area) return false;
  for (let i = 0; i < 4; i++) {
    const [before, at, after] = [quad[(i + 3) % 4], quad[i], quad[(i + 1) % 4]];
    const angle = (Math.abs(Math.atan2(cross(at, before, after), dotAt(at, before, after))) * 180) / Math.PI;
    if (angle < MIN_CORNER_ANGLE || angle > MAX_CORNER_ANGLE) return false;
  }
  const centre: Point = [quad.reduce((s, p) => s + p[0], 0) / 4, quad.reduce((s, p) => s + p[1], 0) / 4];
  const valueAt = (x: number, y: number) => {
    const [px, py] = [Math.round(x), Math.round(y)];
    return px < 0 || py < 0 || px >= width || py >= height ? undefined : logLuminance[py * width + px];
  };
  for (let i = 0; i < 4; i++) if (!(edgeStepOf(quad[i], quad[(i + 1) % 4], centre, valueAt) >= MIN_EDGE_STEP)) return false;
  return true;
}

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const dotAt = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[0] - o[0]) + (a[1] - o[1]) * (b[1] - o[1]);

/**
 * The median step in log brightness across a side, inside less outside, over its middle
 * part; NaN when the side runs along the photo's edge, where there is no outside to see.
 */
function edgeStepOf(from: Point, to: Point, centre: Point, valueAt: (x: number, y: number) => number | undefined): number {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  let [nx, ny] = [(to[1] - from[1]) / length, -(to[0] - from[0]) / length];
  const middle: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  if (nx * (middle[0] - centre[0]) + ny * (middle[1] - centre[1]) < 0) [nx, ny] = [-nx, -ny];
  const steps: number[] = [];
  for (let k = 0; k <= 20; k++) {
    const t = 0.15 + (0.7 * k) / 20;
    const [x, y] = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
    const inside = valueAt(x - STEP_OFFSET * nx, y - STEP_OFFSET * ny);
    const outside = valueAt(x + STEP_OFFSET * nx, y + STEP_OFFSET * ny);
    steps.push(inside === undefined || outside === undefined ? Number.NaN : inside - outside);
  }
  if (steps.some(Number.isNaN)) return Number.NaN;
  steps.sort((a, b) => a - b);
  return steps[steps.length >> 1];
}
