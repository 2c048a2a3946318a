/**
 * The prompt's scene, decided once and painted by every style alike: where the horizon lies,
 * the ridges far to near, the water, the moon or sun, trees, a blossoming branch, a boat, birds,
 * stars. The words choose the motifs; the seed chooses everything else (how many peaks, where
 * the moon hangs), so each of the four choices is a different composition of the same idea.
 * Each shape is a mask (mask.ts); a style decides how its pigment, ink or light goes there.
 */
import type { ArtStyle } from '@toolhub/contracts';
import { readPrompt, type Motif } from './lexicon';
import { addConvexPolygon, addDisc, addEllipse, addPolyline, addRectangle, addTaperedLine, belowLine, emptyMask, type Mask, type Point } from './mask';
import { seededNoise, type Noise } from './noise';
import { between, chance, hashText, mixSeeds, seededRandom, wholeBetween, type Random } from './random';

export type TimeOfDay = 'day' | 'dawn' | 'sunset' | 'night';
export type LayerKind = 'ridge' | 'water' | 'ground' | 'city' | 'trees' | 'boat' | 'cat' | 'branch' | 'flowers' | 'birds';

export interface Layer {
  kind: LayerKind;
  mask: Mask;
  /** 0 the farthest, 1 the nearest: far things are paler in every style. */
  depth: number;
  /** A ridge's or the ground's skyline, y per x. */
  line?: Float32Array;
}

export interface SkyBody {
  kind: 'moon' | 'sun';
  x: number;
  y: number;
  radius: number;
}

export interface Star {
  x: number;
  y: number;
  size: number;
  brightness: number;
}

export interface ScenePlan {
  side: number;
  motifs: ReadonlySet<Motif>;
  time: TimeOfDay;
  /** Degrees the palette's hue is turned by the words no motif claimed. */
  hueTurn: number;
  horizon: number;
  body?: SkyBody;
  /** Back to front; the sky is behind them all. */
  layers: Layer[];
  stars: Star[];
  /** Lit windows of the city, boxes in pixels. */
  windows: [number, number, number, number][];
  /** Centres of the blossoms, for their hearts. */
  blossoms: Point[];
  snow: boolean;
  rain: boolean;
  /** 0–1: how much mist lies between the ridges. */
  mist: number;
  /** The seed the style's own choices come from. */
  styleSeed: number;
}

const SCENERY: Motif[] = ['mountain', 'sea', 'lake', 'city', 'forest'];

function timeOf(motifs: ReadonlySet<Motif>): TimeOfDay {
  if (motifs.has('sunset')) return 'sunset';
  if (motifs.has('dawn')) return 'dawn';
  if (motifs.has('night') || motifs.has('star') || (motifs.has('moon') && !motifs.has('sun'))) return 'night';
  return 'day';
}

/** A prompt naming no scenery still gets a landscape, chosen by its words. */
function sceneryOf(motifs: ReadonlySet<Motif>, random: Random): Set<Motif> {
  const chosen = new Set(motifs);
  if (SCENERY.some((motif) => motifs.has(motif))) return chosen;
  const roll = random();
  if (roll < 0.5) chosen.add('mountain');
  else if (roll < 0.8) chosen.add('mountain').add('lake');
  else chosen.add('sea');
  return chosen;
}

function skyBodyOf(motifs: ReadonlySet<Motif>, time: TimeOfDay, side: number, horizon: number, random: Random): SkyBody | undefined {
  const low = time === 'sunset' || time === 'dawn';
  let kind: SkyBody['kind'] | undefined;
  if (motifs.has('moon')) kind = 'moon';
  else if (motifs.has('sun') || low) kind = 'sun';
  else if (time === 'night') kind = chance(random, 0.5) ? 'moon' : undefined;
  else kind = chance(random, 0.3) ? 'sun' : undefined;
  if (!kind) return undefined;
  const radius = side * (kind === 'moon' ? between(random, 0.06, 0.085) : between(random, 0.07, 0.1));
  const x = side * between(random, 0.22, 0.78);
  // A low sun sits on the horizon, half set; a moon or a high sun hangs in the upper sky, whole.
  const y = low && !motifs.has('moon') ? horizon - radius * between(random, 0.1, 0.9) - side * 0.04 : side * between(random, 0.13, 0.27);
  return { kind, x, y, radius };
}

