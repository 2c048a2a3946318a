/**
 * Pages made for the document-image tests, with their ground truth kept beside them:
 *
 * - an annotated page: a printed page (Noto fonts, as the recognition tests draw them), and
 *   the same page with a pen's marks over it — cursive notes in the margins and between the
 *   lines, underlines, circled words, a struck-out word, ticks, an arrow and a signature —
 *   drawn as SVG paths with a hand's wobble and multiplied onto the paper as ink is;
 * - a photographed page: a printed page turned a few degrees, under a shadow and uneven
 *   light, on yellowed paper, blurred, with sensor noise, saved as a JPEG.
 *
 * Everything is drawn from a seed, so a page is the same on every run and every machine.
 */
import sharp from 'sharp';
import { escapeXml } from '../../../src/xml';
import { seededRandom } from '../../../src/seeded-random';
import { gaussian } from './camera-noise';
import { cursiveWords, handDrawn, overshootingEllipse, straight, wave, type Point } from './handwritten-page-pen';

const FONT = 'Noto Sans CJK SC';
const FONT_SIZE = 30;
const LINE_SPACING = 66;
const LEFT = 90;
const TOP = 110;
const WIDTH = 1240;

/** The printed text of the test pages, and of the sheet photographed on a table (photographed-page.ts): Chinese and English, long and short lines. */
export const DOCUMENT_LINES: readonly string[] = [
  '关于图书馆开放时间调整的通知',
  '自下月一日起，图书馆周一至周五开放时间',
  '调整为早上八点至晚上十点，周末不变。',
  '借阅证到期的读者请及时到服务台办理续期，',
  '逾期未续的借阅证将暂停使用。',
  'Opening hours change from the first of next month.',
  'Please return overdue books before 30 June.',
  '电子阅览室每次使用时长不超过两小时。',
  '如有疑问，请拨打服务电话 010-6275 1234。',
  'Thank you for your understanding.',
  '二〇二六年十一月二十日',
];

const baselineOf = (line: number) => TOP + line * LINE_SPACING;
const pageHeight = (lines: readonly string[]) => TOP + lines.length * LINE_SPACING + 160;

