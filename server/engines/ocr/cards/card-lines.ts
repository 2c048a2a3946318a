/**
 * A card's recognised lines as labelled pieces placed on a level page, for reading its fields
 * by layout. A card is photographed turned a little, so its lines are first turned level
 * about the origin by the slope of its text (the detector boxes each line along its slope),
 * and rows are then rows of the card. The recogniser may join a label and its value, two
 * columns of a licence, or a stamp and a label into one line: each line is cut at the labels
 * it holds and at its spaces, and each piece is given the stretch of the line it covers.
 */
import type { RecognisedLine } from '../paddle';
import { groupRows, sameRow } from '../rows';
import type { MeasuredLine } from './ink-gaps';

/** A label a card prints before a value. */
export interface CardLabel {
  /** The label as the answer names it: '名称', '法定代表人'. */
  name: string;
  /**
   * Long labels no value holds are taken wherever they stand in a line; a short one ('名称',
   * '民族') only at the start of a line or after a space, so 民族大道 in an address stays whole.
   */
  anywhere?: boolean;
}

/** A label or a word of a line, placed on the levelled page. */
export interface Piece {
  text: string;
  /** The label this piece is, if it is one. */
  label?: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  cy: number;
}

/** The stamp of a specimen card: never a value. */
const SPECIMEN = /^样本$/;

const slopeOf = ({ box }: RecognisedLine) => Math.atan2(box[1][1] - box[0][1], box[1][0] - box[0][0]);
const lengthOf = ({ box }: RecognisedLine) => Math.hypot(box[1][0] - box[0][0], box[1][1] - box[0][1]);
const heightOf = ({ box }: RecognisedLine) => Math.hypot(box[3][0] - box[0][0], box[3][1] - box[0][1]);

/** The slope of the card's text in degrees, clockwise positive: the median of its longer lines (0 when it has none). */
export function textSlopeOf(lines: readonly RecognisedLine[]): number {
  const slopes = lines
    .filter((line) => lengthOf(line) > 2.5 * heightOf(line))
    .map(slopeOf)
    .sort((a, b) => a - b);
  if (!slopes.length) return 0;
  return (slopes[Math.floor(slopes.length / 2)] * 180) / Math.PI;
}

/** The lines turned by −`degrees` about the origin: on a card turned `degrees`, its rows come out level. */
export function levelledLines<T extends RecognisedLine>(lines: readonly T[], degrees: number): T[] {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return lines.map((line) => ({ ...line, box: line.box.map(([x, y]): [number, number] => [x * cos + y * sin, -x * sin + y * cos]) }));
}

/** Width of a character in ems: a CJK character or full-width sign is square, a Latin letter or digit about half. */
const widthOf = (char: string) => (char.charCodeAt(0) > 0x2e80 ? 1 : 0.55);

const escaped = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as it may be printed: its characters spread apart ('名  称'), a colon after it. */
const labelPattern = (label: CardLabel) => new RegExp(`${[...label.name].map(escaped).join('\\s*')}[:：]?`, 'g');

/** What the recogniser reads between the spread characters of a label (a rule, a speck): 一, a dash, a dot. */
const LABEL_NOISE = '一—_.·-';

/** A text with the noise between a spread label's characters made a space ('名一称' → '名 称'), so it takes no place of its own. */
function withoutNoiseInLabels(text: string, labels: readonly CardLabel[]): string {
  let cleaned = text;
  for (const label of labels) {
    if ([...label.name].length < 2) continue;
    const spread = new RegExp([...label.name].map(escaped).join(`\\s*[${escaped(LABEL_NOISE)}]+\\s*`), 'g');
    cleaned = cleaned.replace(spread, [...label.name].join(' '));
  }
  return cleaned;
}

interface Span {
  start: number;
  end: number;
  label?: string;
}

