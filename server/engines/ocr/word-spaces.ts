/**
 * The text of one line from the recogniser's output, with its word spaces.
 *
 * PP-OCRv4's Chinese model has a space class (the last of its 6625: blank, the 6623 characters
 * of ppocr_keys_v1.txt, space) and the wrapper's dictionary has it, but the model often lets
 * the blank win where a space is: "Toolhubisacollectionofsmallonlinetools" (a known fault of
 * the general model, PaddleOCR issues 11386 and 13199). Where it does, the space still shows
 * twice: the space class keeps some probability on the frames between the two words, and the
 * line image has a blank gap of columns there, wider than a gap between two letters. A space
 * is put back only where both say so, and only where a person would type one: between two
 * Latin or digit runs, or between such a run and a Chinese character when the gap is wide;
 * never between two Chinese characters or beside full-width punctuation. The spaces the model
 * does read are kept (on the generated lines below, none of them was wrong).
 */

/** One line image as the recogniser saw it: RGBA, 48 pixels high. */
export interface LineImageData {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** The recogniser's output for one line: `frames` rows of `classes` probabilities (softmax). */
export interface LineScores {
  data: Float32Array;
  frames: number;
  classes: number;
}

/**
 * When a space the model left out is put back, measured on generated lines (Noto Sans CJK,
 * DejaVu, Liberation and Noto Serif, 14 to 32 px): the largest probability of the space class
 * between the two characters, and the widest blank gap there as a share of the line's ink
 * height. Between Latin runs a missed space scored at least 0.02 and 0.29, two letters at most
 * 0.004 where the gap was that wide and 0.20 where the probability was; Latin beside Chinese
 * needs a wide gap, as a date's digits (2026年11月) sit almost as far from their characters.
 */
const LATIN_SPACE = { probability: 0.01, gap: 0.25 };
const MIXED_SPACE = { probability: 0.001, gap: 0.3 };
/** A line whose ink differs from its paper by less than this (of 255) has no gaps to trust. */
const MIN_CONTRAST = 40;

type Kind = 'latin' | 'cjk' | 'closed';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Full-width and CJK punctuation (，。：、（）《》「」…—“”, and 丶, as the model often reads 、): no space beside them, ever. */
const CLOSED = /[\u3000-\u303f\uff00-\uffef\u2014\u2018\u2019\u201c\u201d\u2026\u00b7丶]/u;

/** Latin punctuation a space never goes before or after (a monospaced font leaves wide gaps around it). */
const NO_SPACE_BEFORE = /[.,;:!?%)\]}]/;
const NO_SPACE_AFTER = /[([{]/;

function kindOf(char: string): Kind {
  if (CLOSED.test(char)) return 'closed';
  return CJK.test(char) ? 'cjk' : 'latin';
}

/** What a space left out between `a` and `b` must show to be put back; none where no space goes. */
function spaceRule(before: string | undefined, a: string, b: string) {
  if (a === ' ' || b === ' ' || NO_SPACE_BEFORE.test(b) || NO_SPACE_AFTER.test(a)) return undefined;
  // Inside a number (1,446.40) a separator's gaps are not spaces either.
  if (/[.,]/.test(a) && /\d/.test(b) && /\d/.test(before ?? '')) return undefined;
  const kinds = [kindOf(a), kindOf(b)];
  if (kinds.includes('closed') || kinds.every((k) => k === 'cjk')) return undefined;
  return kinds.includes('cjk') ? MIXED_SPACE : LATIN_SPACE;
}

/** Which columns of the line hold ink, and the height of its ink band; none when the line is too faint to tell. */
function inkColumns(image: LineImageData): { ink: boolean[]; inkHeight: number } | undefined {
  const { data, width, height } = image;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
  const sorted = Float32Array.from(grey).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  // Paper is most of a line's pixels (dark on light or, in a chat bubble, light on dark).
  const paper = at(0.5);
  const [darkest, lightest] = [at(0.02), at(0.98)];
  const inkIsDark = paper - darkest >= lightest - paper;
  const contrast = inkIsDark ? paper - darkest : lightest - paper;
  if (contrast < MIN_CONTRAST) return undefined;
  const isInk = (value: number) => (inkIsDark ? paper - value : value - paper) > contrast / 2;

  // The band of rows around the inkiest one, so a neighbouring line's descenders caught in the crop do not fill the gaps.
  const rowInk = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isInk(grey[y * width + x])) rowInk[y]++;
  const peak = rowInk.indexOf(Math.max(...rowInk));
  let [top, bottom] = [peak, peak];
  while (top > 0 && rowInk[top - 1] > 0) top--;
  while (bottom < height - 1 && rowInk[bottom + 1] > 0) bottom++;

  const ink = new Array<boolean>(width).fill(false);
  for (let y = top; y <= bottom; y++) for (let x = 0; x < width; x++) if (isInk(grey[y * width + x])) ink[x] = true;
  return { ink, inkHeight: bottom - top + 1 };
}

interface Read {
  char: string;
  /** First and last frame of the character's run. */
  first: number;
  last: number;
  /** The probability of its first frame (the wrapper's confidence). */
  probability: number;
}

/** Greedy CTC decoding (most probable class per frame, runs merged, blanks dropped), keeping where each character stood. */
function decode(scores: LineScores, dictionary: string[]): Read[] {
  const { data, frames, classes } = scores;
  const reads: Read[] = [];
  let previous = -1;
  for (let frame = 0; frame < frames; frame++) {
    let best = 0;
    for (let k = 1; k < classes; k++) if (data[frame * classes + k] > data[frame * classes + best]) best = k;
    if (best !== 0 && best === previous) reads[reads.length - 1].last = frame;
    else if (best !== 0) reads.push({ char: dictionary[best - 1], first: frame, last: frame, probability: data[frame * classes + best] });
    previous = best;
  }
  return reads;
}

/** The widest run of blank columns between pixel columns `from` and `to`. */
function widestGap(ink: boolean[], from: number, to: number): number {
  let [widest, run] = [0, 0];
  for (let x = Math.max(0, from); x < Math.min(ink.length, to); x++) {
    run = ink[x] ? 0 : run + 1;
    widest = Math.max(widest, run);
  }
  return widest;
}

/**
 * The line's text and mean confidence (the wrapper's: over the characters the model read).
 * `dictionary` is the wrapper's: ppocr_keys_v1.txt's lines and the space, so class k is
 * `dictionary[k - 1]` and class 0 the blank.
 */
export function lineText(scores: LineScores, dictionary: string[], image: LineImageData): { text: string; mean: number } {
  if (scores.classes !== dictionary.length + 1) {
    throw new Error(`the recognition model has ${scores.classes} classes, its dictionary ${dictionary.length} and the blank`);
  }
  const reads = decode(scores, dictionary);
  if (!reads.length) return { text: '', mean: 0 };
  const mean = reads.reduce((sum, read) => sum + read.probability, 0) / reads.length;
  const space = scores.classes - 1;
  // Measured once, and only for a line where a space may go (a Chinese line has no such place).
  let measured: { columns: ReturnType<typeof inkColumns> } | undefined;
  const columnsOf = () => (measured ??= { columns: inkColumns(image) }).columns;
  const pixelsPerFrame = image.width / scores.frames;

  let text = reads[0].char;
  for (let i = 1; i < reads.length; i++) {
    const [a, b] = [reads[i - 1], reads[i]];
    const rule = spaceRule(reads[i - 2]?.char, a.char, b.char);
    const columns = rule && columnsOf();
    if (rule && columns) {
      let probability = 0;
      for (let frame = a.last; frame <= b.first; frame++) probability = Math.max(probability, scores.data[frame * scores.classes + space]);
      const gap = widestGap(columns.ink, Math.round(a.last * pixelsPerFrame), Math.round((b.first + 1) * pixelsPerFrame)) / columns.inkHeight;
      if (probability >= rule.probability && gap >= rule.gap) text += ' ';
    }
    text += b.char;
  }
  return { text: text.replace(/ {2,}/g, ' ').trim(), mean };
}
