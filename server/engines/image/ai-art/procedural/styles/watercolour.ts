/**
 * Watercolour: transparent washes on white cold-pressed paper. Each shape is a wash whose edge
 * bleeds (its mask blurred, then cut again through low-frequency noise, so the border wanders
 * like wet pigment), whose pigment pools darker along that edge as it dries, and which is
 * mottled by blooms and granulation. Washes glaze subtractively: the paper shows through.
 * The moon is the paper left white; stars and snow are white gouache dots on top.
 */
import { blankCanvas, hex, mix, paintOver, type Canvas, type Rgb } from '../canvas';
import { addDisc, addEllipse, addRectangle, addTaperedLine, blurredMask, emptyMask, type Mask } from '../mask';
import { seededNoise, type Noise } from '../noise';
import { layerColour, naturalPalette } from '../palette';
import { between, seededRandom, type Random } from '../random';
import type { ScenePlan } from '../scene';
import { smoothstep, visibleParts } from './shared';

const PAPER: Rgb = hex('#fbf8f1');

interface WashOptions {
  /** Pigment density, 0–1. */
  strength: number;
  /** How far the edge bleeds, px. */
  bleed: number;
  noise: Noise;
  random: Random;
}

/** One wash through a mask, glazed over what is there. */
function wash(canvas: Canvas, mask: Mask, colourAt: (x: number, y: number) => Rgb, { strength, bleed, noise, random }: WashOptions): void {
  const { side, rgb } = canvas;
  const soft = blurredMask(mask, bleed, 2);
  const wet = emptyMask(side);
  wet.top = soft.top;
  wet.bottom = soft.bottom;
  const ox = between(random, 0, 500);
  const oy = between(random, 0, 500);
  const blotch = new Float32Array(side * side);
  for (let y = soft.top; y < soft.bottom; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const m = soft.data[i];
      if (m < 0.02) continue;
      const n = noise.fbm((x + ox) / 70, (y + oy) / 70, 3);
      blotch[i] = n;
      // Centred below a half, so neighbouring washes mostly overlap a little (a darker seam) and part here and there (a white one).
      wet.data[i] = smoothstep(0.2, 0.6, m + (n - 0.5) * 0.6);
    }
  }
  // Pigment gathers where the wash dried last, just inside its edge.
  const dried = blurredMask(wet, Math.max(2, bleed * 0.4), 2);
  for (let y = wet.top; y < wet.bottom; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const w = wet.data[i];
      if (w < 0.01) continue;
      const grain = noise.at(x * 0.2 + ox, y * 0.2 + oy);
      const pooled = Math.max(0, w - dried.data[i]) * 1.3;
      const a = Math.min(0.97, strength * (w * (0.62 + 0.55 * blotch[i]) * (0.88 + 0.2 * grain) + pooled));
      const c = colourAt(x, y);
      const p = i * 3;
      rgb[p] *= 1 - a * (1 - c[0]);
      rgb[p + 1] *= 1 - a * (1 - c[1]);
      rgb[p + 2] *= 1 - a * (1 - c[2]);
    }
  }
}

function paper(canvas: Canvas, noise: Noise): void {
  const { side, rgb } = canvas;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      // Cold-pressed paper: a fine tooth and a faint larger cloudiness.
      const tooth = 0.975 + 0.025 * noise.at(x * 0.6, y * 0.6) + 0.015 * (noise.fbm(x / 120, y / 120, 2) - 0.5);
      const p = (y * side + x) * 3;
      rgb[p] = PAPER[0] * tooth;
      rgb[p + 1] = PAPER[1] * tooth;
      rgb[p + 2] = PAPER[2] * tooth;
    }
  }
}

/** White gouache dots and strokes over the washes: stars, snow, glints on the water. */
function gouache(canvas: Canvas, shapes: (mask: Mask) => void, colour: Rgb, strength: number, softness = 0): void {
  const mask = emptyMask(canvas.side);
  shapes(mask);
  paintOver(canvas, softness > 0 ? blurredMask(mask, softness) : mask, () => colour, strength);
}