interface RidgeShape {
  base: number;
  amplitude: number;
  frequency: number;
}

function ridgeLine(side: number, shape: RidgeShape, noise: Noise, random: Random, peaks: number, body?: SkyBody): Float32Array {
  const heights = new Float32Array(side);
  const offset = between(random, 0, 200);
  const bumps = Array.from({ length: peaks }, () => ({ x: between(random, 0.05, 0.95) * side, width: between(random, 0.06, 0.16) * side, height: between(random, 0.4, 1) }));
  for (let x = 0; x < side; x++) {
    const rough = noise.fbmLine((x / side) * shape.frequency + offset, 5);
    let peak = 0;
    for (const bump of bumps) peak = Math.max(peak, bump.height * Math.exp(-(((x - bump.x) / bump.width) ** 2)));
    // Without peaks, low hills: the noise's upper part only, so flat stretches part them.
    const lift = peaks > 0 ? 0.45 * rough + 0.75 * peak : Math.max(0, (rough - 0.42) * 2.5);
    heights[x] = shape.base - shape.amplitude * lift;
  }
  if (body) {
    // A peak never covers the moon or a high sun: the skyline dips below it, smoothly.
    const clear = body.y + body.radius * 1.5;
    for (let x = 0; x < side; x++) {
      const near = Math.exp(-(((x - body.x) / (body.radius * 2.2)) ** 2));
      if (heights[x] < clear) heights[x] += (clear - heights[x]) * near;
    }
  }
  return heights;
}

function addPine(mask: Mask, x: number, base: number, height: number, random: Random): void {
  addTaperedLine(mask, [x, base], [x + between(random, -0.05, 0.05) * height, base - height], Math.max(1, height * 0.035), 0.5);
  const tiers = wholeBetween(random, 4, 6);
  for (let tier = 0; tier < tiers; tier++) {
    const t = tier / tiers;
    const width = height * (0.42 - 0.3 * t) * between(random, 0.85, 1.15);
    const y = base - height * (0.18 + 0.78 * t);
    const tip = y - height * 0.26;
    addConvexPolygon(mask, [
      [x - width, y],
      [x + width, y + between(random, -0.03, 0.03) * height],
      [x + between(random, -0.05, 0.05) * height, tip],
    ]);
  }
}

function addRoundTree(mask: Mask, x: number, base: number, height: number, random: Random): void {
  addTaperedLine(mask, [x, base], [x, base - height * 0.55], Math.max(1, height * 0.05), Math.max(0.7, height * 0.025));
  const crown = height * 0.32;
  const puffs = wholeBetween(random, 5, 9);
  for (let i = 0; i < puffs; i++) {
    const angle = between(random, 0, Math.PI * 2);
    const reach = between(random, 0, crown * 0.7);
    addDisc(mask, x + Math.cos(angle) * reach, base - height * 0.68 + Math.sin(angle) * reach * 0.8, crown * between(random, 0.45, 0.75));
  }
}

const addTree = (mask: Mask, pine: boolean, x: number, base: number, height: number, random: Random) =>
  pine ? addPine(mask, x, base, height, random) : addRoundTree(mask, x, base, height, random);

function addBoat(mask: Mask, x: number, y: number, size: number, random: Random): void {
  addConvexPolygon(mask, [
    [x - size, y - size * 0.18],
    [x + size, y - size * 0.22],
    [x + size * 0.7, y + size * 0.12],
    [x - size * 0.75, y + size * 0.12],
  ]);
  if (chance(random, 0.6)) {
    addTaperedLine(mask, [x, y - size * 0.18], [x, y - size * 1.5], size * 0.04);
    addConvexPolygon(mask, [
      [x + size * 0.06, y - size * 1.45],
      [x + size * 0.06, y - size * 0.3],
      [x + size * 0.85, y - size * 0.3],
    ]);
  } else {
    // A fisherman in a rain cape, as the old boat paintings have him.
    addConvexPolygon(mask, [
      [x - size * 0.2, y - size * 0.2],
      [x + size * 0.1, y - size * 0.2],
      [x - size * 0.05, y - size * 0.6],
    ]);
    addDisc(mask, x - size * 0.05, y - size * 0.62, size * 0.08);
  }
}

