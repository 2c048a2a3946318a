/**
 * Filling the masked pixels from their surroundings by fast marching (A. Telea, "An Image
 * Inpainting Technique Based on the Fast Marching Method", Journal of Graphics Tools, 2004):
 * the hole is filled from its edge inward, in the order of each pixel's distance from the
 * known pixels (the eikonal equation |∇T| = 1, solved as the march goes), each pixel a weighted
 * mean of the known pixels within `radius` — weighted towards those near it, those along the
 * direction the fill is moving (the distance's gradient, so lines running into the hole carry
 * on into it) and those at the same distance from the edge.
 */
import { CHANNELS, type Picture } from '../picture';
import { MinHeap } from './min-heap';

const KNOWN = 0;
const BAND = 1;
const INSIDE = 2;

/** The hole filled in a copy of the picture (all four channels); `mask` 1 = fill. */
export function fastMarchInpaint(picture: Picture, mask: Uint8Array, radius: number): Picture {
  const { width, height } = picture;
  const data = picture.data.slice();
  const area = width * height;
  const flags = new Uint8Array(area);
  const distance = new Float32Array(area);
  const heap = new MinHeap();
  for (let i = 0; i < area; i++) {
    if (!mask[i]) continue;
    flags[i] = INSIDE;
    distance[i] = Infinity;
  }
  // The band starts as the known pixels touching the hole, at distance 0.
  for (let i = 0; i < area; i++) {
    if (flags[i] !== KNOWN) continue;
    const x = i % width;
    const touches =
      (x > 0 && flags[i - 1] === INSIDE) || (x < width - 1 && flags[i + 1] === INSIDE) || (i >= width && flags[i - width] === INSIDE) || (i + width < area && flags[i + width] === INSIDE);
    if (touches) {
      flags[i] = BAND;
      heap.push(0, i);
    }
  }
  const offsets = diskOffsets(radius);
  const neighbours = [-1, 1, -width, width];
  while (heap.size) {
    const at = heap.pop();
    if (flags[at] === KNOWN) continue; // pushed again with a smaller distance, and done then
    flags[at] = KNOWN;
    const x = at % width;
    for (const step of neighbours) {
      const next = at + step;
      if (next < 0 || next >= area || (step === -1 && x === 0) || (step === 1 && x === width - 1)) continue;
      if (flags[next] !== INSIDE) continue;
      const solved = arrivalTime(next, width, height, flags, distance);
      distance[next] = solved;
      fillPixel(next, width, height, data, flags, distance, offsets);
      flags[next] = BAND;
      heap.push(solved, next);
    }
  }
  return { data, width, height };
}

/** The eikonal equation's solution at a pixel from its two axes' smallest settled neighbours. */
function arrivalTime(at: number, width: number, height: number, flags: Uint8Array, distance: Float32Array): number {
  const x = at % width;
  const y = (at - x) / width;
  const settled = (i: number) => (flags[i] !== INSIDE ? distance[i] : Infinity);
  const alongX = Math.min(x > 0 ? settled(at - 1) : Infinity, x < width - 1 ? settled(at + 1) : Infinity);
  const alongY = Math.min(y > 0 ? settled(at - width) : Infinity, y < height - 1 ? settled(at + width) : Infinity);
  const [a, b] = [Math.min(alongX, alongY), Math.max(alongX, alongY)];
  if (!Number.isFinite(b) || b - a >= 1) return a + 1;
  return (a + b + Math.sqrt(2 - (a - b) * (a - b))) / 2;
}

/** [dx, dy, 1 / (dx² + dy²)] of every offset within the radius but the centre. */
function diskOffsets(radius: number): Float32Array {
  const r = Math.max(1, Math.round(radius));
  const list: number[] = [];
  for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if ((dx || dy) && dx * dx + dy * dy <= r * r) list.push(dx, dy, 1 / (dx * dx + dy * dy));
  return Float32Array.from(list);
}

function fillPixel(at: number, width: number, height: number, data: Uint8Array, flags: Uint8Array, distance: Float32Array, offsets: Float32Array): void {
  const x = at % width;
  const y = (at - x) / width;
  const own = distance[at];
  // The distance's gradient, from whichever neighbours are settled.
  const gradient = (back: number, ahead: number, hasBack: boolean, hasAhead: boolean) => {
    const b = hasBack && flags[back] !== INSIDE ? distance[back] : NaN;
    const f = hasAhead && flags[ahead] !== INSIDE ? distance[ahead] : NaN;
    if (!Number.isNaN(b) && !Number.isNaN(f)) return (f - b) / 2;
    if (!Number.isNaN(f)) return f - own;
    if (!Number.isNaN(b)) return own - b;
    return 0;
  };
  const gx = gradient(at - 1, at + 1, x > 0, x < width - 1);
  const gy = gradient(at - width, at + width, y > 0, y < height - 1);
  let total = 0;
  const sums = [0, 0, 0, 0];
  for (let k = 0; k < offsets.length; k += 3) {
    const nx = x + offsets[k];
    const ny = y + offsets[k + 1];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const near = ny * width + nx;
    if (flags[near] === INSIDE) continue;
    const inverseSquare = offsets[k + 2];
    // Towards the pixel from the neighbour: (x − nx, y − ny) = −offset.
    const direction = Math.max(1e-3, Math.abs(-offsets[k] * gx - offsets[k + 1] * gy) * Math.sqrt(inverseSquare));
    const level = 1 / (1 + Math.abs(distance[near] - own));
    const weight = direction * inverseSquare * level;
    total += weight;
    const from = near * CHANNELS;
    for (let c = 0; c < CHANNELS; c++) sums[c] += weight * data[from + c];
  }
  if (total <= 0) return;
  const to = at * CHANNELS;
  for (let c = 0; c < CHANNELS; c++) data[to + c] = Math.round(sums[c] / total);
}
