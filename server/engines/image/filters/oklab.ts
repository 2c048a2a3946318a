/**
 * Oklab (B. Ottosson, 2020, https://bottosson.github.io/posts/oklab/): a colour space in
 * which equal distances look about equally different, so colours can be averaged, clustered
 * and compared there as the eye would. L is lightness 0–1; a (green–red) and b (blue–yellow)
 * stay within about ±0.4 for sRGB colours.
 */
import { CHANNELS, type Picture } from '../picture';
import { toByte } from './clamp';

export interface OklabPlanes {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

/** sRGB byte → linear light, for every byte at once. */
const LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function linearToByte(c: number): number {
  const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return toByte(s * 255);
}

export function oklabOf({ data, width, height }: Picture): OklabPlanes {
  const area = width * height;
  const planes = { L: new Float32Array(area), a: new Float32Array(area), b: new Float32Array(area) };
  for (let i = 0; i < area; i++) {
    const [L, a, b] = rgbToOklab(data[i * CHANNELS], data[i * CHANNELS + 1], data[i * CHANNELS + 2]);
    planes.L[i] = L;
    planes.a[i] = a;
    planes.b[i] = b;
  }
  return planes;
}

export function rgbToOklab(red: number, green: number, blue: number): [number, number, number] {
  const [r, g, b] = [LINEAR[red], LINEAR[green], LINEAR[blue]];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** An Oklab colour as sRGB bytes, clipped into the sRGB gamut. */
export function oklabToRgb(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    linearToByte(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    linearToByte(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    linearToByte(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}
