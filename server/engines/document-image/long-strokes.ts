/**
 * Long strokes of ink along a page's lines or across them, for handwriting erasure to tell
 * printed rules from a pen's lines: a form's blanks, an underline and a table's grid are
 * rules the recogniser never reads (so they lie outside every printed line), and a pen's
 * stroke through printed words lies inside one.
 *
 * A stroke is a run of ink along a straight line (breaks of a pixel or two bridged). Along it,
 * at each point, the ink across it where it is alone (no other stroke crossing it there) gives
 * its centre and thickness. A printed rule is straight: its centre keeps to a line at the
 * page's own slope within a fraction of a pixel. A pen's line runs at a slope of its own and
 * wanders, however long it is.
 */

/** Breaks in a run this short (pixels) are noise or a crossing's edge, not its end. */
const GAP = 2;
/** How far either side of a run's line the stroke across it is looked for. */
const REACH = 6;
/** A rule's centre keeps to a straight line this closely (root mean square, pixels)… */
const STRAIGHT = 0.9;
/** …at the page's own slope within this (a hand's line is off by a degree or more). */
const SLOPE = 0.006;
/** Runs whose lines lie this close (pixels) are one stroke a few pixels thick. */
const SAME_STROKE = 5;
/** An unbroken stroke has ink across it at this share of the points along it… */
const UNBROKEN = 0.98;
/** …and its centre moves by at most this many pixels from one point to the next where it is alone. */
const SMOOTH = 1.5;

export interface LongStroke {
  /** The stroke's pixels (indices), where another stroke crosses it too. */
  pixels: number[];
  /** Its pixels where it is alone: nothing else touches it across its thickness there. */
  alone: number[];
  /** Straight at the page's slope: drawn with a rule, not by hand. */
  straight: boolean;
  /** Unbroken along its whole length, its centre moving smoothly: one stroke, not strokes of glyphs side by side. */
  unbroken: boolean;
}

interface Run {
  /** Where the run's line crosses its axis's start (y at x = 0 for a horizontal run). */
  offset: number;
  from: number;
  to: number;
}

/** One direction of the page: `at(offset, along)` is the pixel on the line with that offset, or -1 outside the page. */
interface Direction {
  length: number;
  offsets: [number, number];
  at: (offset: number, along: number) => number;
}

function directionsOf(width: number, height: number, slope: number, across: boolean): Direction[] {
  const inside = (x: number, y: number) => (x >= 0 && x < width && y >= 0 && y < height ? y * width + x : -1);
  const spread = Math.ceil(Math.abs(slope) * Math.max(width, height)) + REACH;
  // Along the lines: y = offset + slope · x. Across them: x = offset − slope · y (the page
  // turned clockwise tilts its verticals left as they go down).
  const along: Direction = { length: width, offsets: [-spread, height + spread], at: (offset, x) => inside(x, Math.round(offset + slope * x)) };
  const down: Direction = { length: height, offsets: [-spread, width + spread], at: (offset, y) => inside(Math.round(offset - slope * y), y) };
  return across ? [along, down] : [along];
}

/** Runs of ink at least `minLength` long along every line of the direction. */
function runsOf(ink: Uint8Array, direction: Direction, minLength: number): Run[] {
  const runs: Run[] = [];
  for (let offset = direction.offsets[0]; offset <= direction.offsets[1]; offset++) {
    let [start, last] = [-1, -1];
    for (let along = 0; along < direction.length; along++) {
      const index = direction.at(offset, along);
      if (index < 0 || !ink[index]) continue;
      if (start >= 0 && along - last > GAP + 1) {
        if (last - start + 1 >= minLength) runs.push({ offset, from: start, to: last });
        start = -1;
      }
      if (start < 0) start = along;
      last = along;
    }
    if (start >= 0 && last - start + 1 >= minLength) runs.push({ offset, from: start, to: last });
  }
  return runs;
}

/** Runs on neighbouring lines that overlap: one stroke each. */
function grouped(runs: Run[]): Run[][] {
  const groups: Run[][] = [];
  for (const run of runs) {
    const group = groups.find((g) => run.offset - g[g.length - 1].offset <= SAME_STROKE && g.some((r) => r.from <= run.to && run.from <= r.to));
    if (group) group.push(run);
    else groups.push([run]);
  }
  return groups;
}

