/**
 * The colour the paper has at every point of the page, without what is written on it:
 * shadows, a lamp's fall-off, a yellowed sheet. Print and handwriting are thin and dark on a
 * bright sheet, so on a shrunken page a grey-level closing (the brightest value around each
 * point, then the darkest of those) wipes them out and keeps the light, which varies slowly.
 *
 * Known limit: a dark area wider than the closing window (a photo, a filled box) reads as
 * paper in shadow.
 *
 * The closing keeps the sharp edge of a shadow (a hand's, a phone's) where it is; the blur
 * that smooths the closing's blocks would spread it into a grey band on the lit side and a
 * bright one on the dark side. With `keepShadowEdges` the blur averages only neighbours
 * within a few per cent of each point's own light, so such an edge stays sharp.
 */
import type { Raster } from './raster';

/** The long side of the shrunken page the light is estimated on. */
const SMALL_SIDE = 240;
/**
 * The closing radius on the shrunken page, in its pixels: a window of 13 is about 5 % of the
 * page, more than a line of body text or a heading is tall, less than a shadow is wide.
 */
const RADIUS = 6;
/** How far in from the edge the closing and the blur see one side only. */
const EDGE_BAND = 3 * RADIUS;
/** With `keepShadowEdges`, neighbours whose light differs from a point's by more than this share are not averaged in. */
const SAME_LIGHT = 0.06;
/** Light that differs by more than this share from the light carried on to the page's edge is a shadow's edge, not a fall-off (with `keepShadowEdges`). */
const STEP = 0.15;

export function paperOf(page: Raster, { keepShadowEdges = false } = {}): Raster {
  const { width, height } = page;
  const step = Math.max(1, Math.ceil(Math.max(width, height) / SMALL_SIDE));
  const smallWidth = Math.ceil(width / step);
  const smallHeight = Math.ceil(height / step);
  const blur = keepShadowEdges ? sameLightBlur : boxBlur;
  const channels = [0, 1, 2].map((channel) => {
    let small = shrink(page, channel, step, smallWidth, smallHeight);
    small = windowed(small, smallWidth, smallHeight, RADIUS, Math.max);
    small = windowed(small, smallWidth, smallHeight, RADIUS, Math.min);
    return blur(blur(small, smallWidth, smallHeight, RADIUS), smallWidth, smallHeight, RADIUS);
  });
  const keepOwn = keepShadowEdges ? shadowEdgesInBand(channels, smallWidth, smallHeight, EDGE_BAND) : undefined;
  const paper = new Uint8Array(width * height * 3);
  channels.forEach((small, channel) => {
    extrapolateEdges(small, smallWidth, smallHeight, EDGE_BAND, keepOwn);
    enlargeInto(paper, channel, small, smallWidth, smallHeight, step, width, height);
  });
  return { data: paper, width, height };
}

/** The mean of each step × step block of one channel. */
function shrink({ data, width, height }: Raster, channel: number, step: number, smallWidth: number, smallHeight: number): Float32Array {
  const sums = new Float32Array(smallWidth * smallHeight);
  const counts = new Uint32Array(smallWidth * smallHeight);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / step) * smallWidth;
    for (let x = 0, p = y * width * 3 + channel; x < width; x++, p += 3) {
      const i = row + Math.floor(x / step);
      sums[i] += data[p];
      counts[i]++;
    }
  }
  for (let i = 0; i < sums.length; i++) sums[i] /= counts[i];
  return sums;
}

/** A square window's max or min around each point, as two passes (rows, then columns). */
export function windowed(values: Float32Array, width: number, height: number, radius: number, pick: (a: number, b: number) => number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = values[y * width + x];
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++) best = pick(best, values[y * width + dx]);
      across[y * width + x] = best;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = across[y * width + x];
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++) best = pick(best, across[dy * width + x]);
      out[y * width + x] = best;
    }
  }
  return out;
}

/** A square mean filter (rows, then columns), the edges clamped. */
function boxBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dx = -radius; dx <= radius; dx++) sum += values[y * width + Math.min(width - 1, Math.max(0, x + dx))];
      across[y * width + x] = sum / (2 * radius + 1);
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = -radius; dy <= radius; dy++) sum += across[Math.min(height - 1, Math.max(0, y + dy)) * width + x];
      out[y * width + x] = sum / (2 * radius + 1);
    }
  }
  return out;
}

/**
 * A square mean filter (rows, then columns) over the neighbours whose value is within
 * SAME_LIGHT of the point's own: plateaus are smoothed, steps kept.
 */
