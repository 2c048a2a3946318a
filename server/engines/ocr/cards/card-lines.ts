/**
 * A card's recognised lines as labelled pieces placed on a level page, for reading its fields
 * by layout. A card is photographed turned a little, so its lines are first turned level
 * about the origin by the slope of its text (the detector boxes each line along its slope),
 * and rows are then rows of the card. The recogniser may join a label and its value, two
 * columns of a licence, or a stamp and a label into one line: each line is cut at the labels
 * it holds and at its spaces, and each piece is given the stretch of the line it covers
 * (word-places.ts).
 */
import type { RecognisedLine } from '../paddle';
import { groupRows, sameRow } from '../rows';
import type { MeasuredLine } from './ink-gaps';
import { wordsPlaced } from './word-places';

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

/** The pieces of one line, each given the stretch of the line it covers: by the line's measured ink when known, else estimated. */
function piecesOfLine(line: MeasuredLine, labels: readonly CardLabel[]): Piece[] {
  const read = withoutNoiseInLabels(line.text.trim(), labels);
  const xs = line.box.map((p) => p[0]);
  const ys = line.box.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { text, xs: xAt } = wordsPlaced(read, line.ink, { left, right, height: bottom - top });
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