function addBird(mask: Mask, x: number, y: number, span: number, random: Random): void {
  const lift = between(random, 0.15, 0.45) * span;
  const width = Math.max(0.8, span * 0.06);
  addPolyline(mask, [[x - span, y - lift], [x - span * 0.45, y - lift * 0.8], [x, y]], width * 0.4, width);
  addPolyline(mask, [[x, y], [x + span * 0.45, y - lift * 0.8], [x + span, y - lift]], width, width * 0.4);
}

function addCat(mask: Mask, x: number, ground: number, size: number, random: Random): void {
  // Sitting, seen from behind, looking at the view: body, head, ears, a curled tail.
  addEllipse(mask, x, ground - size * 0.42, size * 0.3, size * 0.44);
  addDisc(mask, x, ground - size * 0.95, size * 0.2);
  for (const sideSign of [-1, 1]) {
    addConvexPolygon(mask, [
      [x + sideSign * size * 0.04, ground - size * 1.08],
      [x + sideSign * size * 0.2, ground - size * 1.02],
      [x + sideSign * size * 0.17, ground - size * 1.3],
    ]);
  }
  const turn = chance(random, 0.5) ? 1 : -1;
  addPolyline(
    mask,
    [
      [x + turn * size * 0.2, ground - size * 0.06],
      [x + turn * size * 0.55, ground - size * 0.04],
      [x + turn * size * 0.7, ground - size * 0.22],
      [x + turn * size * 0.62, ground - size * 0.4],
    ],
    size * 0.07,
    size * 0.05,
  );
}

/** A blossoming branch reaching in from a side: the flower motif of every style. */
function addBranch(branch: Mask, flowers: Mask, blossoms: Point[], side: number, random: Random): void {
  const fromLeft = chance(random, 0.5);
  const start: Point = [fromLeft ? -5 : side + 5, side * between(random, 0.55, 0.9)];
  const grow = (from: Point, angle: number, length: number, width: number, depth: number) => {
    const points: Point[] = [from];
    let [x, y] = from;
    const steps = 5;
    for (let i = 0; i < steps; i++) {
      angle += between(random, -0.35, 0.35);
      x += (Math.cos(angle) * length) / steps;
      y += (Math.sin(angle) * length) / steps;
      points.push([x, y]);
    }
    addPolyline(branch, points, width, width * 0.3);
    for (let i = 1; i < points.length; i++) {
      if (depth < 2 && chance(random, 0.45)) grow(points[i], angle + between(random, -1.1, 1.1), length * 0.5, width * 0.5, depth + 1);
      const blooms = wholeBetween(random, 1, 3);
      for (let b = 0; b < blooms; b++) {
        const [px, py] = points[i];
        const centre: Point = [px + between(random, -1, 1) * side * 0.02, py + between(random, -1, 1) * side * 0.02];
        const radius = side * between(random, 0.009, 0.018);
        const petals = 5;
        const turn = between(random, 0, Math.PI * 2);
        for (let petal = 0; petal < petals; petal++) {
          const angleOf = turn + (petal * Math.PI * 2) / petals;
          addEllipse(flowers, centre[0] + Math.cos(angleOf) * radius, centre[1] + Math.sin(angleOf) * radius, radius * 0.95, radius * 0.7, angleOf);
        }
        blossoms.push(centre);
      }
    }
  };
  const angle = fromLeft ? between(random, -0.7, -0.2) : Math.PI - between(random, -0.7, -0.2);
  grow(start, angle, side * between(random, 0.45, 0.6), side * 0.012, 0);
}

function cityOf(side: number, ground: number, time: TimeOfDay, random: Random) {
  const mask = emptyMask(side);
  const windows: ScenePlan['windows'] = [];
  let x = -side * 0.02;
  while (x < side) {
    const width = side * between(random, 0.035, 0.085);
    const centre = 1 - Math.abs((x + width / 2) / side - 0.5) * 1.2;
    const height = side * between(random, 0.06, 0.14 + 0.2 * centre);
    const top = ground - height;
    addRectangle(mask, x, top, x + width - side * 0.004, ground + 2);
    if (chance(random, 0.25)) addTaperedLine(mask, [x + width / 2, top], [x + width / 2, top - height * 0.25], 1.2, 0.6);
    else if (chance(random, 0.2))
      addConvexPolygon(mask, [
        [x, top + 1],
        [x + width - side * 0.004, top + 1],
        [x + width / 2, top - width * 0.5],
      ]);
    if (time === 'night' || time === 'sunset') {
      const cell = side * 0.012;
      for (let wy = top + cell; wy < ground - cell; wy += cell * 1.6)
        for (let wx = x + cell * 0.6; wx < x + width - cell * 1.2; wx += cell * 1.3) if (chance(random, 0.35)) windows.push([wx, wy, cell * 0.6, cell * 0.8]);
    }
    x += width;
  }
  return { mask, windows };
}

