/**
 * Comic ink: a few flat tones, bold black outlines, and the shadows printed as halftone dots
 * (a screen at 45°, each dot as large as the shadow is deep), as a cheaply printed comic book is.
 */
import { dilate } from '../filters/dilate';
import { oklabOf, oklabToRgb } from '../filters/oklab';
import type { Picture } from '../picture';
import { inkLines } from './ink-lines';
import { quantise } from './palette';
import { alphaOf, lightness255, paintedLike, sizeScale, smoothedOklab } from './stylise-common';

const TONES = 6;
const SATURATION = 1.4;
/** Oklab lightness under which a tone is a shadow and gets dots. */
const SHADOW = 0.5;
const INK: readonly number[] = [16, 14, 18];

/** Whether (x, y) falls in a dot of a 45° screen of this period whose dots have this radius. */
function inDot(x: number, y: number, period: number, radius: number): boolean {
  const u = (x + y) * Math.SQRT1_2;
  const v = (x - y) * Math.SQRT1_2;
  const du = u - period * Math.round(u / period);
  const dv = v - period * Math.round(v / period);
  return du * du + dv * dv < radius * radius;
}

export function comicInk(picture: Picture): Picture {
  const { width, height } = picture;
  const scale = sizeScale(picture);
  const smooth = smoothedOklab(oklabOf(picture), width, height, Math.max(3, Math.round(7 * scale)));
  const { centres, labels } = quantise(smooth, alphaOf(picture), TONES);
  const tones: { rgb: number[]; depth: number }[] = [];
  for (let c = 0; c < centres.length; c += 3) {
    const L = centres[c];
    // A shadow tone is printed lighter, its darkness carried by the dots over it instead.
    const depth = Math.max(0, (SHADOW - L) / SHADOW);
    const printed = depth > 0 ? L + (SHADOW - L) * 0.8 : L;
    tones.push({ rgb: oklabToRgb(printed, centres[c + 1] * SATURATION, centres[c + 2] * SATURATION), depth });
  }
  const lines = inkLines(lightness255(smooth.L), width, height, { sigma: Math.max(1, 1.8 * scale), threshold: 1.5, softness: 1.5 });
  // Bold: every inked pixel widened by a pixel or two, then drawn solid.
  const solid = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) solid[i] = lines[i] > 0.5 ? 1 : 0;
  const bold = dilate(solid, width, height, Math.max(1, Math.round(1.2 * scale)));
  const period = Math.max(4, 7 * scale);
  return paintedLike(picture, (i, rgb) => {
    const tone = tones[labels[i]];
    const x = i % width;
    const y = (i - x) / width;
    const dotted = tone.depth > 0 && inDot(x, y, period, period * 0.62 * Math.sqrt(tone.depth));
    const colour = bold[i] || dotted ? INK : tone.rgb;
    rgb[0] = colour[0];
    rgb[1] = colour[1];
    rgb[2] = colour[2];
  });
}
