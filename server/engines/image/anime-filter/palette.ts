/**
 * Colour quantisation for the cel and comic looks: k-means in Oklab (../filters/oklab.ts),
 * where a cluster's mean is a colour the eye would call the middle of its members. Centres are
 * learnt from an even grid of about SAMPLE pixels (k-means++ start, seeded so the same photo
 * gives the same palette), then every pixel takes its nearest centre.
 */
import type { OklabPlanes } from '../filters/oklab';
import { seededRandom } from '../../../src/seeded-random';

const SAMPLE = 20_000;
/**
 * Chroma (a, b) counts this many times lightness in the clustering: photos vary far more in
 * lightness than in hue, and unweighted the palette spends its colours on shades of grey while
 * a small blue badge or a face's warmth is lost.
 */
const CHROMA_WEIGHT = 2.5;
const ITERATIONS = 12;

export interface Quantised {
  /** k × (L, a, b). */
  centres: Float32Array;
  /** Each pixel's centre. */
  labels: Uint8Array;
}

export function quantise(planes: OklabPlanes, alpha: Uint8Array | undefined, colours: number): Quantised {
  const samples = samplePixels(planes, alpha);
  const centres = kMeans(samples, colours);
  return { centres, labels: nearestCentres(planes, centres) };
}

/** L, a, b of pixels on an even grid, skipping fully transparent ones (their colour is nobody's). */
function samplePixels({ L, a, b }: OklabPlanes, alpha: Uint8Array | undefined): Float32Array {
  const step = Math.max(1, Math.floor(L.length / SAMPLE));
  const points: number[] = [];
  for (let i = 0; i < L.length; i += step) if (!alpha || alpha[i] > 0) points.push(L[i], a[i], b[i]);
  return points.length ? Float32Array.from(points) : Float32Array.of(L[0], a[0], b[0]);
}

const WEIGHT = CHROMA_WEIGHT * CHROMA_WEIGHT;
const distance = (p: Float32Array, i: number, c: Float32Array, j: number) =>
  (p[i] - c[j]) ** 2 + WEIGHT * ((p[i + 1] - c[j + 1]) ** 2 + (p[i + 2] - c[j + 2]) ** 2);

function nearest(points: Float32Array, i: number, centres: Float32Array): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let j = 0; j < centres.length; j += 3) {
    const d = distance(points, i, centres, j);
    if (d < bestDistance) [best, bestDistance] = [j / 3, d];
  }
  return best;
}

function kMeans(points: Float32Array, wanted: number): Float32Array {
  const count = points.length / 3;
  const k = Math.min(wanted, count);
  const random = seededRandom(count * 31 + k);
  // k-means++: each next centre drawn with probability ∝ its squared distance from the chosen ones.
  const centres = new Float32Array(k * 3);
  centres.set(points.subarray(0, 3));
  const closest = new Float32Array(count).fill(Infinity);
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (let i = 0; i < count; i++) {
      closest[i] = Math.min(closest[i], distance(points, i * 3, centres, (c - 1) * 3));
      total += closest[i];
    }
    let pick = random() * total;
    let chosen = count - 1;
    for (let i = 0; i < count; i++) {
      pick -= closest[i];
      if (pick <= 0) {
        chosen = i;
        break;
      }
    }
    centres.set(points.subarray(chosen * 3, chosen * 3 + 3), c * 3);
  }
  const sums = new Float64Array(k * 3);
  const members = new Int32Array(k);
  for (let round = 0; round < ITERATIONS; round++) {
    sums.fill(0);
    members.fill(0);
    for (let i = 0; i < count; i++) {
      const c = nearest(points, i * 3, centres);
      members[c]++;
      for (let d = 0; d < 3; d++) sums[c * 3 + d] += points[i * 3 + d];
    }
    let moved = 0;
    for (let c = 0; c < k; c++) {
      if (!members[c]) continue; // an empty cluster keeps its place
      for (let d = 0; d < 3; d++) {
        const value = sums[c * 3 + d] / members[c];
        moved = Math.max(moved, Math.abs(value - centres[c * 3 + d]));
        centres[c * 3 + d] = value;
      }
    }
    if (moved < 1e-4) break;
  }
  return centres;
}

function nearestCentres({ L, a, b }: OklabPlanes, centres: Float32Array): Uint8Array {
  const labels = new Uint8Array(L.length);
  const point = new Float32Array(3);
  for (let i = 0; i < L.length; i++) {
    point[0] = L[i];
    point[1] = a[i];
    point[2] = b[i];
    labels[i] = nearest(point, 0, centres);
  }
  return labels;
}
