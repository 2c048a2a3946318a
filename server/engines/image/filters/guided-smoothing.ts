/**
 * Edge-preserving smoothing of one plane: the guided filter (K. He, J. Sun, X. Tang, "Guided
 * Image Filtering", 2010) with the plane as its own guide. In each window the output is a
 * linear function of the input whose slope is var / (var + eps): where the window's variance
 * is far above eps (an edge) the input passes almost unchanged, where it is below (texture,
 * noise, a gradient of skin) the window's mean takes over. Five box blurs, whatever the radius.
 */
import { boxBlur } from './box-blur';

export function guidedSmoothing(plane: Float32Array, width: number, height: number, radius: number, eps: number): Float32Array {
  const area = plane.length;
  const squares = new Float32Array(area);
  for (let i = 0; i < area; i++) squares[i] = plane[i] * plane[i];
  const mean = boxBlur(plane, width, height, radius);
  const meanOfSquares = boxBlur(squares, width, height, radius);
  // Reused: the slope into `squares`, the offset into `meanOfSquares`.
  const slope = squares;
  const offset = meanOfSquares;
  for (let i = 0; i < area; i++) {
    const variance = Math.max(0, meanOfSquares[i] - mean[i] * mean[i]);
    slope[i] = variance / (variance + eps);
    offset[i] = mean[i] - slope[i] * mean[i];
  }
  const meanSlope = boxBlur(slope, width, height, radius);
  const meanOffset = boxBlur(offset, width, height, radius, mean);
  const out = new Float32Array(area);
  for (let i = 0; i < area; i++) out[i] = meanSlope[i] * plane[i] + meanOffset[i];
  return out;
}
