/** Small figures over a page's pixels: which are ink, percentiles and spreads of brightness. */

/** Darker than this, on a page whose paper has been made white, is ink. */
const INK_BELOW = 180;

/** 1 for each ink pixel of a flattened page's brightness. */
export function inkMaskOf(luminance: Float32Array, below = INK_BELOW): Uint8Array {
  const ink = new Uint8Array(luminance.length);
  for (let i = 0; i < ink.length; i++) ink[i] = luminance[i] < below ? 1 : 0;
  return ink;
}

/** The value below which a share `q` (0–1) of the values lie; values are brightnesses 0–255. */
export function percentile(values: ArrayLike<number>, q: number): number {
  const counts = new Uint32Array(256);
  for (let i = 0; i < values.length; i++) counts[Math.max(0, Math.min(255, Math.round(values[i])))]++;
  const wanted = q * values.length;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value];
    if (seen >= wanted) return value;
  }
  return 255;
}

/** Standard deviation. */
export function spreadOf(values: ArrayLike<number>): number {
  if (!values.length) return 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  const mean = sum / values.length;
  let squares = 0;
  for (let i = 0; i < values.length; i++) squares += (values[i] - mean) ** 2;
  return Math.sqrt(squares / values.length);
}
