/**
 * A pen for the generated handwritten pages: strokes as SVG paths whose width swells and
 * thins along the stroke as a hand's pressure does (each stroke drawn as short overlapping
 * pieces of their own width, round-capped), with a hand's slow wander and tremor; and the
 * shapes a reader writes — cursive words, Chinese-like characters of straight and hooked
 * strokes, ticks, crosses, circles, underlines and slashes. The annotated page of
 * documents.ts writes with the same hand and shapes, one width a mark. Drawn from a seeded
 * random, so a page is the same on every run.
 */

export type Point = [number, number];
export type Random = () => number;

/** A stroke: its points and its width where the pressure is even. */
export interface Stroke {
  points: Point[];
  width: number;
}

/** A hand's slow wander: a few slow waves of random phase, `size` pixels high. */
function wobble(random: Random, size: number) {
  const waves = Array.from({ length: 3 }, () => ({ amplitude: (0.3 + random()) * size, frequency: 0.004 + random() * 0.02, phase: random() * Math.PI * 2 }));
  return (t: number) => waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin(wave.frequency * t + wave.phase), 0);
}

/** Points along a stroke, each moved by the hand's wander across it and a little tremor. */
export function handDrawn(points: Point[], random: Random, size = 1.2): Point[] {
  const dx = wobble(random, size);
  const dy = wobble(random, size);
  let travelled = 0;
  return points.map(([x, y], i) => {
    if (i > 0) travelled += Math.hypot(x - points[i - 1][0], y - points[i - 1][1]);
    return [x + dx(travelled) + (random() - 0.5) * 0.6, y + dy(travelled) + (random() - 0.5) * 0.6];
  });
}

export const straight = (from: Point, to: Point, count = 24): Point[] =>
  Array.from({ length: count + 1 }, (_, i) => [from[0] + ((to[0] - from[0]) * i) / count, from[1] + ((to[1] - from[1]) * i) / count]);

/** A quadratic curve from `from` to `to` bending towards `via`. */
export const curved = (from: Point, via: Point, to: Point, count = 20): Point[] =>
  Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const [a, b, c] = [(1 - t) ** 2, 2 * t * (1 - t), t ** 2];
    return [a * from[0] + b * via[0] + c * to[0], a * from[1] + b * via[1] + c * to[1]];
  });

/**
 * The stroke as SVG: pieces of a few points each, their width following the pressure (a slow
 * swell, thinner where the pen lands and lifts), so one stroke is not one width.
 */
export function strokeSvg({ points, width }: Stroke, colour: string, random: Random): string {
  const phase = random() * Math.PI * 2;
  const pieces: string[] = [];
  const step = 3;
  for (let start = 0; start < points.length - 1; start += step) {
    const piece = points.slice(start, Math.min(points.length, start + step + 1));
    const t = (start + step / 2) / Math.max(1, points.length - 1);
    const taper = Math.min(1, 0.55 + 2.2 * Math.min(t, 1 - t));
    const pressure = 0.75 + 0.5 * (0.5 + 0.5 * Math.sin(phase + t * 7));
    const d = `M${piece.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}`;
    pieces.push(`<path d="${d}" stroke="${colour}" stroke-width="${(width * pressure * taper).toFixed(2)}"/>`);
  }
  return pieces.join('');
}

/**
 * A cursive word: a trochoid whose loops are letters (a loop wider than its step is an `e` or
 * an `l`, a narrower one an `n`), each letter its own height, slanted, on a drifting baseline.
 */
function cursiveWord(x: number, baseline: number, letters: number, xHeight: number, random: Random): Point[] {
  const points: Point[] = [];
  const slant = 0.25 + random() * 0.2;
  let t = 0;
  for (let letter = 0; letter < letters; letter++) {
    const tall = random() < 0.3 ? 2.1 : 1;
    const loop = 0.2 + random() * 0.6;
    const step = xHeight * (0.75 + random() * 0.35);
    for (let s = 0; s < 16; s++, t += (Math.PI * 2) / 16) {
      const phase = t % (Math.PI * 2);
      const up = (xHeight * tall * (1 - Math.cos(phase))) / 2;
      points.push([x + (step * t) / (Math.PI * 2) - loop * step * 0.5 * Math.sin(phase) + slant * up, baseline - up + Math.sin(t * 0.15) * 1.5]);
    }
  }
  return points;
}

/** Cursive words from x on a baseline, a pen lift between words; each word's points and how far they reach. */
export function cursiveWords(x: number, baseline: number, words: number, xHeight: number, random: Random): { words: Point[][]; right: number } {
  const written: Point[][] = [];
  let at = x;
  for (let word = 0; word < words; word++) {
    const points = handDrawn(cursiveWord(at, baseline, 3 + Math.floor(random() * 4), xHeight, random), random);
    written.push(points);
    at = Math.max(...points.map((p) => p[0])) + xHeight * (0.9 + random() * 0.6);
  }
  return { words: written, right: at };
}

