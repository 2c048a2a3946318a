/**
 * Edge-preserving smoothing: the guided filter of He, Sun and Tang (ECCV 2010), each colour
 * channel guiding itself. In a flat patch (skin texture, small blemishes: variance below eps)
 * it gives the local mean; across a strong edge (the nose's side, an eyelid, the jaw) the
 * variance dominates eps and the pixel is kept. Linear in the pixel count whatever the radius.
 */
import { boxMean } from './box-blur';

/** `values` (0–255) smoothed where their local variance is below `eps` (in levels²). */
export function guidedSmooth(values: Float32Array, width: number, height: number, radius: number, eps: number): Float32Array {
  const squares = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) squares[i] = values[i] * values[i];
  const mean = boxMean(values, width, height, radius);
  const meanOfSquares = boxMean(squares, width, height, radius);
  const a = new Float32Array(values.length);
  const b = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const variance = Math.max(0, meanOfSquares[i] - mean[i] * mean[i]);
    a[i] = variance / (variance + eps);
    b[i] = mean[i] * (1 - a[i]);
  }
  const meanA = boxMean(a, width, height, radius);
  const meanB = boxMean(b, width, height, radius);
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = meanA[i] * values[i] + meanB[i];
  return out;
}
