/**
 * The painting surface: floats, sRGB, 0–1, so washes and glows add and multiply without
 * the rounding of bytes; converted to the family's RGBA Picture once at the end.
 */
import { CHANNELS, type Picture } from '../../picture';
import type { Mask } from './mask';

export type Rgb = readonly [number, number, number];

export interface Canvas {
  side: number;
  /** r, g, b per pixel, row by row. */
  rgb: Float32Array;
}

export const blankCanvas = (side: number): Canvas => ({ side, rgb: new Float32Array(side * side * 3) });

export function hex(code: string): Rgb {
  const value = Number.parseInt(code.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const scale = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k];
export const luminance = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];

/** Turns a colour's hue by `degrees`, keeping its lightness and saturation (through HSL). */
export function turnHue([r, g, b]: Rgb, degrees: number): Rgb {
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  const lightness = (high + low) / 2;
  const chroma = high - low;
  if (chroma < 1e-6) return [r, g, b];
  let hue = high === r ? ((g - b) / chroma) % 6 : high === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r1, g1, b1] = hue < 60 ? [chroma, x, 0] : hue < 120 ? [x, chroma, 0] : hue < 180 ? [0, chroma, x] : hue < 240 ? [0, x, chroma] : hue < 300 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [r1 + m, g1 + m, b1 + m];
}

/** A vertical gradient through colour stops at fractions of the height. */
export function fillVertical(canvas: Canvas, stops: readonly (readonly [number, Rgb])[]): void {
  const { side, rgb } = canvas;
  for (let y = 0; y < side; y++) {
    const t = y / (side - 1);
    let i = 0;
    while (i < stops.length - 2 && t > stops[i + 1][0]) i++;
    const [t0, c0] = stops[i];
    const [t1, c1] = stops[Math.min(i + 1, stops.length - 1)];
    const c = mix(c0, c1, t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 0);
    for (let x = 0, p = y * side * 3; x < side; x++, p += 3) {
      rgb[p] = c[0];
      rgb[p + 1] = c[1];
      rgb[p + 2] = c[2];
    }
  }
}

/**
 * Lays colour over the canvas through a mask: opaque paint, the way oil or gouache covers.
 * `colourAt` may vary the colour by pixel (a gradient down a mountain); `strength` scales the mask.
 */
export function paintOver(canvas: Canvas, mask: Mask, colourAt: (x: number, y: number) => Rgb, strength = 1): void {
  const { side, rgb } = canvas;
  for (let y = mask.top; y < mask.bottom; y++) {
    for (let x = 0; x < side; x++) {
      const a = mask.data[y * side + x] * strength;
      if (a <= 0.001) continue;
      const c = colourAt(x, y);
      const p = (y * side + x) * 3;
      rgb[p] += (c[0] - rgb[p]) * a;
      rgb[p + 1] += (c[1] - rgb[p + 1]) * a;
      rgb[p + 2] += (c[2] - rgb[p + 2]) * a;
    }
  }
}

/** Light added (a glow, a neon line): the canvas is brightened, never covered. */
export function addLight(canvas: Canvas, plane: Float32Array, colour: Rgb, strength: number, top = 0, bottom = canvas.side): void {
  const { side, rgb } = canvas;
  for (let i = top * side, end = bottom * side; i < end; i++) {
    const a = plane[i] * strength;
    if (a <= 0.0005) continue;
    rgb[i * 3] += colour[0] * a;
    rgb[i * 3 + 1] += colour[1] * a;
    rgb[i * 3 + 2] += colour[2] * a;
  }
}

/** Into the family's RGBA picture, clamped and opaque. */
export function pictureOfCanvas({ side, rgb }: Canvas): Picture {
  const data = new Uint8Array(side * side * CHANNELS);
  for (let i = 0, p = 0; i < side * side; i++, p += 3) {
    data[i * 4] = Math.max(0, Math.min(255, Math.round(rgb[p] * 255)));
    data[i * 4 + 1] = Math.max(0, Math.min(255, Math.round(rgb[p + 1] * 255)));
    data[i * 4 + 2] = Math.max(0, Math.min(255, Math.round(rgb[p + 2] * 255)));
    data[i * 4 + 3] = 255;
  }
  return { data, width: side, height: side };
}
