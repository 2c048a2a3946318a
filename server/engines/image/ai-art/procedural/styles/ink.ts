/**
 * Ink wash (水墨): black ink on warm rice paper. Ink is one density plane; the paper shows
 * through it (colour = paper × (1 − density × (1 − ink))). Each ridge is darkest at its crest
 * and thins downwards into white mist, so the ranges stand one behind the other as in a
 * shan-shui scroll; its crest is a dry-brush line broken where the brush ran dry, its face
 * textured with short fibre strokes (皴). Trees, boat, birds and the branch are dense ink,
 * feathered where it soaked into the paper. The only colours are a vermilion sun, the plum
 * blossoms and the red seal.
 */
import { blankCanvas, hex, mix, paintOver, type Canvas, type Rgb } from '../canvas';
import { addDisc, addRectangle, addTaperedLine, blurredMask, boxBlur, emptyMask, type Mask } from '../mask';
import { seededNoise, type Noise } from '../noise';
import { between, chance, seededRandom, type Random } from '../random';
import type { Layer, ScenePlan } from '../scene';
import { smoothstep, visibleParts } from './shared';

const PAPER: Rgb = hex('#efe6d2');
const INK: Rgb = hex('#15151a');
const VERMILION: Rgb = hex('#c23a2b');

function ridgeInk(density: Float32Array, part: Mask, layer: Layer, plan: ScenePlan, noise: Noise, random: Random): void {
  const { side } = plan;
  const line = layer.line as Float32Array;
  const tone = 0.2 + 0.62 * layer.depth;
  const fall = side * (0.04 + 0.05 * layer.depth);
  const mist = 1 - plan.mist * 0.6;
  const ox = between(random, 0, 300);
  // At night the mist is grey too: only the moon is left as bare paper.
  const floor = plan.time === 'night' ? 0.3 : 0;
  for (let y = part.top; y < part.bottom; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const m = part.data[i];
      if (m < 0.003) continue;
      const below = y - line[x];
      // Dark at the crest, thinning into mist: the mist line wanders with the noise.
      const body = Math.exp(-below / fall) * 0.75 + 0.25 * (1 - smoothstep(fall, fall * (2 + 4 * mist) * (0.7 + 0.6 * noise.at(x / 90 + ox, y / 60)), below));
      // Fibre strokes: thin marks down the slope, in patches, as a brush lays them.
      const patch = smoothstep(0.5, 0.75, noise.at(x / 45 + ox, y / 35));
      const fibre = patch * smoothstep(0.6, 0.85, noise.at(x / 3 + ox, y / 22)) * 0.3 * Math.exp(-below / (fall * 2.5));
      // The crest's dry-brush outline, its width swelling and thinning, broken where the brush ran dry.
      const width = 1.5 + 3 * noise.at(x / 60 + ox, 7.5);
      const crest = plan.snow ? 0 : Math.exp(-((below - width * 0.6) ** 2) / (width * width)) * smoothstep(0.22, 0.42, noise.at(x / 50 + ox, y / 12)) * 0.75;
      const snowCap = plan.snow ? 1 - 0.8 * Math.exp(-below / (fall * 0.8)) : 1;
      density[i] = density[i] * (1 - m) + m * Math.max(floor, Math.min(1, tone * (body + fibre) * snowCap + crest));
    }
  }
}

/**
 * Dense ink through a mask: its edge roughened where the bristles dragged, its inside uneven
 * where the brush ran drier, a little feathered where it soaked into the paper.
 */
function solidInk(density: Float32Array, mask: Mask, amount: number, feather: number, noise: Noise): void {
  const { side } = mask;
  const soaked = blurredMask(mask, feather + 1, 2);
  for (let y = soaked.top; y < soaked.bottom; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const s = soaked.data[i];
      if (s < 0.01) continue;
      const m = Math.max(smoothstep(0.35, 0.65, s + (noise.at(x / 3.5, y / 3.5) - 0.5) * 0.45), mask.data[i] * 0.85);
      density[i] = density[i] * (1 - m) + m * amount * (0.78 + 0.3 * noise.at(x / 14 + 90, y / 14));
    }
  }
}

/** A seal (印章): a vermilion square with its carving left white, in a quiet corner. */
function seal(canvas: Canvas, plan: ScenePlan, random: Random): void {
  const { side, body } = plan;
  const size = side * 0.05;
  const right = !body || body.x < side * 0.55;
  const x = right ? side * 0.9 - size : side * 0.1;
  const y = side * 0.08;
  const mask = emptyMask(side);
  addRectangle(mask, x, y, x + size, y + size);
  const carving = emptyMask(side);
  // Two characters' worth of strokes, cut as lines in a grid.
  for (let s = 0; s < 9; s++) {
    const column = chance(random, 0.5) ? 0 : 1;
    const cx = x + size * (0.12 + column * 0.44);
    const cy = y + size * between(random, 0.1, 0.85);
    if (chance(random, 0.5)) addTaperedLine(carving, [cx, cy], [cx + size * 0.34, cy], size * 0.035);
    else addTaperedLine(carving, [cx + size * between(random, 0, 0.34), y + size * 0.12], [cx + size * between(random, 0, 0.34), y + size * 0.88], size * 0.035);
  }
  for (let i = 0; i < side * side; i++) mask.data[i] *= 1 - carving.data[i];
  paintOver(canvas, mask, () => VERMILION, 0.85);
}

