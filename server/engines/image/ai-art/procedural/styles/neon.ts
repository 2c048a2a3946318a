/**
 * Neon: the scene drawn in light on a dark night, as glowing tubes. Every shape's outline is a
 * line of light (the gradient of its mask), ridges carry contour lines parallel to their crest,
 * water and land are a perspective grid running to the horizon, the sun is the striped disc of
 * synthwave posters and the moon a glowing ring. Nearer shapes hide the light behind them;
 * water mirrors what shines above it. A two-scale bloom (blurred light added back) makes the
 * lines glow.
 */
import { blankCanvas, fillVertical, hex, mix, paintOver, turnHue, type Canvas, type Rgb } from '../canvas';
import { addDisc, addRectangle, boxBlur, emptyMask, type Mask } from '../mask';
import { seededNoise } from '../noise';
import { between, seededRandom } from '../random';
import type { LayerKind, ScenePlan } from '../scene';

const MAGENTA = hex('#ff2bd6');
const CYAN = hex('#22e6ff');
const VIOLET = hex('#8a5cff');
const LIME = hex('#5dff8a');
const ORANGE = hex('#ff9a2a');
const YELLOW = hex('#ffe45c');
const PINK = hex('#ff5fa8');
const WHITE = hex('#f4f0ff');
const NIGHT = hex('#07030f');

const TUBE: Record<LayerKind, Rgb> = {
  ridge: MAGENTA,
  water: CYAN,
  ground: MAGENTA,
  city: CYAN,
  trees: LIME,
  boat: YELLOW,
  cat: ORANGE,
  branch: VIOLET,
  flowers: PINK,
  birds: WHITE,
};

/** The outline of a mask as a line of light about two pixels wide. */
function outline(mask: Mask): Float32Array {
  const { side, data } = mask;
  const light = new Float32Array(side * side);
  for (let y = Math.max(1, mask.top - 1); y < Math.min(side - 1, mask.bottom + 1); y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x;
      const gx = data[i + 1] - data[i - 1];
      const gy = data[i + side] - data[i - side];
      const edge = Math.sqrt(gx * gx + gy * gy);
      if (edge > 0.02) light[i] = Math.min(1, edge * 1.4);
    }
  }
  return light;
}

/** Adds `light` times `colour` into the light canvas. */
function shine(light: Canvas, plane: Float32Array, colour: Rgb, strength: number): void {
  const { rgb } = light;
  for (let i = 0; i < plane.length; i++) {
    const a = plane[i] * strength;
    if (a === 0) continue;
    rgb[i * 3] += colour[0] * a;
    rgb[i * 3 + 1] += colour[1] * a;
    rgb[i * 3 + 2] += colour[2] * a;
  }
}

/** What is in front hides the light behind it. */
function hide(light: Canvas, mask: Mask): void {
  const { rgb } = light;
  for (let i = mask.top * mask.side; i < mask.bottom * mask.side; i++) {
    const keep = 1 - mask.data[i];
    rgb[i * 3] *= keep;
    rgb[i * 3 + 1] *= keep;
    rgb[i * 3 + 2] *= keep;
  }
}

/** Contour lines under a ridge's crest, fading downwards. */
function contours(mask: Mask, line: Float32Array): Float32Array {
  const { side, data } = mask;
  const plane = new Float32Array(side * side);
  const spacing = side * 0.022;
  for (let y = mask.top; y < mask.bottom; y++) {
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      if (data[i] < 0.01) continue;
      const below = y - line[x];
      const k = below / spacing;
      const distance = Math.abs(k - Math.round(k)) * spacing;
      plane[i] = data[i] * Math.max(0, 1 - distance * 0.8) * Math.exp(-below / (side * 0.12)) * 0.55;
    }
  }
  return plane;
}

/** The perspective grid of a synthwave floor, inside a mask below the horizon. */
function grid(mask: Mask, horizon: number, phase: number): Float32Array {
  const { side, data } = mask;
  const plane = new Float32Array(side * side);
  const depth = side - horizon;
  const vanishing = side / 2;
  for (let y = Math.max(mask.top, Math.ceil(horizon) + 1); y < mask.bottom; y++) {
    const t = (y - horizon) / depth;
    const q = 0.9 / (t + 0.02) + phase;
    const dqdy = 0.9 / ((t + 0.02) * (t + 0.02) * depth);
    const rowDistance = Math.abs(q - Math.round(q)) / dqdy;
    const row = Math.max(0, 1 - rowDistance);
    const cell = t * side * 0.09;
    const fade = Math.sqrt(t);
    for (let x = 0; x < side; x++) {
      const i = y * side + x;
      if (data[i] < 0.01) continue;
      const u = (x - vanishing) / cell;
      const column = Math.max(0, 1 - Math.abs(u - Math.round(u)) * cell);
      plane[i] = data[i] * Math.min(1, row + column) * fade;
    }
  }
  return plane;
}

/** Light blurred at half size, added back at two radii: the glow around every tube. */
function bloom(light: Canvas, canvas: Canvas): void {
  const { side } = light;
  const half = side >> 1;
  for (let c = 0; c < 3; c++) {
    const small = new Float32Array(half * half);
    for (let y = 0; y < half; y++)
      for (let x = 0; x < half; x++) {
        const i = (2 * y * side + 2 * x) * 3 + c;
        small[y * half + x] = (light.rgb[i] + light.rgb[i + 3] + light.rgb[i + side * 3] + light.rgb[i + side * 3 + 3]) / 4;
      }
    const near = new Float32Array(small);
    boxBlur(near, half, side * 0.003, 3);
    const far = new Float32Array(near);
    boxBlur(far, half, side * 0.014, 3);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        const s = Math.min(half - 1, y >> 1) * half + Math.min(half - 1, x >> 1);
        const p = (y * side + x) * 3 + c;
        canvas.rgb[p] += light.rgb[p] + near[s] * 1.1 + far[s] * 0.9;
      }
  }
}

