/**
 * Cel shading: the photo smoothed flat, its colours reduced to a small palette with a little
 * more saturation, as an animation cel is painted, and dark ink lines along its strong edges.
 */
import { oklabOf, oklabToRgb } from '../filters/oklab';
import type { Picture } from '../picture';
import { inkLines } from './ink-lines';
import { quantise } from './palette';
import { alphaOf, lightness255, paintedLike, sizeScale, smoothedOklab } from './stylise-common';

const COLOURS = 16;
/** Chroma (a, b) of the palette times this: cels are painted a little brighter than life. */
const SATURATION = 1.2;
/** A blue-black ink, as cel outlines are rarely pure black. */
const INK: readonly number[] = [28, 24, 36];

export function celShade(picture: Picture): Picture {
  const { width, height } = picture;
  const scale = sizeScale(picture);
  const smooth = smoothedOklab(oklabOf(picture), width, height, Math.max(2, Math.round(5 * scale)));
  const { centres, labels } = quantise(smooth, alphaOf(picture), COLOURS);
  const colours: number[][] = [];
  for (let c = 0; c < centres.length; c += 3) colours.push(oklabToRgb(centres[c], centres[c + 1] * SATURATION, centres[c + 2] * SATURATION));
  const ink = inkLines(lightness255(smooth.L), width, height, { sigma: Math.max(0.8, 1.3 * scale), threshold: 1, softness: 2 });
  return paintedLike(picture, (i, rgb) => {
    const colour = colours[labels[i]];
    const paper = 1 - ink[i];
    for (let d = 0; d < 3; d++) rgb[d] = Math.round(colour[d] * paper + INK[d] * ink[i]);
  });
}
