/** What the anime filter's tests read off a picture, as a person looking at it would judge it. */
import { boxMean } from '../../filters/box-mean';
import { luminanceOf } from '../../filters/luminance';
import { CHANNELS, type Picture } from '../../picture';

const LIGHT = 100;

/** Share of the pixels that the `top` most common colours cover. */
export function shareOfCommonestColours({ data }: Picture, top: number): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += CHANNELS) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const commonest = [...counts.values()].sort((a, b) => b - a).slice(0, top);
  return commonest.reduce((sum, count) => sum + count, 0) / (data.length / CHANNELS);
}

/** Shannon entropy (bits) of the colours, each channel cut to 5 bits. */
export function colourEntropy({ data }: Picture): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += CHANNELS) {
    const key = ((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = data.length / CHANNELS;
  let entropy = 0;
  for (const count of counts.values()) entropy -= (count / total) * Math.log2(count / total);
  return entropy;
}

/**
 * The photo's strong edges between light areas and its flat light areas: a pixel is on such an
 * edge when the brightness changes by more than `edge` (0–255) across it while both sides stay
 * light (so a dark pixel beside it can only be a drawn line), and in a flat area when its
 * 11 × 11 neighbourhood varies by less than `flat` (standard deviation) and is light.
 */
export function edgesAndFlats(picture: Picture, edge = 40, flat = 3): { edges: Uint8Array; flats: Uint8Array } {
  const { width, height } = picture;
  const grey = luminanceOf(picture);
  const squares = grey.map((v) => v * v);
  const mean = boxMean(grey, width, height, 5, 'repeat');
  const meanOfSquares = boxMean(squares, width, height, 5, 'repeat');
  const edges = new Uint8Array(grey.length);
  const flats = new Uint8Array(grey.length);
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x;
      const [left, right, up, down] = [grey[i - 2], grey[i + 2], grey[i - 2 * width], grey[i + 2 * width]];
      const change = Math.max(Math.abs(left - right), Math.abs(up - down));
      if (change > edge && Math.min(left, right, up, down) > LIGHT) edges[i] = 1;
      if (Math.sqrt(Math.max(0, meanOfSquares[i] - mean[i] * mean[i])) < flat && mean[i] > LIGHT) flats[i] = 1;
    }
  }
  return { edges, flats };
}

/** Share of the marked pixels that have a dark pixel (luminance below `dark`) within `reach` pixels. */
export function shareNearDark(picture: Picture, marked: Uint8Array, dark = 70, reach = 2): number {
  const { width, height } = picture;
  const grey = luminanceOf(picture);
  let count = 0;
  let near = 0;
  for (let y = reach; y < height - reach; y++) {
    for (let x = reach; x < width - reach; x++) {
      if (!marked[y * width + x]) continue;
      count++;
      search: for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          if (grey[(y + dy) * width + x + dx] < dark) {
            near++;
            break search;
          }
        }
      }
    }
  }
  return near / Math.max(1, count);
}

/** Mean absolute difference of the RGB of two pictures of one size. */
export function meanDifference(a: Picture, b: Picture): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += CHANNELS) for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c] - b.data[i + c]);
  return sum / ((a.data.length / CHANNELS) * 3);
}