export function planScene(prompt: string, style: ArtStyle, seed: number, side: number): ScenePlan {
  const reading = readPrompt(prompt);
  const wordsSeed = hashText(prompt.trim().toLowerCase());
  const random = seededRandom(mixSeeds(wordsSeed, seed, hashText(style)));
  const noise = seededNoise(mixSeeds(seed, wordsSeed, 7));
  const motifs = sceneryOf(reading.motifs, random);
  const time = timeOf(motifs);
  const otherWords = reading.otherWords.reduce((sum, word) => sum + (hashText(word) % 1000), 0);
  const hueTurn = reading.otherWords.length > 0 ? ((otherWords % 41) - 20) : 0;
  const water = motifs.has('sea') || motifs.has('lake');
  const horizon = side * (water ? between(random, 0.46, 0.54) : between(random, 0.55, 0.66));
  const body = skyBodyOf(motifs, time, side, horizon, random);
  const pine = style === 'ink' || /松|pine/i.test(prompt);
  const layers: Layer[] = [];

  // Ridges: tall far peaks fading to low near hills for mountains; a low far range otherwise.
  const mountains = motifs.has('mountain');
  const ridgeCount = mountains ? wholeBetween(random, 3, 5) : water ? wholeBetween(random, 0, 1) + (motifs.has('lake') ? 1 : 0) : motifs.has('forest') ? 3 : 1;
  const highBody = body && body.y < horizon - body.radius * 2 ? body : undefined;
  const forestTrees = motifs.has('forest') ? wholeBetween(random, 45, 80) : 0;
  for (let i = 0; i < ridgeCount; i++) {
    const depth = ridgeCount > 1 ? i / (ridgeCount - 1) : 0;
    const bank = water && motifs.has('lake') && i === ridgeCount - 1;
    const base = water ? (bank ? side * between(random, 0.93, 1.05) : horizon + 1) : horizon + depth * (side * 0.92 - horizon) * 0.8;
    const amplitude = side * (bank ? 0.12 : mountains ? 0.36 - 0.2 * depth : 0.07 - 0.03 * depth) * between(random, 0.8, 1.15);
    const line = ridgeLine(side, { base, amplitude, frequency: between(random, 1.5, 3.5) }, noise, random, mountains && !bank ? wholeBetween(random, 1, 3) : 0, highBody);
    layers.push({ kind: 'ridge', mask: belowLine(side, line, water && !bank ? horizon + 1 : side), depth: bank ? 1 : water ? depth * 0.4 : depth, line });
    if (forestTrees > 0 && (bank || !water) && depth >= 0.5) {
      const trees = emptyMask(side);
      const count = Math.round(forestTrees / 2);
      for (let t = 0; t < count; t++) {
        const x = between(random, 0, side);
        const height = side * between(random, 0.04, 0.09) * (0.6 + depth);
        addTree(trees, pine || chance(random, 0.5), x, line[Math.max(0, Math.min(side - 1, Math.round(x)))] + height * 0.15, height, random);
      }
      layers.push({ kind: 'trees', mask: trees, depth });
    }
  }
  if (!water && ridgeCount <= 1) {
    // Flat land in front of a city or a lone hill: a gentle ground line at the horizon.
    const line = new Float32Array(side);
    const offset = between(random, 0, 100);
    for (let x = 0; x < side; x++) line[x] = horizon + side * 0.015 + side * 0.02 * (noise.fbmLine((x / side) * 2 + offset, 3) - 0.5);
    layers.push({ kind: 'ground', mask: belowLine(side, line), depth: 0.8, line });
  }
  let windows: ScenePlan['windows'] = [];
  if (motifs.has('city')) {
    const city = cityOf(side, horizon + side * 0.01, time, random);
    windows = city.windows;
    // On the horizon: in front of the far ridges, behind the near land.
    const at = layers.findIndex((layer) => layer.depth > 0.3);
    layers.splice(at < 0 ? layers.length : at, 0, { kind: 'city', mask: city.mask, depth: 0.3 });
  }
  return finish(windows);

  function finish(cityWindows: ScenePlan['windows']): ScenePlan {
    if (water) {
      const waterMask = emptyMask(side);
      addRectangle(waterMask, -2, horizon, side + 2, side + 2);
      const at = layers.findIndex((layer) => layer.depth >= 0.9 && layer.kind === 'ridge');
      layers.splice(at < 0 ? layers.length : at, 0, { kind: 'water', mask: waterMask, depth: 0.5 });
    }
    const foreground = layers.filter((layer) => layer.line).at(-1)?.line;
    const groundAt = (x: number) => Math.min(side * 0.97, foreground ? foreground[Math.max(0, Math.min(side - 1, Math.round(x)))] + side * 0.08 : side * 0.95);
    if (forestTrees > 0 && water && !motifs.has('lake')) {
      // A wooded shore on the horizon.
      const trees = emptyMask(side);
      for (let t = 0; t < forestTrees / 2; t++) addTree(trees, pine, between(random, 0, side), horizon + 2, side * between(random, 0.03, 0.06), random);
      layers.splice(layers.findIndex((layer) => layer.kind === 'water'), 0, { kind: 'trees', mask: trees, depth: 0.2 });
    }
    if (motifs.has('tree')) {
      const trees = emptyMask(side);
      const count = wholeBetween(random, 1, 2);
      for (let t = 0; t < count; t++) {
        const x = side * (chance(random, 0.5) ? between(random, 0.06, 0.3) : between(random, 0.7, 0.94));
        addTree(trees, pine, x, groundAt(x), side * between(random, 0.35, 0.55), random);
      }
      layers.push({ kind: 'trees', mask: trees, depth: 1 });
    }
    if (water && motifs.has('boat')) {
      const boat = emptyMask(side);
      const y = horizon + (side - horizon) * between(random, 0.15, 0.45);
      addBoat(boat, side * between(random, 0.25, 0.75), y, side * 0.025 + (y - horizon) * 0.12, random);
      layers.push({ kind: 'boat', mask: boat, depth: 0.7 });
    }
    if (motifs.has('cat')) {
      const cat = emptyMask(side);
      const x = side * between(random, 0.3, 0.7);
      addCat(cat, x, side * 0.985, side * between(random, 0.16, 0.22), random);
      layers.push({ kind: 'cat', mask: cat, depth: 1 });
    }
    const blossoms: Point[] = [];
    if (motifs.has('flower')) {
      const branch = emptyMask(side);
      const flowers = emptyMask(side);
      addBranch(branch, flowers, blossoms, side, random);
      layers.push({ kind: 'branch', mask: branch, depth: 1 }, { kind: 'flowers', mask: flowers, depth: 1 });
    }
    if (motifs.has('bird')) {
      const birds = emptyMask(side);
      const count = wholeBetween(random, 3, 7);
      const cx = side * between(random, 0.25, 0.75);
      const cy = side * between(random, 0.12, 0.3);
      for (let b = 0; b < count; b++) addBird(birds, cx + between(random, -0.18, 0.18) * side, cy + between(random, -0.08, 0.08) * side, side * between(random, 0.012, 0.025), random);
      layers.push({ kind: 'birds', mask: birds, depth: 0.6 });
    }
    const stars: Star[] = [];
    if (time === 'night') {
      const count = wholeBetween(random, motifs.has('star') ? 260 : 90, motifs.has('star') ? 420 : 180);
      for (let s = 0; s < count; s++) {
        stars.push({ x: between(random, 0, side), y: between(random, 0, horizon) * between(random, 0.3, 1), size: between(random, 0.6, 1.6) + (chance(random, 0.05) ? 1.2 : 0), brightness: between(random, 0.3, 1) });
      }
    }
    return {
      side,
      motifs,
      time,
      hueTurn,
      horizon,
      body,
      layers,
      stars,
      windows: cityWindows,
      blossoms,
      snow: motifs.has('snow'),
      rain: motifs.has('rain'),
      mist: motifs.has('mist') ? 0.85 : 0.45,
      styleSeed: mixSeeds(seed, wordsSeed, 99),
    };
  }
}