/** Where the labels stand in a text: longest first, never overlapping. */
function labelSpans(text: string, labels: readonly CardLabel[]): Span[] {
  const spans: Span[] = [];
  for (const label of [...labels].sort((a, b) => b.name.length - a.name.length)) {
    for (const match of text.matchAll(labelPattern(label))) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (!label.anywhere && start > 0 && !/\s/.test(text[start - 1])) continue;
      if (spans.some((span) => start < span.end && end > span.start)) continue;
      spans.push({ start, end, label: label.name });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** A line's text cut at its labels, and what is between them at its spaces. */
function spansOf(text: string, labels: readonly CardLabel[]): Span[] {
  const spans: Span[] = [];
  const words = (from: number, to: number) => {
    for (const match of text.slice(from, to).matchAll(/\S+/g)) spans.push({ start: from + match.index, end: from + match.index + match[0].length });
  };
  let at = 0;
  for (const span of labelSpans(text, labels)) {
    words(at, span.start);
    spans.push(span);
    at = span.end;
  }
  words(at, text.length);
  return spans;
}

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

/** The pieces of one line, each given the stretch of the line it covers: by the line's measured ink when known, else estimated. */
function piecesOfLine(line: MeasuredLine, labels: readonly CardLabel[]): Piece[] {
  const read = withoutNoiseInLabels(line.text.trim(), labels);
  const xs = line.box.map((p) => p[0]);
  const ys = line.box.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { text, xs: xAt } = line.ink ? placedByInk(read, line.ink, left, right) : { text: read, xs: estimatedXs(read, left, right, bottom - top) };
  return spansOf(text, labels)
    .map((span) => ({
      text: span.label ? span.label : text.slice(span.start, span.end).trim(),
      ...(span.label ? { label: span.label } : {}),
      left: xAt[span.start],
      right: xAt[span.end],
      top,
      bottom,
      cy: (top + bottom) / 2,
    }))
    .filter((piece) => piece.text && !SPECIMEN.test(piece.text));
}

/** Every line's pieces. */
export function piecesOf(lines: readonly MeasuredLine[], labels: readonly CardLabel[]): Piece[] {
  return lines.flatMap((line) => piecesOfLine(line, labels));
}

/** Pieces grouped into rows, top to bottom, each left to right. */
export const rowsOf = (pieces: readonly Piece[]) => groupRows([...pieces], (piece) => piece.cy).sort((a, b) => a[0].cy - b[0].cy);

const heightOfPiece = (piece: Piece) => piece.bottom - piece.top;

/** The first piece that is the label `name`, top to bottom. */
export const labelled = (pieces: readonly Piece[], name: string) => pieces.filter((piece) => piece.label === name).sort((a, b) => a.cy - b.cy)[0];

/** A gap between two words of one value is narrower than this many line heights: a wider one is the next column's. */
const COLUMN_GAP = 2.5;

/** The pieces right of a piece on its row, left to right, up to the next label or the next column. */
export function rightOf(pieces: readonly Piece[], from: Piece): Piece[] {
  const right = pieces.filter((p) => p !== from && p.left >= from.right - heightOfPiece(from) / 2 && sameRow(p, from)).sort((a, b) => a.left - b.left);
  const next = right.findIndex((p, i) => p.label || (i > 0 && p.left - right[i - 1].right > COLUMN_GAP * heightOfPiece(from)));
  return next < 0 ? right : right.slice(0, next);
}

/** The text of pieces joined as the card prints them (no spaces between Chinese words). */
export const joined = (pieces: readonly Piece[]) => pieces.map((piece) => piece.text).join('');

/**
 * The value of a label, read on from its row to the rows below it that continue it (at most
 * `rows` in all): a row continues it when it starts where the value starts (the label's own
 * column stays clear), follows within about a line's height, and comes before the next label
 * of the label's column.
 */
export function valueOf(pieces: readonly Piece[], label: Piece, rows = 1): string {
  const first = rightOf(pieces, label);
  const em = heightOfPiece(label);
  const start = first[0]?.left ?? label.right;
  const parts = [joined(first)];
  // The next label under this one, in its column: the value stops above it.
  const stop = pieces
    .filter((p) => p.label && p.cy > label.bottom && Math.abs(p.left - label.left) < 3 * em)
    .reduce((lowest, p) => Math.min(lowest, p.top), Infinity);
  let last = first.length ? first : [label];
  for (let row = 1; row < rows; row++) {
    const bottom = Math.max(...last.map((p) => p.bottom));
    const next = pieces
      .filter((p) => !p.label && p.top > bottom - em / 2 && p.top - bottom < em * 1.2 && p.bottom < stop + em / 2)
      .filter((p) => p.left > label.right - em / 2 && Math.abs(p.left - start) < 3 * em)
      .sort((a, b) => a.top - b.top)[0];
    if (!next) break;
    // Its row: it and the pieces that run on from it without a column's gap (punctuation leaves wide blanks: '。 （').
    const line = [next];
    for (const p of pieces.filter((q) => q !== next && !q.label && sameRow(q, next) && q.left > next.left).sort((a, b) => a.left - b.left)) {
      if (p.left - line[line.length - 1].right > COLUMN_GAP * em) break;
      line.push(p);
    }
    parts.push(joined(line));
    last = line;
  }
  return parts.join('');
}
