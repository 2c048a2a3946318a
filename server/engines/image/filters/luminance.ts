/** The brightness of each pixel as one plane of floats, 0–255 (Rec. 709 weights on the sRGB bytes, as a photo's grey version is usually made). */
import { CHANNELS, type Picture } from '../picture';

export function luminanceOf({ data, width, height }: Picture): Float32Array {
  const plane = new Float32Array(width * height);
  for (let i = 0; i < plane.length; i++) plane[i] = 0.2126 * data[i * CHANNELS] + 0.7152 * data[i * CHANNELS + 1] + 0.0722 * data[i * CHANNELS + 2];
  return plane;
}
