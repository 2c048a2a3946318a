/**
 * Where the words of a recognised line stand. The recogniser answers a line's text and its
 * box, not where each word is: from the box alone the characters share its width by theirs
 * (CJK square, Latin about half) and the spaces what is left; with the line's ink measured
 * (ink-gaps.ts) its gaps are aligned with the text's boundaries, so a wide gap between two
 * columns is where it is, and gets a space when the recogniser read none.
 */
import type { MeasuredLine } from './ink-gaps';

/** Width of a character in ems: a CJK character or full-width sign is square, a Latin letter or digit about half. */
const widthOf = (char: string) => (char.charCodeAt(0) > 0x2e80 ? 1 : 0.55);

/** The estimated x of each UTF-16 offset of a line's text, from its box alone: its characters by their width, what is left to its spaces (a character is never wider than the line is high, so a wide gap stays a gap). */
function estimatedXs(text: string, left: number, right: number, height: number): number[] {
  const ems = [...text].reduce((sum, char) => sum + (/\s/.test(char) ? 0 : widthOf(char)), 0);
  const gaps = text.match(/\s+/g)?.length ?? 0;
  const fullEm = (right - left) / Math.max(ems, 1);
  const em = gaps ? Math.min(fullEm, height) : fullEm;
  const gap = gaps ? Math.max(0, (right - left - em * ems) / gaps) : 0;
  const xs: number[] = [];
  let x = left;
  for (let i = 0; i < text.length; i++) {
    xs[i] = x;
    if (!/\s/.test(text[i])) x += widthOf(text[i]) * em;
    else if (i === 0 || !/\s/.test(text[i - 1])) x += gap;
  }
  xs[text.length] = x;
  return xs;
}

/** Costs of aligning the ink's gaps with the text's boundaries, in ems of disagreement. */
const PLAIN_BOUNDARY = 1.5;
const SPACE_WITHOUT_GAP = 0.3;
/** A gap left without a boundary costs this plus twice its width in ems: a wide one must have one. */
const GAP_WITHOUT_BOUNDARY = 1;

type Step = 'gap' | 'boundary' | 'match';

/**
 * The text and the x of each of its offsets, placed by the line's measured ink (ink-gaps.ts).
 * The line is taken as its characters laid side by side (the ink less its gaps, shared by the
 * characters' widths) with the gaps put in between: each gap is aligned, in order and at the
 * least cost, with a boundary between two characters — one where the text has a space at
 * about the same place, else one without a space (the recogniser ran a label of the next
 * column on without a space: '…软件住 所'), which then gets one. Between those anchors and the
 * ink's ends, the characters share the width by theirs; a space without a gap takes a little.
 */
function placedByInk(text: string, ink: NonNullable<MeasuredLine['ink']>, left: number, right: number): { text: string; xs: number[] } {
  const xOf = (share: number) => left + share * (right - left);
  const gaps = [...ink.gaps].sort((a, b) => a[0] - b[0]);
  const chars = [...text.matchAll(/\S/gu)].map((m) => ({ offset: m.index, end: m.index + m[0].length, width: widthOf(m[0]) }));
  const blank = gaps.reduce((sum, [from, to]) => sum + (to - from), 0);
  const em = (ink.end - ink.start - blank) / Math.max(1, chars.reduce((sum, c) => sum + c.width, 0));
  // Both in ems of the characters laid side by side: where each boundary is, where each gap is.
  const boundaries: { after: number; space?: number; at: number }[] = [];
  let at = 0;
  chars.slice(0, -1).forEach((char, k) => {
    at += char.width;
    const next = chars[k + 1].offset;
    boundaries.push({ after: next, ...(next > char.end ? { space: char.end } : {}), at });
  });
  let skipped = 0;
  const gapAt = gaps.map(([from, to]) => {
    const place = (from - ink.start - skipped) / em;
    skipped += to - from;
    return place;
  });
  const [G, B] = [gaps.length, boundaries.length];
  const cost = Array.from({ length: G + 1 }, () => new Array<number>(B + 1).fill(Infinity));
  const step = Array.from({ length: G + 1 }, () => new Array<Step | undefined>(B + 1));
  const relax = (i: number, k: number, value: number, how: Step) => {
    if (value < cost[i][k]) [cost[i][k], step[i][k]] = [value, how];
  };
  cost[0][0] = 0;
  for (let i = 0; i <= G; i++) {
    for (let k = 0; k <= B; k++) {
      const here = cost[i][k];
      if (here === Infinity) continue;
      if (i < G) relax(i + 1, k, here + GAP_WITHOUT_BOUNDARY + (2 * (gaps[i][1] - gaps[i][0])) / em, 'gap');
      if (k < B) relax(i, k + 1, here + (boundaries[k].space === undefined ? 0 : SPACE_WITHOUT_GAP), 'boundary');
      if (i < G && k < B) relax(i + 1, k + 1, here + Math.abs(boundaries[k].at - gapAt[i]) + (boundaries[k].space === undefined ? PLAIN_BOUNDARY : 0), 'match');
    }
  }
  const matched = new Map<number, [number, number]>();
  for (let [i, k] = [G, B]; i > 0 || k > 0; ) {
    const how = step[i][k];
    if (how === 'match') matched.set(k - 1, gaps[i - 1]);
    if (how !== 'boundary') i--;
    if (how !== 'gap') k--;
  }
  // The text with a space where a gap has none, and the gaps' ends as anchors in it.
  let placed = '';
  let from = 0;
  const anchors: [number, number][] = [[0, ink.start]];
  boundaries.forEach((boundary, k) => {
    const gap = matched.get(k);
    if (!gap) return;
    placed += text.slice(from, boundary.space ?? boundary.after);
    const spaceStart = placed.length;
    placed += boundary.space === undefined ? ' ' : text.slice(boundary.space, boundary.after);
    anchors.push([spaceStart, gap[0]], [placed.length, gap[1]]);
    from = boundary.after;
  });
  placed += text.slice(from);
  anchors.push([placed.length, ink.end]);
  const weightOf = (i: number) => (/\s/.test(placed[i]) ? 0.35 : widthOf(placed[i]));
  const xs: number[] = [];
  for (let a = 0; a + 1 < anchors.length; a++) {
    const [[start, x0], [end, x1]] = [anchors[a], anchors[a + 1]];
    const weights = Array.from({ length: end - start }, (_, j) => weightOf(start + j));
    const sum = weights.reduce((all, w) => all + w, 0);
    let x = x0;
    for (let i = start; i < end; i++) {
      xs[i] = xOf(x);
      x += sum ? ((x1 - x0) * weights[i - start]) / sum : 0;
    }
  }
  xs[placed.length] = xOf(ink.end);
  return { text: placed, xs };
}

/** The line's text (with a space where a gap has none) and the x of each of its offsets, by its ink when measured. */
export function wordsPlaced(text: string, ink: MeasuredLine['ink'], { left, right, height }: { left: number; right: number; height: number }): { text: string; xs: number[] } {
  return ink ? placedByInk(text, ink, left, right) : { text, xs: estimatedXs(text, left, right, height) };
}
