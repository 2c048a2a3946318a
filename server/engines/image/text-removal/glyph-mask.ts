/**
 * The pixels to fill: inside each line box, only those that stand out from the background
 * around the box — the glyphs, their outline and their anti-aliased edge — grown by a couple
 * of pixels for JPEG ringing. The background is read from a ring just outside the box, in
 * short stretches along the line (a caption across sky and then a roof has two backgrounds),
 * above the line and below it apart (a caption on the horizon has sky above and field below),
 * each as the median colour there; a pixel is text when it differs from the nearer of its
 * stretch's two backgrounds by more than that ring's own spread allows. Filling only the glyphs leaves the photo between
 * the strokes as it was, and the fill has real pixels close on every side.
 */
import { dilate } from '../filters/dilate';
import { CHANNELS, type Picture } from '../picture';
import type { Box, PixelRect } from './text-boxes';

/** A pixel must differ from its background by at least this much (the largest RGB channel difference) to be text. */
const MIN_CONTRAST = 28;
/** …and by this many times the ring's median absolute deviation (a busy background needs more). */
const SPREAD_FACTOR = 3;
/** Fewer glyph pixels than this share of the box, or more than MAX_SHARE: the threshold failed; fill the whole box. */
const MIN_SHARE = 0.02;
/** The box is widened by this share of its height on every side (see frameOf). */
const MARGIN = 0.2;
/** However busy the background, a pixel this far from it is text. */
const MAX_THRESHOLD = 70;
const MAX_SHARE = 0.75;

interface BoxFrame {
  origin: [number, number];
  along: [number, number];
  across: [number, number];
  length: number;
  breadth: number;
}

/**
 * The box in its own axes, widened by MARGIN of its height on every side: the detector's box
 * hugs the core of a line, and a subtitle's outline, a descender or an accent reach past it
 * (a 40-pixel caption's box measured 5 pixels short above and 3 below).
 */