export function paintWatercolour(plan: ScenePlan): Canvas {
  const { side, horizon, body } = plan;
  const random = seededRandom(plan.styleSeed);
  const noise = seededNoise(plan.styleSeed ^ 0x5bd1e995);
  const palette = naturalPalette(plan);
  const canvas = blankCanvas(side);
  paper(canvas, noise);
  const { parts, sky } = visibleParts(plan.layers, side);

  // The sky: one graded wash, the moon left as white paper.
  const skyMask = { ...sky, data: new Float32Array(sky.data) };
  if (body?.kind === 'moon') {
    const moon = emptyMask(side);
    addDisc(moon, body.x, body.y, body.radius * 1.08);
    for (let i = 0; i < side * side; i++) skyMask.data[i] *= 1 - moon.data[i];
  }
  const skyAt = (_x: number, y: number) => {
    const t = Math.min(1, y / horizon);
    return t < 0.5 ? mix(palette.sky[0], palette.sky[1], t * 2) : mix(palette.sky[1], palette.sky[2], (t - 0.5) * 2);
  };
  wash(canvas, skyMask, skyAt, { strength: plan.time === 'night' ? 0.95 : 0.6, bleed: 6, noise, random });
  if (body) {
    const disc = emptyMask(side);
    addDisc(disc, body.x, body.y, body.radius);
    // Behind the hills: only where the sky shows.
    for (let i = 0; i < side * side; i++) disc.data[i] *= sky.data[i];
    const glow = body.kind === 'sun' ? palette.body : hex('#fff6cc');
    wash(canvas, disc, () => (body.kind === 'sun' ? mix(glow, hex('#ff9a4a'), plan.time === 'day' ? 0.1 : 0.5) : glow), { strength: body.kind === 'sun' ? 0.75 : 0.25, bleed: 3, noise, random });
  }
  if (plan.stars.length > 0) gouache(canvas, (mask) => plan.stars.forEach((star) => addDisc(mask, star.x, star.y, star.size * 0.8)), PAPER, 0.85);

  plan.layers.forEach((layer, index) => {
    const colour = layerColour(palette, layer.kind, layer.depth);
    const line = layer.line;
    let colourAt: (x: number, y: number) => Rgb = () => colour;
    if (layer.kind === 'ridge' && line) {
      // Darker on the ridge, fading into mist below; a little of the sky's colour wet-in-wet.
      const fall = side * (0.08 + 0.1 * layer.depth);
      colourAt = (x, y) => mix(mix(colour, palette.sky[1], 0.15), PAPER, plan.mist * 0.75 * smoothstep(0, fall * 2.2, y - line[x]) * (1 - layer.depth * 0.5));
    } else if (layer.kind === 'water') {
      colourAt = (_x, y) => mix(palette.waterFar, palette.waterNear, Math.min(1, Math.max(0, y - horizon) / (side - horizon)) ** 0.7);
    }
    if (layer.kind === 'trees' || layer.kind === 'ground' || layer.kind === 'city') {
      // Wet-in-wet: a darker and a warmer tone of the colour run into each other.
      const shade = mix(colour, palette.dark, 0.35);
      const warm = mix(colour, hex('#c9a040'), 0.3);
      const flat = colourAt;
      colourAt = (x, y) => {
        const n = noise.at(x / 45 + 300, y / 45);
        return n < 0.5 ? mix(flat(x, y), shade, (0.5 - n) * 1.6) : mix(flat(x, y), warm, (n - 0.5) * 1.4);
      };
    }
    const small = layer.kind === 'birds' || layer.kind === 'branch' || layer.kind === 'flowers' || layer.kind === 'boat' || layer.kind === 'cat';
    const strength = layer.kind === 'water' ? 0.85 : 0.55 + 0.4 * layer.depth;
    wash(canvas, parts[index], colourAt, { strength, bleed: small ? 1.5 : layer.kind === 'trees' ? 2.5 : 7, noise, random });
  });

  const water = plan.layers.find((layer) => layer.kind === 'water');
  if (water) {
    // Dry-brush glints: short horizontal strokes of paper white across the water, and the moon's or sun's path on it.
    gouache(
      canvas,
      (mask) => {
        for (let s = 0; s < 70; s++) {
          const y = horizon + (side - horizon) * between(random, 0.02, 1) ** 1.5;
          const x = body && random() < 0.7 ? body.x + between(random, -1, 1) * body.radius * (0.4 + (y - horizon) / side) : between(random, 0, side);
          const length = side * between(random, 0.01, 0.05) * (0.4 + (y - horizon) / (side - horizon));
          addTaperedLine(mask, [x - length, y], [x + length, y], between(random, 0.5, 1.6), 0.4);
        }
      },
      body?.kind === 'sun' ? mix(PAPER, palette.body, 0.6) : PAPER,
      0.7,
    );
  }
  if (plan.windows.length > 0) gouache(canvas, (mask) => plan.windows.forEach(([x, y, w, h]) => addRectangle(mask, x, y, x + w, y + h)), hex('#ffd98a'), 0.85);
  if (plan.blossoms.length > 0) gouache(canvas, (mask) => plan.blossoms.forEach(([x, y]) => addDisc(mask, x, y, side * 0.004)), hex('#8a1f3a'), 0.8);
  if (plan.snow) gouache(canvas, (mask) => { for (let s = 0; s < 500; s++) addDisc(mask, between(random, 0, side), between(random, 0, side), between(random, 0.8, 2.6)); }, PAPER, 0.9);
  if (plan.rain) gouache(canvas, (mask) => { for (let s = 0; s < 260; s++) { const x = between(random, 0, side); const y = between(random, 0, side); addTaperedLine(mask, [x, y], [x - side * 0.01, y + side * 0.04], 0.6); } }, mix(PAPER, palette.sky[1], 0.3), 0.5);
  if (plan.mist > 0.8) gouache(canvas, (mask) => addEllipse(mask, side / 2, horizon, side * 0.7, side * 0.04), PAPER, 0.35, side * 0.02);
  return canvas;
}
