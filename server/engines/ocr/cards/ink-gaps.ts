/**
 * Where a recognised line's ink stops and starts again, measured in the image. The recogniser
 * answers a line's text and its box, not where each word of it stands; on a licence it joins
 * a field of one column with the field beside it ('法定代表人 张晓明 营业期限 2019年…'), and
 * only the picture says which of its spaces is the wide gap between the columns. Each line is
 * sampled across its box, along its slope: a column of samples that holds no ink is blank, and
 * the runs of blank columns are the line's gaps. card-lines.ts places the line's words by them.
 */
import sharp from 'sharp';
import type { RecognisedLine } from '../paddle';

/** A recognised line, and what its picture says of it: its ink's ends and its gaps, as shares of its length. */
export interface MeasuredLine extends RecognisedLine {
  ink?: { start: number; end: number; gaps: [number, number][] };
}

interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/** A gap narrower than this share of the line's height is the space inside or between characters, not a word's. */
const MIN_GAP = 0.8;
/** Samples of a column that must be ink for it to count (a speck of grain is not). */
const MIN_INK = 2;

const at = ({ data, width, height }: Grey, x: number, y: number) => data[Math.min(height - 1, Math.max(0, Math.round(y))) * width + Math.min(width - 1, Math.max(0, Math.round(x)))];

/** The ink of one line: how many samples of each column across it are ink (dark print on a light card, or light on a dark one). */
function inkColumns(grey: Grey, box: [number, number][]): number[] {
  const [p0, p1, , p3] = box;
  const length = Math.max(1, Math.round(Math.hypot(p1[0] - p0[0], p1[1] - p0[1])));
  const height = Math.max(1, Math.round(Math.hypot(p3[0] - p0[0], p3[1] - p0[1])));
  const along = [(p1[0] - p0[0]) / length, (p1[1] - p0[1]) / length];
  const across = [(p3[0] - p0[0]) / height, (p3[1] - p0[1]) / height];
  const samples = new Uint8Array(length * height);
  for (let s = 0; s < length; s++) {
    for (let r = 0; r < height; r++) samples[s * height + r] = at(grey, p0[0] + along[0] * s + across[0] * r, p0[1] + along[1] * s + across[1] * r);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const [dark, paper, light] = [quantile(0.05), quantile(0.5), quantile(0.95)];
  // Ink is what stands out from the card, on the side it stands out most: halfway from the card to it.
  const darkInk = paper - dark >= light - paper;
  const threshold = darkInk ? paper - (paper - dark) / 2 : paper + (light - paper) / 2;
  const contrast = darkInk ? paper - dark : light - paper;
  const columns: number[] = [];
  for (let s = 0; s < length; s++) {
    let ink = 0;
    // Too little contrast is no print at all: the column stays blank.
    for (let r = 0; r < height && contrast > 24; r++) if (darkInk ? samples[s * height + r] < threshold : samples[s * height + r] > threshold) ink++;
    columns.push(ink);
  }
  return columns;
}

/** A line's ink ends and gaps, as shares of its length; undefined when it holds no ink to measure. */
function measured(grey: Grey, line: RecognisedLine): MeasuredLine['ink'] {
  const columns = inkColumns(grey, line.box);
  const inked = columns.map((count) => count >= MIN_INK);
  const first = inked.indexOf(true);
  const last = inked.lastIndexOf(true);
  if (first < 0 || last <= first) return undefined;
  const height = Math.hypot(line.box[3][0] - line.box[0][0], line.box[3][1] - line.box[0][1]);
  const gaps: [number, number][] = [];
  for (let s = first; s <= last; s++) {
    if (inked[s]) continue;
    const from = s;
    while (s <= last && !inked[s]) s++;
    if (s - from >= MIN_GAP * height) gaps.push([from / columns.length, s / columns.length]);
  }
  return { start: first / columns.length, end: (last + 1) / columns.length, gaps };
}

/** The lines, each with its ink measured in the page it was read from. */
export async function withInkGaps(lines: readonly RecognisedLine[], png: Buffer): Promise<MeasuredLine[]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const grey = { data, width: info.width, height: info.height };
  return lines.map((line) => {
    const ink = measured(grey, line);
    return ink ? { ...line, ink } : { ...line };
  });
}
