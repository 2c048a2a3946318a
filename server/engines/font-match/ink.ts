/**
 * Ink masks: where a line's glyphs are, one value per pixel (1 ink, 0 paper; in between
 * where a pixel is partly covered). Both the line cut from the upload and each font's
 * rendering of the same text become masks, so they can be laid over each other.
 */
import sharp from 'sharp';

export interface InkMask {
  width: number;
  height: number;
  /** Row by row, 0–1. */
  ink: Float32Array;
}

export const blankMask = (width: number, height: number): InkMask => ({ width, height, ink: new Float32Array(width * height) });

/** Otsu's threshold of values 0–255: the cut that best separates them into two classes. */
export function otsuThreshold(values: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of values) histogram[value]++;
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i];
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    below += histogram[t];
    if (!below) continue;
    const above = total - below;
    if (!above) break;
    sumBelow += t * histogram[t];
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The value below which the given share of the values lie. */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** The background's colour (RGB): the median of the image's border, where a cut around text has no ink. */
export function paperColour(rgb: Uint8Array, width: number, height: number): number[] {
  const border: [number[], number[], number[]] = [[], [], []];
  for (const p of borderPixels(width, height)) for (let c = 0; c < 3; c++) border[c].push(rgb[p * 3 + c]);
  return border.map(median);
}

/** The indices of the pixels along the image's edges. */
function borderPixels(width: number, height: number): number[] {
  const pixels: number[] = [];
  for (let x = 0; x < width; x++) pixels.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) pixels.push(y * width, y * width + width - 1);
  return pixels;
}

/**
 * Separates glyphs from their background in a colour image (RGB, 3 channels). The paper's
 * colour is the median of the border (the cut has a margin around the text), and each
 * pixel's distance from it says how much ink covers it: Otsu's threshold finds the ink,
 * the ink's own colour is taken far inside that class, and a pixel is ink when it is at
 * least half way from paper to ink. Cutting at half coverage, as the candidate renderings
 * are cut, keeps thin strokes as thin as the fonts draw them (Otsu's cut alone fattens
 * them when the image is soft). Works for dark on light, light on dark and colour on colour,
 * as long as the text differs from its ground.
 */
export function binarise(rgb: Uint8Array, width: number, height: number): InkMask {
  const paper = paperColour(rgb, width, height);
  const distance = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const i = p * 3;
    const d = Math.hypot(rgb[i] - paper[0], rgb[i + 1] - paper[1], rgb[i + 2] - paper[2]);
    distance[p] = Math.min(255, Math.round(d / Math.sqrt(3)));
  }
  const threshold = otsuThreshold(distance);
  const mask = blankMask(width, height);
  // Text the same colour as its ground has no threshold worth the name: no ink.
  if (threshold < 12) return mask;
  const inkDistances: number[] = [];
  for (const d of distance) if (d > threshold) inkDistances.push(d);
  const paperDistance = median(borderPixels(width, height).map((p) => distance[p]));
  const inkDistance = percentile(inkDistances, 0.9);
  const cut = paperDistance + (inkDistance - paperDistance) / 2;
  for (let p = 0; p < distance.length; p++) mask.ink[p] = distance[p] >= cut ? 1 : 0;
  return mask;
}

/** A rendered line (dark text on white, grey levels) as ink coverage. */
export function coverageOfRendering(gray: Uint8Array, width: number, height: number): InkMask {
  const mask = blankMask(width, height);
  for (let p = 0; p < gray.length; p++) mask.ink[p] = 1 - gray[p] / 255;
  return mask;
}

/** Ink where at least half the pixel is covered, as the line from the image is cut. */
export function halfCovered(mask: InkMask): InkMask {
  const out = blankMask(mask.width, mask.height);
  for (let p = 0; p < mask.ink.length; p++) out.ink[p] = mask.ink[p] >= 0.5 ? 1 : 0;
  return out;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest box holding the mask's ink; undefined when it has none. */
export function inkBounds(mask: InkMask): Box | undefined {
  const { width, height, ink } = mask;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x] < 0.5) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? undefined : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

export function cropMask(mask: InkMask, box: Box): InkMask {
  const out = blankMask(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * mask.width + box.left;
    out.ink.set(mask.ink.subarray(from, from + box.width), y * box.width);
  }
  return out;
}

/** The mask scaled to another size (sides stretched independently), averaging what shrinks. */
export async function resizeMask(mask: InkMask, width: number, height: number): Promise<InkMask> {
  const bytes = Uint8Array.from(mask.ink, (value) => Math.round(value * 255));
  const scaled = await sharp(bytes, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = blankMask(width, height);
  for (let p = 0; p < out.ink.length; p++) out.ink[p] = scaled[p] / 255;
  return out;
}

/**
 * The mean stroke width in pixels: ink area over half the outline's length (a stroke of
 * width w and length l has area w·l and an outline of about 2·l). Bold and regular cuts of
 * a face differ in this more than in anything else.
 */
export function strokeWidth(mask: InkMask): number {
  const { width, height, ink } = mask;
  const on = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && ink[y * width + x] >= 0.5;
  let area = 0;
  let edges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!on(x, y)) continue;
      area++;
      if (!on(x + 1, y)) edges++;
      if (!on(x - 1, y)) edges++;
      if (!on(x, y + 1)) edges++;
      if (!on(x, y - 1)) edges++;
    }
  }
  return edges ? (2 * area) / edges : 0;
}

/**
 * The mask with every run of blank columns wider than `keep` narrowed to `keep`: the spaces
 * between words and letters, which the recogniser's text does not tell (it drops spaces
 * between Chinese words) and designers stretch at will, no longer decide where the glyphs
 * fall.
 */
export function closeGaps(mask: InkMask, keep: number): InkMask {
  const { width, height, ink } = mask;
  const columns: number[] = [];
  let blank = 0;
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = 0; y < height; y++) sum += ink[y * width + x];
    blank = sum < 0.5 ? blank + 1 : 0;
    if (blank <= keep) columns.push(x);
  }
  const out = blankMask(Math.max(1, columns.length), height);
  columns.forEach((x, i) => {
    for (let y = 0; y < height; y++) out.ink[y * out.width + i] = ink[y * width + x];
  });
  return out;
}

/** A box blur of the given radius: a pixel off by one no longer counts as a miss. */
export function blur(mask: InkMask, radius: number): InkMask {
  const { width, height } = mask;
  const across = blankMask(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++, count++) sum += mask.ink[y * width + k];
      across.ink[y * width + x] = sum / count;
    }
  }
  const out = blankMask(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++, count++) sum += across.ink[k * width + x];
      out.ink[y * width + x] = sum / count;
    }
  }
  return out;
}

/** How much two masks of one size share: ink in both over ink in either (0–1). */
export function overlap(a: InkMask, b: InkMask): number {
  let both = 0;
  let either = 0;
  for (let p = 0; p < a.ink.length; p++) {
    both += Math.min(a.ink[p], b.ink[p]);
    either += Math.max(a.ink[p], b.ink[p]);
  }
  return either ? both / either : 0;
}