function frameOf(box: Box): BoxFrame {
  const [topLeft, topRight, , bottomLeft] = box;
  const length = Math.hypot(topRight[0] - topLeft[0], topRight[1] - topLeft[1]);
  const breadth = Math.hypot(bottomLeft[0] - topLeft[0], bottomLeft[1] - topLeft[1]);
  const along: [number, number] = [(topRight[0] - topLeft[0]) / (length || 1), (topRight[1] - topLeft[1]) / (length || 1)];
  const across: [number, number] = [(bottomLeft[0] - topLeft[0]) / (breadth || 1), (bottomLeft[1] - topLeft[1]) / (breadth || 1)];
  const margin = MARGIN * breadth;
  return {
    origin: [topLeft[0] - margin * (along[0] + across[0]), topLeft[1] - margin * (along[1] + across[1])],
    along,
    across,
    length: length + 2 * margin,
    breadth: breadth + 2 * margin,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
};

/** The union of every box's glyph mask, 1 = fill, never outside `clip`. */
export function glyphMask(picture: Picture, boxes: Box[], clip: PixelRect): Uint8Array {
  const mask = new Uint8Array(picture.width * picture.height);
  for (const box of boxes) addBoxGlyphs(picture, box, clip, mask);
  return mask;
}

function addBoxGlyphs(picture: Picture, box: Box, clip: PixelRect, mask: Uint8Array): void {
  const { data, width, height } = picture;
  const frame = frameOf(box);
  if (frame.length < 2 || frame.breadth < 2) return;
  const ring = Math.max(2, Math.round(frame.breadth * 0.25));
  const grow = Math.max(2, Math.round(frame.breadth * 0.08));
  const pad = ring + grow + 1;
  const corners = [0, 1].flatMap((a) => [0, 1].map((b) => [frame.origin[0] + a * frame.length * frame.along[0] + b * frame.breadth * frame.across[0], frame.origin[1] + a * frame.length * frame.along[1] + b * frame.breadth * frame.across[1]]));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const left = Math.max(0, Math.floor(Math.min(...xs)) - pad);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - pad);
  const right = Math.min(width, Math.ceil(Math.max(...xs)) + pad);
  const bottom = Math.min(height, Math.ceil(Math.max(...ys)) + pad);
  const [localWidth, localHeight] = [right - left, bottom - top];
  if (localWidth <= 0 || localHeight <= 0) return;

  // Stretches along the line about as long as the line is high.
  const stretch = Math.max(8, frame.breadth);
  const stretches = Math.max(1, Math.ceil((frame.length + 2 * ring) / stretch));
  const stretchOf = (u: number) => Math.min(stretches - 1, Math.max(0, Math.floor((u + ring) / stretch)));
  // Per stretch, the ring's colours above the line (0) and below it (1); the ends count as both.
  const ringSamples: number[][][][] = Array.from({ length: 2 }, () => Array.from({ length: stretches }, () => [[], [], []]));
  const inside = new Uint8Array(localWidth * localHeight);
  const stretchAt = new Int16Array(localWidth * localHeight);
  const lowerHalf = new Uint8Array(localWidth * localHeight);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const dx = x + 0.5 - frame.origin[0];
      const dy = y + 0.5 - frame.origin[1];
      const u = dx * frame.along[0] + dy * frame.along[1];
      const v = dx * frame.across[0] + dy * frame.across[1];
      const local = (y - top) * localWidth + (x - left);
      stretchAt[local] = stretchOf(u);
      const inBox = u >= 0 && u <= frame.length && v >= 0 && v <= frame.breadth;
      if (inBox) {
        inside[local] = 1;
        lowerHalf[local] = v > frame.breadth / 2 ? 1 : 0;
      }
      else if (u >= -ring && u <= frame.length + ring && v >= -ring && v <= frame.breadth + ring) {
        const at = (y * width + x) * CHANNELS;
        const sides = v < 0 ? [0] : v > frame.breadth ? [1] : [0, 1];
        for (const side of sides) for (let c = 0; c < 3; c++) ringSamples[side][stretchAt[local]][c].push(data[at + c]);
      }
    }
  }
  const everything: number[][] = [[], [], []];
  for (const side of ringSamples) for (const samples of side) for (let c = 0; c < 3; c++) for (const value of samples[c]) everything[c].push(value);
  if (!everything[0].length) return;
  // A stretch side with no ring of its own (the box touches the picture's edge) borrows the whole ring's.
  const backgrounds = ringSamples.map((side) => side.map((samples) => backgroundOf(samples[0].length >= 8 ? samples : everything)));

  const glyphs = new Uint8Array(localWidth * localHeight);
  let boxPixels = 0;
  let glyphPixels = 0;
  for (let local = 0; local < inside.length; local++) {
    if (!inside[local]) continue;
    boxPixels++;
    const at = ((top + Math.floor(local / localWidth)) * width + left + (local % localWidth)) * CHANNELS;
    const { colour, threshold } = backgrounds[lowerHalf[local]][stretchAt[local]];
    if (Math.max(Math.abs(data[at] - colour[0]), Math.abs(data[at + 1] - colour[1]), Math.abs(data[at + 2] - colour[2])) > threshold) {
      glyphs[local] = 1;
      glyphPixels++;
    }
  }
  const share = glyphPixels / Math.max(1, boxPixels);
  const chosen = share < MIN_SHARE || share > MAX_SHARE ? inside : glyphs;
  const grown = dilate(chosen, localWidth, localHeight, grow);
  for (let y = Math.max(top, clip.top); y < Math.min(bottom, clip.bottom); y++) {
    for (let x = Math.max(left, clip.left); x < Math.min(right, clip.right); x++) {
      if (grown[(y - top) * localWidth + (x - left)]) mask[y * width + x] = 1;
    }
  }
}

/** A ring's median colour, and how far from it a pixel must be to stand out. */
function backgroundOf(samples: number[][]): { colour: number[]; threshold: number } {
  const colour = samples.map(median);
  const deviation = Math.max(...samples.map((values, c) => median(values.map((v) => Math.abs(v - colour[c])))));
  return { colour, threshold: Math.min(MAX_THRESHOLD, Math.max(MIN_CONTRAST, SPREAD_FACTOR * deviation)) };
}
