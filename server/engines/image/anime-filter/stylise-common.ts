/**
 * What the three styles share: sizes that follow the photo's (a line one pixel wide on a
 * 0.3 MP photo is three on a 12 MP one, so the result looks the same at any size), the
 * photo smoothed in Oklab, and writing colours back with the upload's own alpha.
 */
import { guidedSmoothing } from '../filters/guided-smoothing';
import type { OklabPlanes } from '../filters/oklab';
import { CHANNELS, type Picture } from '../picture';

/** 1 for a one-megapixel photo, growing with its side. */
export const sizeScale = ({ width, height }: Picture) => Math.sqrt(width * height) / 1000;

export function alphaOf({ data, width, height }: Picture): Uint8Array | undefined {
  const alpha = new Uint8Array(width * height);
  let transparent = false;
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = data[i * CHANNELS + 3];
    if (alpha[i] < 255) transparent = true;
  }
  return transparent ? alpha : undefined;
}

/**
 * Lightness smoothed hard (skin, sky and walls go flat, their edges stay), colour harder: the
 * eye forgives colour that bleeds less than lightness that does. Twice over, as one pass leaves
 * the texture of grass and hair half there.
 */
export function smoothedOklab(planes: OklabPlanes, width: number, height: number, radius: number): OklabPlanes {
  let { L, a, b } = planes;
  for (let pass = 0; pass < 2; pass++) {
    L = guidedSmoothing(L, width, height, radius, 0.004, 'repeat');
    a = guidedSmoothing(a, width, height, radius, 0.0015, 'repeat');
    b = guidedSmoothing(b, width, height, radius, 0.0015, 'repeat');
  }
  return { L, a, b };
}

/** Oklab lightness (0–1) as 0–255, the scale the ink thresholds are written in. */
export function lightness255(L: Float32Array): Float32Array {
  const out = new Float32Array(L.length);
  for (let i = 0; i < L.length; i++) out[i] = L[i] * 255;
  return out;
}

/** A new picture of the same size and alpha, its RGB from `paint(i)` for each pixel. */
export function paintedLike(source: Picture, paint: (i: number, rgb: Uint8Array) => void): Picture {
  const data = new Uint8Array(source.data.length);
  const rgb = new Uint8Array(3);
  for (let i = 0, at = 0; at < data.length; i++, at += CHANNELS) {
    paint(i, rgb);
    data[at] = rgb[0];
    data[at + 1] = rgb[1];
    data[at + 2] = rgb[2];
    data[at + 3] = source.data[at + 3];
  }
  return { data, width: source.width, height: source.height };
}
