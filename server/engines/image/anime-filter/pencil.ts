/**
 * Pencil sketch: the colour dodge of a photo's grey by its blurred negative (the darkroom
 * "dodge" a sketch filter is made of) leaves paper white wherever the photo is even and
 * graphite grey along its edges and in its dark detail; then the paper's grain, and a light
 * diagonal hatching in the darks, as a pencil leaves them.
 */
import { clamp } from '../filters/clamp';
import { gaussianBlur } from '../filters/gaussian-blur';
import { luminanceOf } from '../filters/luminance';
import { hashNoise } from '../filters/hash-noise';
import type { Picture } from '../picture';
import { paintedLike, sizeScale } from './stylise-common';

/** A warm paper white, and graphite's slightly blue grey at full pressure. */
const PAPER: readonly number[] = [250, 247, 240];
const GRAPHITE: readonly number[] = [52, 54, 62];
/** Above 1 deepens the dodge's pale strokes to a pencil's weight. */
const PRESSURE = 1.8;
const DARK_FLOOR = 24;

export function pencilSketch(picture: Picture): Picture {
  const { width, height } = picture;
  const scale = sizeScale(picture);
  // A hair of blur first: the dodge magnifies small differences, JPEG blocks among them.
  const grey = gaussianBlur(luminanceOf(picture), width, height, Math.max(0.7, 0.8 * scale));
  const negative = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) negative[i] = 255 - grey[i];
  const blurred = gaussianBlur(negative, width, height, Math.max(2, 6 * scale));
  // Grain as big as paper fibres look at this size: noise on a coarse grid, blurred.
  const fibre = Math.max(1, Math.round(1.5 * scale));
  const grain = new Float32Array(grey.length);
  for (let i = 0; i < grain.length; i++) {
    const x = i % width;
    grain[i] = hashNoise(Math.floor(x / fibre), Math.floor((i - x) / width / fibre), 7) - 0.5;
  }
  const paperGrain = gaussianBlur(grain, width, height, fibre);
  const hatchPeriod = Math.max(3, 5 * scale);
  return paintedLike(picture, (i, rgb) => {
    // Offset by DARK_FLOOR: in a dark area both sides are small and their ratio is noise.
    const dodge = Math.min(1, (grey[i] + DARK_FLOOR) / (255 - blurred[i] + DARK_FLOOR));
    let tone = 1 - dodge ** PRESSURE;
    // Hatching in the darker half of the photo: strokes at 45° where the photo is dark.
    const x = i % width;
    const y = (i - x) / width;
    const darkness = Math.max(0, (140 - grey[i]) / 140);
    const stroke = 0.5 + 0.5 * Math.cos(((x + y) / hatchPeriod) * 2 * Math.PI);
    tone = Math.min(1, tone + darkness * (0.15 + 0.35 * stroke));
    tone = clamp(tone + paperGrain[i] * 0.25, 0, 1);
    for (let d = 0; d < 3; d++) rgb[d] = Math.round(PAPER[d] * (1 - tone) + GRAPHITE[d] * tone);
  });
}
