/**
 * Oil: the scene painted again in brush strokes. The flat scene (flat.ts) is the reference;
 * each stroke takes its colour where it starts (a little off, as mixed paint is), then follows
 * a flow field: along the contours of the scene where it has edges, a slow swirl of noise in
 * the open sky, near-level over water and land. A stroke stops where the reference's colour
 * changes, so shapes keep their edges. Big brushes block in, smaller ones refine, the smallest
 * work only where there is detail. Every stroke leaves its bristles' ridges in a height map,
 * lit from the top left at the end (impasto), over a faint canvas weave.
 */
import { blankCanvas, hex, type Canvas } from '../canvas';
import { boxBlur } from '../mask';
import { seededNoise, type Noise } from '../noise';
import { between, seededRandom, type Random } from '../random';
import type { ScenePlan } from '../scene';
import { paintFlat } from './flat';
import { smoothstep } from './shared';

interface Studio {
  side: number;
  reference: Float32Array;
  /** The reference's luminance, softened: its gradient steers the strokes. */
  tone: Float32Array;
  canvas: Float32Array;
  relief: Float32Array;
  horizon: number;
  noise: Noise;
  random: Random;
}

function flowAt(studio: Studio, x: number, y: number): [number, number, number] {
  const { side, tone, horizon, noise } = studio;
  const xi = Math.min(side - 2, Math.max(1, Math.round(x)));
  const yi = Math.min(side - 2, Math.max(1, Math.round(y)));
  const i = yi * side + xi;
  const gx = tone[i + 1] - tone[i - 1];
  const gy = tone[i + side] - tone[i - side];
  const edge = Math.hypot(gx, gy);
  // Open areas: swirls in the sky, nearly level strokes below the horizon.
  const swirl = (noise.fbm(x / 260, y / 260, 2) - 0.5) * Math.PI * (y < horizon ? 2.4 : 0.5);
  let fx = Math.cos(swirl);
  let fy = Math.sin(swirl);
  const along = smoothstep(0.004, 0.03, edge);
  if (along > 0) {
    fx = fx * (1 - along) + (-gy / edge) * along;
    fy = fy * (1 - along) + (gx / edge) * along;
  }
  const length = Math.hypot(fx, fy) || 1;
  return [fx / length, fy / length, edge];
}

function stroke(studio: Studio, startX: number, startY: number, radius: number, length: number): void {
  const { side, reference, canvas, relief, random } = studio;
  const start = (Math.floor(startY) * side + Math.floor(startX)) * 3;
  const shift = between(random, -0.035, 0.035);
  const colour = [0, 1, 2].map((c) => reference[start + c] * (1 + between(random, -0.05, 0.05)) + shift);
  const bristles = Float32Array.from({ length: 7 }, () => between(random, 0.86, 1.1));
  let [dx, dy] = flowAt(studio, startX, startY);
  if (random() < 0.5) [dx, dy] = [-dx, -dy];
  const step = Math.max(1, radius * 0.5);
  let x = startX;
  let y = startY;
  for (let travelled = 0; travelled <= length; travelled += step) {
    // One dab of the brush: bristle marks across the stroke's width.
    const x0 = Math.max(0, Math.floor(x - radius));
    const x1 = Math.min(side - 1, Math.ceil(x + radius));
    const y0 = Math.max(0, Math.floor(y - radius));
    const y1 = Math.min(side - 1, Math.ceil(y + radius));
    for (let py = y0; py <= y1; py++) {
      for (let px = x0; px <= x1; px++) {
        const ox = px - x;
        const oy = py - y;
        const cover = radius - Math.sqrt(ox * ox + oy * oy) + 0.5;
        if (cover <= 0) continue;
        const across = (ox * -dy + oy * dx) / radius;
        const bristle = bristles[Math.min(6, Math.max(0, Math.floor((across + 1) * 3.5)))];
        const a = Math.min(1, cover) * 0.85;
        const i = py * side + px;
        const p = i * 3;
        canvas[p] += (colour[0] * bristle - canvas[p]) * a;
        canvas[p + 1] += (colour[1] * bristle - canvas[p + 1]) * a;
        canvas[p + 2] += (colour[2] * bristle - canvas[p + 2]) * a;
        relief[i] += (bristle - relief[i]) * a;
      }
    }
    const [fx, fy] = flowAt(studio, x, y);
    const sign = fx * dx + fy * dy < 0 ? -1 : 1;
    dx = dx * 0.6 + sign * fx * 0.4;
    dy = dy * 0.6 + sign * fy * 0.4;
    const norm = Math.hypot(dx, dy) || 1;
    dx /= norm;
    dy /= norm;
    x += dx * step;
    y += dy * step;
    if (x < 0 || y < 0 || x >= side || y >= side) return;
    // The edge of another shape: the painter lifts the brush.
    const here = (Math.floor(y) * side + Math.floor(x)) * 3;
    if (Math.abs(reference[here] - reference[start]) + Math.abs(reference[here + 1] - reference[start + 1]) + Math.abs(reference[here + 2] - reference[start + 2]) > 0.25) return;
  }
}

