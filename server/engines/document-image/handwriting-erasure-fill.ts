/**
 * What an erased pixel is painted with: the paper as it is right there, the mean of the bare
 * paper around it. The paper estimate of paper.ts is the light's brightest (a closing), a
 * shade lighter than the paper's own mean in a grainy photo, so a pen's mark painted with it
 * would stay visible as a pale ghost of itself; the mean of the bare pixels nearby matches.
 */
import type { Raster } from './raster';

/** The window the bare paper is averaged over: about a line height either way at phone resolutions. */
const RADIUS = 14;
/** Fewer bare pixels than this in the window (dense ink) fall back to the paper estimate. */
const MIN_BARE = 24;

/** Summed-area table of `value(i)` (0–255) over the page, one row and column of zeros in front; `into` reused. */
function summed(width: number, height: number, value: (i: number) => number, into: Uint32Array<ArrayBuffer> = new Uint32Array((width + 1) * (height + 1))): Uint32Array<ArrayBuffer> {
  const table = into;
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += value(y * width + x);
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1] + row;
    }
  }
  return table;
}

/**
 * The page with every pixel of `erase` painted with the mean of the bare paper (`bare` set)
 * within RADIUS of it, or with `paper` where too little bare paper is near.
 */
export function paintedOver(page: Raster, erase: Uint8Array, bare: Uint8Array, paper: Raster): Raster {
  const { width, height, data } = page;
  const out = data.slice();
  const w = width + 1;
  const box = (table: Uint32Array, left: number, top: number, right: number, bottom: number) =>
    table[bottom * w + right] - table[top * w + right] - table[bottom * w + left] + table[top * w + left];
  const windowOf = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return [Math.max(0, x - RADIUS), Math.max(0, y - RADIUS), Math.min(width, x + RADIUS + 1), Math.min(height, y + RADIUS + 1)] as const;
  };
  const count = summed(width, height, (i) => bare[i]);
  // One channel at a time, in one table: a large page's tables are tens of megabytes each.
  let sum: Uint32Array<ArrayBuffer> | undefined;
  for (let c = 0; c < 3; c++) {
    sum = summed(width, height, (i) => (bare[i] ? data[i * 3 + c] : 0), sum);
    for (let i = 0; i < erase.length; i++) {
      if (!erase[i]) continue;
      const [left, top, right, bottom] = windowOf(i);
      const n = box(count, left, top, right, bottom);
      out[i * 3 + c] = n >= MIN_BARE ? Math.round(box(sum, left, top, right, bottom) / n) : paper.data[i * 3 + c];
    }
  }
  return { data: out, width, height };
}
