/**
 * How far a page is turned, from its lines of text: projected along the right angle, the ink
 * of each line falls into a few rows and the gaps between lines stay empty, so the row
 * counts are most uneven (largest sum of squares) at the page's skew. Searched coarsely over
 * the range a photographed or scanned page is off by, then finely around the best angle.
 */

/** Pages turned further than this are not a skew but a page on its side (upright.ts turns those). */
const MAX_SKEW = 20;
/** Ink points projected: more adds time, not precision. */
const MAX_POINTS = 120_000;
/** Fewer ink points than this hold no lines to go by. */
const MIN_POINTS = 200;

/**
 * The page's skew in degrees, positive when its lines fall to the right (the page turned
 * clockwise); 0 when it has too little ink to tell. `ink` is 1 for an ink pixel.
 */
export function skewOf(ink: Uint8Array, width: number, height: number): number {
  const points = inkPoints(ink, width, height);
  if (points.length / 2 < MIN_POINTS) return 0;
  const score = (degrees: number) => sharpness(points, degrees, width, height);
  const coarse = bestOf(range(-MAX_SKEW, MAX_SKEW, 0.5), score);
  const fine = bestOf(range(coarse - 0.5, coarse + 0.5, 0.05), score);
  return Math.round(fine * 100) / 100;
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + step / 2; value += step) values.push(value);
  return values;
}

function bestOf(angles: number[], score: (degrees: number) => number): number {
  let best = angles[0];
  let bestScore = -Infinity;
  for (const angle of angles) {
    const value = score(angle);
    // Equal scores keep the angle nearest 0: a page without lines is left as it is.
    if (value > bestScore || (value === bestScore && Math.abs(angle) < Math.abs(best))) [best, bestScore] = [angle, value];
  }
  return best;
}

/** Coordinates of the ink pixels, every n-th when there are many (evenly, so no line is lost). */
function inkPoints(ink: Uint8Array, width: number, height: number): Float32Array {
  let count = 0;
  for (let i = 0; i < ink.length; i++) count += ink[i];
  const every = Math.max(1, Math.ceil(count / MAX_POINTS));
  const points = new Float32Array(Math.ceil(count / every) * 2);
  let n = 0;
  let seen = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) continue;
      if (seen++ % every === 0) {
        points[n++] = x - width / 2;
        points[n++] = y - height / 2;
      }
    }
  }
  return points.subarray(0, n);
}

/** Sum of squared row counts of the points turned back by `degrees`. */
function sharpness(points: Float32Array, degrees: number, width: number, height: number): number {
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const rows = Math.ceil(Math.hypot(width, height)) + 2;
  const counts = new Uint32Array(rows);
  for (let i = 0; i < points.length; i += 2) counts[Math.round(points[i + 1] * cos - points[i] * sin + rows / 2)]++;
  let sum = 0;
  for (let i = 0; i < rows; i++) sum += counts[i] * counts[i];
  return sum;
}

/**
 * Whether a page lies on its side: the ink of lines of text piles up in rows across the
 * lines and spreads evenly along them, so the rows' counts are more uneven than the columns'
 * on an upright page (or one upside down), and the other way round on a page on its side.
 */
export function liesOnItsSide(ink: Uint8Array, width: number, height: number): boolean {
  const rows = new Float64Array(height);
  const columns = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) continue;
      rows[y]++;
      columns[x]++;
    }
  }
  const unevenness = (counts: Float64Array) => counts.reduce((sum, count) => sum + count * count, 0);
  return unevenness(columns) > unevenness(rows);
}