function dab(studio: Studio, cx: number, cy: number, radius: number, colour: readonly number[], strength: number): void {
  const { side, canvas, relief } = studio;
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(side - 1, Math.ceil(cy + radius)); y++) {
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(side - 1, Math.ceil(cx + radius)); x++) {
      const a = Math.min(1, Math.max(0, radius - Math.hypot(x - cx, y - cy) + 0.5)) * strength;
      const i = y * side + x;
      for (let c = 0; c < 3; c++) canvas[i * 3 + c] += (colour[c] - canvas[i * 3 + c]) * a;
      relief[i] += (1.15 - relief[i]) * a;
    }
  }
}

export function paintOil(plan: ScenePlan): Canvas {
  const { side } = plan;
  const flat = paintFlat(plan);
  const reference = flat.rgb;
  const tone = new Float32Array(side * side);
  for (let i = 0; i < side * side; i++) tone[i] = 0.3 * reference[i * 3] + 0.59 * reference[i * 3 + 1] + 0.11 * reference[i * 3 + 2];
  boxBlur(tone, side, 2, 2);
  const studio: Studio = {
    side,
    reference,
    tone,
    canvas: new Float32Array(reference),
    relief: new Float32Array(side * side).fill(1),
    horizon: plan.horizon,
    noise: seededNoise(plan.styleSeed ^ 0x1b873593),
    random: seededRandom(plan.styleSeed),
  };
  const { random } = studio;
  // The underpainting: the reference softened, so any gap between strokes reads as thin paint.
  for (let c = 0; c < 3; c++) {
    const plane = new Float32Array(side * side);
    for (let i = 0; i < side * side; i++) plane[i] = reference[i * 3 + c];
    boxBlur(plane, side, side * 0.008, 2);
    for (let i = 0; i < side * side; i++) studio.canvas[i * 3 + c] = plane[i] * 0.92;
  }
  const brushes = [
    { radius: side * 0.011, length: side * 0.04, coverage: 1.3, detailOnly: false },
    { radius: side * 0.0055, length: side * 0.022, coverage: 1, detailOnly: false },
    { radius: side * 0.0028, length: side * 0.012, coverage: 0.5, detailOnly: true },
  ];
  for (const brush of brushes) {
    const count = Math.round(((side * side) / (2 * brush.radius * brush.length)) * brush.coverage);
    for (let n = 0, tries = 0; n < count && tries < count * 6; tries++) {
      const x = between(random, 0, side - 1);
      const y = between(random, 0, side - 1);
      if (brush.detailOnly && flowAt(studio, x, y)[2] < 0.01) continue;
      stroke(studio, x, y, brush.radius, brush.length * between(random, 0.6, 1.3));
      n++;
    }
  }
  // Stars and snow: last dabs of thick light paint.
  for (const star of plan.stars) dab(studio, star.x, star.y, star.size * 1.2, [1, 0.97, 0.86], 0.5 + 0.5 * star.brightness);
  if (plan.snow) for (let s = 0; s < 450; s++) dab(studio, between(random, 0, side), between(random, 0, side), between(random, 1.2, 3.2), [0.97, 0.98, 1], 0.9);
  const canvas = blankCanvas(side);
  const { rgb } = canvas;
  const { relief } = studio;
  const cream = hex('#fff9ec');
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const lit = y > 0 && x > 0 && y < side - 1 && x < side - 1 ? (relief[i - side - 1] - relief[i + side + 1]) * 1.1 : 0;
      const weave = 0.97 + 0.03 * Math.sin(x * 1.4) * Math.sin(y * 1.4);
      const shade = (1 + lit) * weave;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = studio.canvas[i * 3 + c] * shade + (lit > 0 ? lit * 0.25 * cream[c] : 0);
    }
  }
  return canvas;
}