export function paintNeon(plan: ScenePlan): Canvas {
  const { side, horizon, body } = plan;
  const random = seededRandom(plan.styleSeed);
  const noise = seededNoise(plan.styleSeed ^ 0x68e31da4);
  const turn = (colour: Rgb) => turnHue(colour, plan.hueTurn * 1.5);
  const canvas = blankCanvas(side);
  const h = horizon / side;
  fillVertical(canvas, [
    [0, hex('#04020c')],
    [h * 0.6, turn(hex('#170634'))],
    [h, turn(hex('#4a0f5c'))],
    [h + 0.001, NIGHT],
    [1, hex('#0c0420')],
  ]);
  const light = blankCanvas(side);

  const stars = emptyMask(side);
  for (const star of plan.stars) addDisc(stars, star.x, star.y, star.size * 0.7);
  shine(light, stars.data, WHITE, 0.9);
  if (body) {
    const disc = emptyMask(side);
    addDisc(disc, body.x, body.y, body.radius);
    if (body.kind === 'sun') {
      // The synthwave sun: yellow to magenta, cut by widening bands in its lower half.
      const top = body.y - body.radius;
      for (let y = disc.top; y < disc.bottom; y++) {
        const t = (y - top) / (2 * body.radius);
        const band = t > 0.5 && ((y - body.y) / (body.radius * 0.13)) % 1 < (t - 0.5) * 1.3;
        if (band) disc.data.fill(0, y * side, (y + 1) * side);
      }
      paintOver(canvas, disc, (_x, y) => mix(YELLOW, MAGENTA, (y - top) / (2 * body.radius)));
      shine(light, disc.data, mix(YELLOW, MAGENTA, 0.4), 0.45);
    } else {
      paintOver(canvas, disc, () => hex('#dfe9ff'), 0.85);
      shine(light, outline(disc), CYAN, 1.2);
      shine(light, disc.data, WHITE, 0.2);
    }
  }

  const phase = between(random, 0, 1);
  for (const layer of plan.layers) {
    const colour = turn(TUBE[layer.kind]);
    // Nearer shapes are dark glass: they hide what shines behind them.
    paintOver(canvas, layer.mask, () => mix(NIGHT, colour, 0.06));
    hide(light, layer.mask);
    const tubes = outline(layer.mask);
    const far = 0.55 + 0.45 * layer.depth;
    if (layer.kind === 'ridge' && layer.line) {
      shine(light, tubes, layer.depth < 0.5 ? turn(VIOLET) : colour, 1.1 * far);
      shine(light, contours(layer.mask, layer.line), layer.depth < 0.5 ? turn(VIOLET) : colour, far);
    } else if (layer.kind === 'water' || layer.kind === 'ground') {
      shine(light, grid(layer.mask, horizon, phase), colour, 0.9);
      if (layer.kind === 'ground') shine(light, tubes, colour, 0.8);
      if (layer.kind === 'water') {
        // The water mirrors the light above the horizon, rippled and dimmer.
        const { rgb } = light;
        for (let y = Math.ceil(horizon) + 1; y < side; y++) {
          const source = Math.round(2 * horizon - y);
          if (source < 0) break;
          const fade = 0.45 * (1 - (y - horizon) / (side - horizon));
          const ripple = Math.round(4 * Math.sin(y * 0.35) * noise.at(y / 9, 3.1));
          for (let x = 0; x < side; x++) {
            const from = (source * side + Math.min(side - 1, Math.max(0, x + ripple))) * 3;
            const to = (y * side + x) * 3;
            const m = layer.mask.data[y * side + x] * fade;
            rgb[to] += rgb[from] * m;
            rgb[to + 1] += rgb[from + 1] * m;
            rgb[to + 2] += rgb[from + 2] * m;
          }
        }
      }
    } else {
      shine(light, tubes, colour, 1.2);
    }
  }
  if (plan.windows.length > 0) {
    const windows = emptyMask(side);
    for (const [x, y, w, wh] of plan.windows) addRectangle(windows, x, y, x + w, y + wh);
    shine(light, windows.data, turn(ORANGE), 0.8);
  }
  if (plan.blossoms.length > 0) {
    const hearts = emptyMask(side);
    for (const [x, y] of plan.blossoms) addDisc(hearts, x, y, side * 0.004);
    shine(light, hearts.data, YELLOW, 1);
  }
  if (plan.snow || plan.rain) {
    const drops = emptyMask(side);
    for (let s = 0; s < 300; s++) addDisc(drops, between(random, 0, side), between(random, 0, side), between(random, 0.6, 1.6));
    shine(light, drops.data, CYAN, 0.6);
  }
  bloom(light, canvas);
  // A little film grain, so the dark is not a flat digital black.
  const { rgb } = canvas;
  for (let i = 0; i < side * side; i++) {
    const grain = (noise.at((i % side) * 0.7, Math.floor(i / side) * 0.7) - 0.5) * 0.025;
    rgb[i * 3] += grain;
    rgb[i * 3 + 1] += grain;
    rgb[i * 3 + 2] += grain;
  }
  return canvas;
}
