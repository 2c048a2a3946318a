/**
 * A line of text cut out of the page level: its box (a rectangle, turned when the page is
 * askew) mapped onto an upright image of the box's own size, as the wrapper does with
 * OpenCV's warpPerspective (getRotateCropImage). A box that stands one and a half times taller
 * than wide is a column of text (Chinese set vertically) and is turned to run left to right.
 * A level box on whole pixels is copied pixel for pixel.
 */
import type { RawImage } from './pixels';

/** Four corners [x, y]: top left, top right, bottom right, bottom left. */
export type Box = [number, number][];

/** Boxes this thin or thinner hold no line (the wrapper's rule). */
const MIN_SIDE = 3;
/** Taller than wide by this much: a vertical column, turned a quarter anticlockwise. */
const COLUMN_RATIO = 1.5;

const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The line inside `box`, RGB; none when the box is too thin. */
export function cropLine(page: RawImage, box: Box): RawImage | undefined {
  const width = Math.trunc(Math.max(distance(box[0], box[1]), distance(box[2], box[3])));
  const height = Math.trunc(Math.max(distance(box[0], box[3]), distance(box[1], box[2])));
  if (width <= MIN_SIDE || height <= MIN_SIDE) return undefined;
  const level = box[0][1] === box[1][1] && box[2][1] === box[3][1] && box[0][0] === box[3][0] && box[1][0] === box[2][0];
  const crop = level
    ? copied(page, box[0][0], box[0][1], width, height)
    : sample(page, width, height, homography([[0, 0], [width, 0], [width, height], [0, height]], box));
  return height / width >= COLUMN_RATIO ? quarterAnticlockwise(crop) : crop;
}

/** The pixels of a level box on whole pixels, as RGB: what sampling gives there, without its sixteen taps a pixel. */
function copied(page: RawImage, left: number, top: number, width: number, height: number): RawImage {
  const { data: source, width: pageWidth, height: pageHeight, channels } = page;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = Math.min(pageHeight - 1, top + y) * pageWidth;
    for (let x = 0; x < width; x++) {
      const from = (row + Math.min(pageWidth - 1, left + x)) * channels;
      const to = (y * width + x) * 3;
      data[to] = source[from];
      data[to + 1] = source[from + 1];
      data[to + 2] = source[from + 2];
    }
  }
  return { data, width, height, channels: 3 };
}

/** OpenCV's bicubic weights (a = -0.75) of the four pixels around a point `t` (0–1) past the first of the middle two. */
function cubicWeights(t: number, into: Float64Array) {
  const A = -0.75;
  into[0] = ((A * (t + 1) - 5 * A) * (t + 1) + 8 * A) * (t + 1) - 4 * A;
  into[1] = ((A + 2) * t - (A + 3)) * t * t + 1;
  into[2] = ((A + 2) * (1 - t) - (A + 3)) * (1 - t) * (1 - t) + 1;
  into[3] = 1 - into[0] - into[1] - into[2];
}

/**
 * Each pixel of a width × height image from the page point the homography `h` maps it to,
 * bicubic as OpenCV's INTER_CUBIC (the wrapper's), the page's edge repeated beyond it.
 */
function sample(page: RawImage, width: number, height: number, h: number[]): RawImage {
  const { data: source, width: pageWidth, height: pageHeight, channels } = page;
  const data = new Uint8Array(width * height * 3);
  const [wx, wy] = [new Float64Array(4), new Float64Array(4)];
  const columns = new Int32Array(4);
  const rows = new Int32Array(4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h[6] * x + h[7] * y + 1;
      const px = (h[0] * x + h[1] * y + h[2]) / w;
      const py = (h[3] * x + h[4] * y + h[5]) / w;
      const [x0, y0] = [Math.floor(px), Math.floor(py)];
      cubicWeights(px - x0, wx);
      cubicWeights(py - y0, wy);
      for (let i = 0; i < 4; i++) {
        columns[i] = Math.max(0, Math.min(pageWidth - 1, x0 - 1 + i)) * channels;
        rows[i] = Math.max(0, Math.min(pageHeight - 1, y0 - 1 + i)) * pageWidth * channels;
      }
      const out = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        let value = 0;
        for (let j = 0; j < 4; j++) {
          let row = 0;
          for (let i = 0; i < 4; i++) row += wx[i] * source[rows[j] + columns[i] + k];
          value += wy[j] * row;
        }
        data[out + k] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return { data, width, height, channels: 3 };
}

/** A quarter turn anticlockwise: the top row becomes the left column, read bottom to top. */
function quarterAnticlockwise({ data, width, height }: RawImage): RawImage {
  const turned = new Uint8Array(data.length);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < height; x++) {
      const from = (x * width + (width - 1 - y)) * 3;
      turned.set(data.subarray(from, from + 3), (y * height + x) * 3);
    }
  }
  return { data: turned, width: height, height: width, channels: 3 };
}

/**
 * The perspective map taking the four points `from` onto the four points `to`: the eight
 * coefficients h of (x, y) → ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w), w = h6 x + h7 y + 1,
 * solved by Gaussian elimination.
 */
function homography(from: Box, to: Box): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [[x, y], [u, v]] = [from[i], to[i]];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  return solve(rows);
}

/** Solves the augmented system (each row: coefficients, then the right-hand side), with partial pivoting. */
function solve(rows: number[][]): number[] {
  const n = rows.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    const lead = rows[col][col] || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = rows[r][col] / lead;
      for (let c = col; c <= n; c++) rows[r][c] -= factor * rows[col][c];
    }
  }
  return rows.map((row, i) => row[n] / (row[i] || 1e-12));
}