export async function printedDocument(lines: readonly string[] = DOCUMENT_LINES): Promise<Buffer> {
  const texts = lines
    .map((line, i) => `<text x="${LEFT}" y="${baselineOf(i)}" font-family="${FONT}" font-size="${i === 0 ? FONT_SIZE + 4 : FONT_SIZE}" fill="#161616">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${pageHeight(lines)}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
}

// ---- the pen: handwritten-page-pen.ts's hand, with marks of one width each ----

/** A straight stroke's points: 40 to a stroke unless said. */
const line = (from: Point, to: Point, count = 40): Point[] => straight(from, to, count);

export type InkColour = 'blue' | 'black';
const INKS: Record<InkColour, string> = { blue: '#1c3fa8', black: '#1d1d22' };

interface Mark {
  strokes: Point[][];
  ink: InkColour;
  width: number;
}

/** Where each printed line ends, measured on the page: the rightmost ink on its row. */
async function lineEnds(printed: Buffer, lines: readonly string[]): Promise<number[]> {
  const { data, info } = await sharp(printed).greyscale().raw().toBuffer({ resolveWithObject: true });
  return lines.map((_, i) => {
    let right = LEFT;
    for (let y = baselineOf(i) - FONT_SIZE; y < baselineOf(i) + FONT_SIZE / 3; y++) {
      for (let x = right; x < info.width; x++) if (data[y * info.width + x] < 128) right = x;
    }
    return right;
  });
}

/** What a reader with a pen leaves on the page; `inks` picks each mark's colour in turn. */
function annotations(lines: readonly string[], ends: number[], inks: readonly InkColour[], random: () => number): Mark[] {
  const marks: Mark[] = [];
  let turn = 0;
  const add = (strokes: Point[][], width = 2.4 + random() * 0.8) => marks.push({ strokes, ink: inks[turn++ % inks.length], width });
  const right = (i: number) => ends[i];

  // Margin notes after short lines, on their baseline.
  for (const i of [2, 4, 9]) add(cursiveWords(right(i) + 40, baselineOf(i) - 2, 2, 13, random).words);
  // A note squeezed between two lines.
  add(cursiveWords(LEFT + 120, baselineOf(2) + 30, 3, 9, random).words);
  // Underlines: a wavy one under a whole line, a straight double one under a phone number.
  add([handDrawn(wave([LEFT - 4, baselineOf(1) + 12], right(1) - LEFT, 2.5), random)]);
  add([handDrawn(line([LEFT + 250, baselineOf(8) + 11], [right(8), baselineOf(8) + 9]), random), handDrawn(line([LEFT + 255, baselineOf(8) + 17], [right(8) + 6, baselineOf(8) + 16]), random)]);
  // Circled words: a date, and a year whose circle overshoots into the next character.
  add([handDrawn(overshootingEllipse(right(6) - 58, baselineOf(6) - 10, 80, 30, random), random)]);
  add([handDrawn(overshootingEllipse(LEFT + 75, baselineOf(10) - 10, 96, 32, random), random)]);
  // A word struck out.
  add([handDrawn(line([LEFT + 150, baselineOf(7) - 12], [LEFT + 275, baselineOf(7) - 10]), random)]);
  // Ticks in the left margin.
  for (const i of [3, 5, 7]) {
    const [x, y] = [LEFT - 60, baselineOf(i) - 8];
    add([handDrawn([...line([x, y], [x + 9, y + 10], 8), ...line([x + 9, y + 10], [x + 30, y - 16], 14)], random)]);
  }
  // An arrow from a note in the right margin to the line it is about.
  const from: Point = [WIDTH - 250, baselineOf(7) + 20];
  const to: Point = [right(6) + 36, baselineOf(6) - 4];
  add([handDrawn(line(from, to), random), handDrawn([[to[0] - 6, to[1] + 16], to, [to[0] + 14, to[1] + 8]], random)]);
  add(cursiveWords(from[0] - 10, from[1] + 34, 2, 12, random).words);
  // A signature under the text: a big flourish and a stroke under it.
  const signature = cursiveWords(WIDTH - 420, baselineOf(lines.length) + 40, 2, 22, random);
  add([...signature.words, handDrawn(line([WIDTH - 440, baselineOf(lines.length) + 58], [signature.right, baselineOf(lines.length) + 50]), random)], 3);
  return marks;
}

const pathOf = (stroke: Point[]) => `M${stroke.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}`;

function inkSvg(marks: Mark[], width: number, height: number): string {
  const paths = marks
    .flatMap((mark) => mark.strokes.map((stroke) => `<path d="${pathOf(stroke)}" stroke="${INKS[mark.ink]}" stroke-width="${mark.width.toFixed(2)}" stroke-opacity="0.92"/>`))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="none" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
}

export interface AnnotatedPage {
  /** The printed page alone: what erasing the handwriting should give back. */
  printed: Buffer;
  /** The page with the pen's marks on it (PNG). */
  annotated: Buffer;
  /** The printed text. */
  lines: readonly string[];
}

/** A printed page a reader has written on, in the given inks (taken in turn, mark by mark). */
export async function annotatedPage(seed: number, inks: readonly InkColour[] = ['blue', 'black'], lines: readonly string[] = DOCUMENT_LINES): Promise<AnnotatedPage> {
  const printed = await printedDocument(lines);
  const height = pageHeight(lines);
  const marks = annotations(lines, await lineEnds(printed, lines), inks, seededRandom(seed));
  const ink = Buffer.from(inkSvg(marks, WIDTH, height));
  // Ink darkens what is under it (multiply): print under a stroke stays as dark as it was.
  const annotated = await sharp(printed).composite([{ input: ink, blend: 'multiply' }]).removeAlpha().png().toBuffer();
  return { printed, annotated, lines };
}

// ---- the camera ----

export interface PhotographedPage {
  /** The printed page, flat and square to the frame. */
  printed: Buffer;
  /** The page as a phone photographed it (JPEG). */
  photo: Buffer;
  /** How far the page is turned in the photo, clockwise. */
  skewDegrees: number;
  lines: readonly string[];
}

/**
 * A page photographed on a desk: turned `skewDegrees` clockwise, the light falling off
 * across the page, the soft shadow of the phone over one corner, yellowed paper, a slightly
 * soft focus, stray light that greys the print, and sensor noise, as a JPEG. The same seed
 * gives the same light and noise, so two pages photographed alike differ only where they do.
 */
export async function photograph(page: Buffer, seed: number, skewDegrees: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const turned = await sharp(page).rotate(skewDegrees, { background: '#ffffff' }).png().toBuffer();
  const { width: turnedWidth = 0, height: turnedHeight = 0 } = await sharp(turned).metadata();
  const { data } = await sharp(turned)
    .extract({ left: Math.floor((turnedWidth - width) / 2), top: Math.floor((turnedHeight - height) / 2), width, height })
    .blur(1.5)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The light: brighter at one corner, falling off across the page; the phone's shadow is a
  // soft-edged band over the opposite corner.
  const [lightX, lightY] = [random() * 0.3, random() * 0.3];
  const shadowAngle = Math.PI * (0.15 + random() * 0.2);
  const [nx, ny] = [Math.cos(shadowAngle), Math.sin(shadowAngle)];
  const paper = [0.97, 0.93, 0.83];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = [x / width, y / height];
      const falloff = 1 - 0.32 * Math.hypot(u - lightX, v - lightY);
      const across = u * nx + v * ny;
      const shadow = 1 - 0.55 / (1 + Math.exp(-(across - 0.75) / 0.05));
      const light = falloff * shadow;
      for (let c = 0; c < 3; c++) {
        const p = (y * width + x) * 3 + c;
        // Stray light in the lens lifts the blacks: the print comes out grey.
        data[p] = Math.max(0, Math.min(255, Math.round((data[p] * 0.75 + 45) * paper[c] * light + gaussian(random) * 4)));
      }
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** The printed test page, photographed. */
export async function photographedPage(seed: number, skewDegrees = 3.2, lines: readonly string[] = DOCUMENT_LINES): Promise<PhotographedPage> {
  const printed = await printedDocument(lines);
  return { printed, photo: await photograph(printed, seed, skewDegrees), skewDegrees, lines };
}