function sameLightBlur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const pass = (source: Float32Array, along: (i: number, k: number) => number, length: number, count: number) => {
    const out = new Float32Array(source.length);
    for (let line = 0; line < count; line++) {
      for (let k = 0; k < length; k++) {
        const centre = source[along(line, k)];
        let [sum, n] = [0, 0];
        for (let d = Math.max(0, k - radius); d <= Math.min(length - 1, k + radius); d++) {
          const value = source[along(line, d)];
          if (Math.abs(value - centre) <= SAME_LIGHT * centre) [sum, n] = [sum + value, n + 1];
        }
        out[along(line, k)] = sum / n;
      }
    }
    return out;
  };
  const across = pass(values, (y, x) => y * width + x, width, height);
  return pass(across, (x, y) => y * width + x, height, width);
}

/**
 * The outer `band` of the estimate, drawn on from the light just inside it: near an edge the
 * windows see only one side, so light that keeps falling off towards an edge (a corner in
 * shadow) would level out there and leave a grey rim on the page. Each point of the band is
 * carried on from the nearest point inside it along the slope there, no further than a
 * quarter darker or brighter; the points `keepOwn` marks keep their own light.
 */
function extrapolateEdges(values: Float32Array, width: number, height: number, band: number, keepOwn?: Uint8Array) {
  if (width <= 3 * band || height <= 3 * band) return;
  const source = values.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (keepOwn?.[y * width + x]) continue;
      const carried = carriedLight(source, width, height, band, x, y);
      if (carried !== undefined) values[y * width + x] = carried;
    }
  }
}

/** The light carried on to a point of the band (see extrapolateEdges); undefined inside it. */
function carriedLight(source: Float32Array, width: number, height: number, band: number, x: number, y: number): number | undefined {
  const at = (px: number, py: number) => source[py * width + px];
  const inside = (k: number, length: number) => Math.min(length - 1 - band, Math.max(band, k));
  const slope = (k: number, length: number, along: (k: number) => number) =>
    k < band ? (along(band) - along(2 * band)) / band : k > length - 1 - band ? (along(length - 1 - band) - along(length - 1 - 2 * band)) / band : 0;
  const [ix, iy] = [inside(x, width), inside(y, height)];
  if (ix === x && iy === y) return undefined;
  const base = at(ix, iy);
  const across = slope(x, width, (k) => at(k, iy)) * Math.abs(x - ix);
  const down = slope(y, height, (k) => at(ix, k)) * Math.abs(y - iy);
  return Math.max(0.75 * base, Math.min(1.25 * base, base + across + down));
}

/**
 * The points of the band whose own light is far from the light carried on to them, in all
 * channels together (so no channel is carried on where another is not, which would tint the
 * page): a shadow's sharp edge crosses the band there, and carrying the light on straight
 * from inside would move the edge.
 */
function shadowEdgesInBand(channels: Float32Array[], width: number, height: number, band: number): Uint8Array {
  const keepOwn = new Uint8Array(width * height);
  if (width <= 3 * band || height <= 3 * band) return keepOwn;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let difference = 0;
      for (const values of channels) {
        const carried = carriedLight(values, width, height, band, x, y);
        if (carried === undefined) break;
        const own = values[y * width + x];
        difference += Math.abs(carried - own) / Math.max(own, 1) / channels.length;
      }
      if (difference > STEP) keepOwn[y * width + x] = 1;
    }
  }
  return keepOwn;
}

/** The shrunken channel back at full size, bilinear between block centres. */
function enlargeInto(out: Uint8Array, channel: number, small: Float32Array, smallWidth: number, smallHeight: number, step: number, width: number, height: number) {
  for (let y = 0; y < height; y++) {
    const sy = Math.min(smallHeight - 1, Math.max(0, (y + 0.5) / step - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(smallHeight - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(smallWidth - 1, Math.max(0, (x + 0.5) / step - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(smallWidth - 1, x0 + 1);
      const fx = sx - x0;
      const top = small[y0 * smallWidth + x0] * (1 - fx) + small[y0 * smallWidth + x1] * fx;
      const bottom = small[y1 * smallWidth + x0] * (1 - fx) + small[y1 * smallWidth + x1] * fx;
      out[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, Math.round(top * (1 - fy) + bottom * fy)));
    }
  }
}

/**
 * The page divided by its paper: what is printed keeps its darkness relative to the paper
 * around it, and the paper itself comes out white wherever the light fell on it.
 */
export function flattened(page: Raster, paper: Raster): Raster {
  const out = new Uint8Array(page.data.length);
  // A floor on the paper: where the "paper" is nearly black (the desk beside the sheet) the
  // division would only blow the noise up.
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round((255 * page.data[i]) / Math.max(paper.data[i], 24)));
  return { data: out, width: page.width, height: page.height };
}