/**
 * The ink across the stroke at one point: the unbroken stretch nearest its line, as offsets
 * from it. `capped` when it reaches REACH either way: something crosses the stroke there.
 */
function across(ink: Uint8Array, direction: Direction, offset: number, along: number) {
  const inked = (d: number) => {
    const index = direction.at(offset + d, along);
    return index >= 0 && ink[index] === 1;
  };
  let seed: number | undefined;
  for (let step = 0; step <= REACH / 2 && seed === undefined; step++) seed = [step, -step].find(inked);
  if (seed === undefined) return undefined;
  let [low, high] = [seed, seed];
  while (low > -REACH && inked(low - 1)) low--;
  while (high < REACH && inked(high + 1)) high++;
  return { low, high, capped: low === -REACH || high === REACH };
}

/** The stroke a group of runs makes: its pixels, where it is alone, and whether it is straight. */
function strokeOf(ink: Uint8Array, direction: Direction, group: Run[]): LongStroke {
  const offset = Math.round(group.reduce((sum, run) => sum + run.offset, 0) / group.length);
  const [from, to] = [Math.min(...group.map((r) => r.from)), Math.max(...group.map((r) => r.to))];
  const spans: { along: number; low: number; high: number; capped: boolean }[] = [];
  for (let along = from; along <= to; along++) {
    const span = across(ink, direction, offset, along);
    if (span) spans.push({ along, ...span });
  }
  const thicknesses = spans.filter((s) => !s.capped).map((s) => s.high - s.low + 1).sort((a, b) => a - b);
  const typical = thicknesses[Math.floor(thicknesses.length / 2)] ?? 0;
  // Alone: its thickness its own. Where a stroke crosses or touches it, it is thicker.
  const alone = spans.filter((s) => !s.capped && s.high - s.low + 1 <= typical + 1);
  const pixels: number[] = [];
  const alonePixels: number[] = [];
  // Where something touches or crosses it, the stroke is its typical thickness about its centre nearby.
  let centre = 0;
  for (const span of spans) {
    const isAlone = !span.capped && span.high - span.low + 1 <= typical + 1;
    if (isAlone) centre = (span.low + span.high) / 2;
    const [low, high] = isAlone ? [span.low, span.high] : [Math.round(centre - typical / 2), Math.round(centre + typical / 2)];
    for (let d = low; d <= high; d++) {
      const index = direction.at(offset + d, span.along);
      if (index < 0 || !ink[index]) continue;
      pixels.push(index);
      if (isAlone) alonePixels.push(index);
    }
  }
  const centres = alone.map((s): [number, number] => [s.along, (s.low + s.high) / 2]);
  const smooth = centres.every(([along, centre], i) => i === 0 || along - centres[i - 1][0] > 1 || Math.abs(centre - centres[i - 1][1]) <= SMOOTH);
  return {
    pixels,
    alone: alonePixels,
    straight: alone.length >= 0.5 * (to - from + 1) && isStraight(centres),
    unbroken: spans.length >= UNBROKEN * (to - from + 1) && smooth,
  };
}

/** Whether centres (along, across) keep to a line along the direction: within STRAIGHT, tilted less than SLOPE. */
function isStraight(centres: [number, number][]): boolean {
  const n = centres.length;
  if (n < 2) return false;
  const [mx, my] = [centres.reduce((s, [x]) => s + x, 0) / n, centres.reduce((s, [, y]) => s + y, 0) / n];
  const sxx = centres.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const tilt = sxx ? centres.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx : 0;
  const rms = Math.sqrt(centres.reduce((s, [x, y]) => s + (y - my - tilt * (x - mx)) ** 2, 0) / n);
  return rms <= STRAIGHT && Math.abs(tilt) <= SLOPE;
}

/**
 * The strokes of `ink` at least `minLength` pixels long along a page whose lines run at
 * `skewDegrees` (positive: falling to the right), and across them too when `acrossToo`.
 */
export function longStrokesOf(ink: Uint8Array, width: number, height: number, skewDegrees: number, minLength: number, acrossToo: boolean): LongStroke[] {
  const slope = Math.tan((skewDegrees * Math.PI) / 180);
  return directionsOf(width, height, slope, acrossToo).flatMap((direction) => grouped(runsOf(ink, direction, minLength)).map((group) => strokeOf(ink, direction, group)));
}
