/**
 * Smooth value noise, seeded: the organic variation of every style (ridge lines, paper grain,
 * wash blooms, brush directions) comes from sums of it at several scales (fbm). Value noise on a
 * 256-lattice is cheap enough to evaluate per pixel of a 1024² picture within the time budget.
 */
import { seededRandom } from './random';

const SIZE = 256;
const MASK = SIZE - 1;

export interface Noise {
  /** Smooth noise in 0–1 at (x, y), lattice cells of size 1. */
  at(x: number, y: number): number;
  /** Smooth 1-D noise in 0–1. */
  line(x: number): number;
  /** Fractal sum of `octaves` layers, each twice as fine and half as strong; 0–1. */
  fbm(x: number, y: number, octaves: number): number;
  fbmLine(x: number, octaves: number): number;
}

const fade = (t: number) => t * t * (3 - 2 * t);

export function seededNoise(seed: number): Noise {
  const random = seededRandom(seed);
  const values = new Float32Array(SIZE);
  for (let i = 0; i < SIZE; i++) values[i] = random();
  // A permutation of the lattice, doubled so that two lookups never wrap.
  const order = new Uint8Array(SIZE * 2);
  const base = Array.from({ length: SIZE }, (_, i) => i);
  for (let i = SIZE - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [base[i], base[j]] = [base[j], base[i]];
  }
  for (let i = 0; i < SIZE * 2; i++) order[i] = base[i & MASK];

  const at = (x: number, y: number) => {
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const tx = fade(x - xf);
    const ty = fade(y - yf);
    const xi = xf & MASK;
    const yi = yf & MASK;
    const row0 = order[yi];
    const row1 = order[yi + 1];
    const a = values[order[row0 + xi]];
    const b = values[order[row0 + xi + 1]];
    const c = values[order[row1 + xi]];
    const d = values[order[row1 + xi + 1]];
    const top = a + (b - a) * tx;
    return top + (c + (d - c) * tx - top) * ty;
  };
  const line = (x: number) => {
    const xf = Math.floor(x);
    const t = fade(x - xf);
    const a = values[order[xf & MASK]];
    return a + (values[order[(xf + 1) & MASK]] - a) * t;
  };
  return {
    at,
    line,
    fbm(x, y, octaves) {
      let sum = 0;
      let weight = 0.5;
      let total = 0;
      for (let octave = 0; octave < octaves; octave++) {
        // An offset per octave keeps the lattice points of the layers from lining up.
        sum += weight * at(x + octave * 17.3, y + octave * 31.7);
        total += weight;
        weight *= 0.5;
        x *= 2;
        y *= 2;
      }
      return sum / total;
    },
    fbmLine(x, octaves) {
      let sum = 0;
      let weight = 0.5;
      let total = 0;
      for (let octave = 0; octave < octaves; octave++) {
        sum += weight * line(x + octave * 43.1);
        total += weight;
        weight *= 0.5;
        x *= 2;
      }
      return sum / total;
    },
  };
}