export function paintInk(plan: ScenePlan): Canvas {
  const { side, body, horizon } = plan;
  const random = seededRandom(plan.styleSeed);
  const noise = seededNoise(plan.styleSeed ^ 0x27d4eb2f);
  const density = new Float32Array(side * side);
  const { parts, sky } = visibleParts(plan.layers, side);

  // The sky: a faint uneven wash at the top by day, a grey night sky with the moon left bare.
  const skyTone = plan.time === 'night' ? 0.42 : plan.time === 'sunset' ? 0.14 : 0.07;
  const moon = emptyMask(side);
  if (body?.kind === 'moon') addDisc(moon, body.x, body.y, body.radius);
  const moonHalo = blurredMask(moon, body ? body.radius * 0.25 : 1, 3);
  for (let y = 0; y < horizon; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const wash = skyTone * (plan.time === 'night' ? 0.8 + 0.4 * noise.fbm(x / 160, y / 160, 3) : (1 - y / horizon) * (0.5 + noise.fbm(x / 200, y / 120, 3)));
      density[i] = wash * (1 - Math.max(moon.data[i], moonHalo.data[i] * 0.9));
    }
  }
  if (body?.kind === 'moon') {
    // The moon's faint outline, drawn with a nearly dry brush.
    const rim = emptyMask(side);
    addDisc(rim, body.x, body.y, body.radius + 1.2);
    for (let i = 0; i < side * side; i++) density[i] += 0.12 * Math.max(0, rim.data[i] - moon.data[i]);
  }

  plan.layers.forEach((layer, index) => {
    const part = parts[index];
    switch (layer.kind) {
      case 'ridge':
        ridgeInk(density, part, layer, plan, noise, random);
        break;
      case 'ground':
        ridgeInk(density, part, { ...layer, depth: 0.35 }, plan, noise, random);
        break;
      case 'water': {
        // Water is the paper left bare, with a few light ripple strokes.
        for (let i = part.top * side; i < part.bottom * side; i++) density[i] *= 1 - part.data[i];
        const ripples = emptyMask(side);
        for (let r = 0; r < 40; r++) {
          const y = horizon + (side - horizon) * between(random, 0.03, 1) ** 1.4;
          const x = between(random, 0, side);
          const length = side * between(random, 0.02, 0.07);
          addTaperedLine(ripples, [x - length, y], [x + length, y + between(random, -2, 2)], 0.4, between(random, 0.6, 1.4));
        }
        solidInk(density, ripples, 0.3, 1, noise);
        break;
      }
      case 'city':
        solidInk(density, part, 0.3, 1.5, noise);
        break;
      case 'trees':
        solidInk(density, part, 0.45 + 0.45 * layer.depth, 1.5, noise);
        break;
      case 'flowers':
        break;
      default:
        solidInk(density, part, 0.88, 1.2, noise);
    }
  });
  if (plan.rain) {
    const rain = emptyMask(side);
    for (let r = 0; r < 300; r++) {
      const x = between(random, 0, side);
      const y = between(random, 0, side);
      addTaperedLine(rain, [x, y], [x - side * 0.008, y + side * 0.05], 0.5);
    }
    solidInk(density, rain, 0.25, 1, noise);
  }
  // Ink creeps a little into the paper's fibres.
  const soaked = new Float32Array(density);
  boxBlur(soaked, side, 1.5, 2);

  const canvas = blankCanvas(side);
  const { rgb } = canvas;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      const fibres = 0.94 + 0.06 * noise.at(x / 2.5, y / 9) + 0.04 * (noise.fbm(x / 300, y / 300, 2) - 0.5);
      const d = Math.min(1, 0.6 * density[i] + 0.4 * soaked[i]) * (0.92 + 0.12 * noise.at(x / 1.7 + 50, y / 1.7));
      const p = i * 3;
      for (let c = 0; c < 3; c++) rgb[p + c] = PAPER[c] * fibres * (1 - d * (1 - INK[c]));
    }
  }
  if (body?.kind === 'sun') {
    const sun = emptyMask(side);
    addDisc(sun, body.x, body.y, body.radius * 0.8);
    // Behind the hills: only where the sky shows.
    const behind = blurredMask(sun, 2, 2);
    for (let i = 0; i < side * side; i++) behind.data[i] *= sky.data[i];
    paintOver(canvas, behind, () => VERMILION, plan.time === 'day' ? 0.75 : 0.9);
  }
  const flowers = plan.layers.find((layer) => layer.kind === 'flowers');
  if (flowers) {
    paintOver(canvas, blurredMask(flowers.mask, 1, 2), () => mix(hex('#d8506a'), PAPER, 0.15), 0.8);
    const hearts = emptyMask(side);
    for (const [x, y] of plan.blossoms) addDisc(hearts, x, y, side * 0.003);
    paintOver(canvas, hearts, () => INK, 0.8);
  }
  if (plan.snow) {
    const flakes = emptyMask(side);
    for (let s = 0; s < 400; s++) addDisc(flakes, between(random, 0, side), between(random, 0, side), between(random, 0.8, 2.2));
    paintOver(canvas, flakes, () => hex('#fbf8f0'), 0.9);
  }
  seal(canvas, plan, random);
  return canvas;
}