/** Cursive words as strokes `width` wide; how far they reach. */
export function cursive(x: number, baseline: number, words: number, xHeight: number, width: number, random: Random): { strokes: Stroke[]; right: number } {
  const { words: written, right } = cursiveWords(x, baseline, words, xHeight, random);
  return { strokes: written.map((points) => ({ points, width })), right };
}

/**
 * Chinese-like characters written by hand, `size` pixels square from (x, top): each a few
 * strokes — across (横), down (竖), falling left (撇) or right (捺), a dot — at places of
 * its own, slanted a little. What matters for erasure is that they are made of short straight
 * strokes of about the print's weight, as handwritten Chinese is.
 */
export function hanziLike(x: number, top: number, count: number, size: number, width: number, random: Random): { strokes: Stroke[]; right: number } {
  const strokes: Stroke[] = [];
  let at = x;
  for (let c = 0; c < count; c++) {
    const s = size * (0.85 + random() * 0.3);
    const shear = (random() - 0.5) * 0.2;
    const place = ([u, v]: Point): Point => [at + u * s + shear * v * s, top + v * s];
    const parts = 4 + Math.floor(random() * 4);
    for (let k = 0; k < parts; k++) {
      const kind = random();
      const [a, b] = [0.1 + random() * 0.25, 0.65 + random() * 0.3];
      const at2 = 0.15 + random() * 0.7;
      const shape: Point[] =
        kind < 0.35
          ? straight([a, at2], [b, at2 - 0.05 + random() * 0.04], 10)
          : kind < 0.6
            ? straight([at2, a], [at2 + 0.02, b], 10)
            : kind < 0.75
              ? curved([at2, a], [at2 - 0.1, 0.5 + random() * 0.2], [a - 0.05, b], 10)
              : kind < 0.9
                ? curved([at2 - 0.1, 0.35 + random() * 0.2], [at2 + 0.1, 0.7], [b + 0.05, b], 10)
                : straight([at2, a], [at2 + 0.07, a + 0.1], 4);
      strokes.push({ points: handDrawn(shape.map(place), random, 0.5), width });
    }
    at += s * (1.05 + random() * 0.15);
  }
  return { strokes, right: at };
}

/** A tick whose short leg starts at (x, y). */
export const tick = (x: number, y: number, size: number, width: number, random: Random): Stroke => ({
  points: handDrawn([...straight([x, y], [x + 0.3 * size, y + 0.35 * size], 8), ...straight([x + 0.3 * size, y + 0.35 * size], [x + size, y - 0.55 * size], 14)], random),
  width,
});

/** A cross (×) centred on (x, y). */
export const cross = (x: number, y: number, size: number, width: number, random: Random): Stroke[] => [
  { points: handDrawn(straight([x - size / 2, y - size / 2], [x + size / 2, y + size / 2], 12), random), width },
  { points: handDrawn(straight([x + size / 2, y - size / 2], [x - size / 2, y + size / 2], 12), random), width },
];

/** An ellipse as a hand goes round it: it overshoots its start rather than closing neatly. */
export function overshootingEllipse(cx: number, cy: number, rx: number, ry: number, random: Random): Point[] {
  const start = random() * Math.PI * 2;
  const sweep = Math.PI * 2 * (1.08 + random() * 0.1);
  return Array.from({ length: 90 }, (_, i): Point => {
    const a = start + (sweep * i) / 89;
    const grow = 1 + 0.06 * (i / 89);
    return [cx + rx * grow * Math.cos(a), cy + ry * grow * Math.sin(a)];
  });
}

/** An ellipse drawn by hand. */
export const ring = (cx: number, cy: number, rx: number, ry: number, width: number, random: Random): Stroke => ({ points: handDrawn(overshootingEllipse(cx, cy, rx, ry, random), random), width });

/** A wave from `from`, `length` long: an underline's points. */
export const wave = (from: Point, length: number, amplitude: number): Point[] => Array.from({ length: 60 }, (_, i): Point => [from[0] + (length * i) / 59, from[1] + amplitude * Math.sin(i * 0.55)]);

/** A wavy underline from `from`, `length` long. */
export const wavy = (from: Point, length: number, amplitude: number, width: number, random: Random): Stroke => ({ points: handDrawn(wave(from, length, amplitude), random), width });

/** A straight stroke from `from` to `to`, as a hand draws it. */
export const line = (from: Point, to: Point, width: number, random: Random): Stroke => ({ points: handDrawn(straight(from, to, 40), random), width });
