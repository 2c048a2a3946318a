/**
 * Edge-preserving smoothing of one plane: the guided filter (K. He, J. Sun, X. Tang, "Guided
 * Image Filtering", ECCV 2010) with the plane as its own guide. In each window the output is a
 * linear function of the input whose slope is var / (var + eps): where the window's variance
 * is far above eps (an edge: a nose's side, a building against the sky) the input passes
 * almost unchanged, where it is below (texture, noise, a gradient of skin) the window's mean
 * takes over. Four box means, whatever the radius. The anime filter smooths Oklab planes with
 * it (eps in 0–1 units²), the face filters skin in 0–255 levels (eps in levels²).
 *
 * (Human split's guided filter, ../human-split/guided-filter.ts, is another: a colour guide
 * steering a separate mask, solved as a 3 × 3 system per window.)
 */
import { boxMean, type BoxEdges } from './box-mean';

export function guidedSmoothing(plane: Float32Array, width: number, height: number, radius: number, eps: number, edges: BoxEdges): Float32Array {
  const area = plane.length;
  const squares = new Float32Array(area);
  for (let i = 0; i < area; i++) squares[i] = plane[i] * plane[i];
  const mean = boxMean(plane, width, height, radius, edges);
  const meanOfSquares = boxMean(squares, width, height, radius, edges);
  // Reused, to allocate less: the slope into `squares`, the offset into `meanOfSquares`.
  const slope = squares;
  const offset = meanOfSquares;
  for (let i = 0; i < area; i++) {
    const variance = Math.max(0, meanOfSquares[i] - mean[i] * mean[i]);
    slope[i] = variance / (variance + eps);
    offset[i] = mean[i] - slope[i] * mean[i];
  }
  const meanSlope = boxMean(slope, width, height, radius, edges);
  const meanOffset = boxMean(offset, width, height, radius, edges, mean);
  const out = new Float32Array(area);
  for (let i = 0; i < area; i++) out[i] = meanSlope[i] * plane[i] + meanOffset[i];
  return out;
}
