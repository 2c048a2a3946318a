/**
 * The mean of every (2r+1)² window of a float image, in time independent of r: a running sum
 * along each row, then along each column. At the image's edges the window holds fewer pixels
 * and is divided by the count it holds, so a flat image stays flat up to its border.
 */
export function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const rows = new Float32Array(values.length);
  for (let y = 0; y < height; y++) runningMean(values, rows, y * width, 1, width, radius);
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) runningMean(rows, out, x, width, height, radius);
  return out;
}

/** One line (a row or a column: `start`, every `stride`-th value, `length` of them). */
function runningMean(source: Float32Array, target: Float32Array, start: number, stride: number, length: number, radius: number): void {
  // Sums in double precision: a float32 running sum drifts over a 6000-pixel line.
  let sum = 0;
  const firstEnd = Math.min(radius, length - 1);
  for (let i = 0; i <= firstEnd; i++) sum += source[start + i * stride];
  for (let i = 0; i < length; i++) {
    const from = Math.max(0, i - radius);
    const to = Math.min(length - 1, i + radius);
    target[start + i * stride] = sum / (to - from + 1);
    // Slide: the value entering on the right, the one leaving on the left.
    if (i + radius + 1 < length) sum += source[start + (i + radius + 1) * stride];
    if (i - radius >= 0) sum -= source[start + (i - radius) * stride];
  }
}
