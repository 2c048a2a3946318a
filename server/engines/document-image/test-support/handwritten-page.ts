/**
 * Handwritten pages for measuring handwriting erasure, with everything known apart: a printed
 * page (a title, a form row with blanks on underline rules, Chinese and English lines, a ruled
 * table), and a reader's handwriting over it in blue, black and red pen — the blanks filled in
 * on their rules, ticks and crosses, a circle round words, a wavy underline, notes in the
 * margin and between the lines (cursive and Chinese-like), a stroke through printed text, marks
 * in the table's empty column, a score, a signature — then both photographed alike (a slight
 * turn, soft focus, uneven light on off-white paper, sensor noise, JPEG quality 30 as the
 * client recompresses an upload). Beside the photos: the printed text, and masks of where the
 * pen's ink and the printed rules lie in the photo.
 *
 * Everything is drawn from the seed, so a page is the same on every run and every machine.
 */
import sharp from 'sharp';
import { escapeXml } from '../../../src/xml';
import { seededRandom } from '../../../src/seeded-random';
import { gaussian } from './camera-noise';
import { cross, cursive, hanziLike, line, ring, strokeSvg, tick, wavy, type Random, type Stroke } from './handwritten-page-pen';

const FONT = 'Noto Sans CJK SC';
const PRINT = '#1b1b1b';
const WIDTH = 1240;
const LEFT = 120;
const TITLE_SIZE = 34;
const FONT_SIZE = 28;
const LINE_SPACING = 64;
const ROW_HEIGHT = 56;
const COLUMNS = [230, 430, 220];

export type PenColour = 'blue' | 'black' | 'red';
export const PEN_COLOURS: Record<PenColour, string> = { blue: '#1f3f9e', black: '#202024', red: '#c4232b' };

const TITLES = ['期中复习资料（第三单元）', '关于实验室安全培训的通知', '社区志愿服务活动报名表', '项目周报（第十二周）'];

const CHINESE_LINES = [
  '请同学们在本周五之前完成第三章的练习题。',
  '实验报告需要写明目的、步骤和结论。',
  '图书馆三楼自习室晚上开放到十点半。',
  '进入实验室前必须穿好实验服并戴上护目镜。',
  '活动结束后请把桌椅恢复原位。',
  '本次会议讨论了下季度的预算安排。',
  '报名截止日期为十二月十五日。',
  '如有疑问请联系班主任或教务处。',
  '请勿在走廊奔跑，注意上下楼梯安全。',
  '每组需提交一份不超过两页的总结。',
];

const ENGLISH_LINES = [
  'Bring your own calculator to the exam.',
  'Read chapter four before the next class.',
  'The lab closes at 6 pm on Fridays.',
  'Submit the form by 15 December 2026.',
  'Questions may be sent to the office by email.',
  'Each team presents for ten minutes.',
];

const TABLE_ROWS = [
  ['编号', '内容', '备注'],
  ['A-01', '阅读第二章并做笔记', ''],
  ['A-02', 'Review the key terms', ''],
  ['A-03', '完成课后习题1至8', ''],
];

const FORM_LABELS = ['姓名：', '班级：', '日期：'];
const FORM_STEP = 380;
/** A form label's width: its characters are full-width. */
const LABEL_WIDTH = 3 * FONT_SIZE;
const FORM_RULE_LENGTH = 220;

function pick<T>(pool: readonly T[], count: number, random: Random): T[] {
  const left = [...pool];
  return Array.from({ length: count }, () => left.splice(Math.floor(random() * left.length), 1)[0]);
}

/** What is printed, and where. */
interface Layout {
  title: string;
  /** Body lines above the table, then below it. */
  above: string[];
  below: string[];
  formBaseline: number;
  baselineOf: (index: number) => number;
  tableTop: number;
  belowBaselineOf: (index: number) => number;
  height: number;
}

function layoutOf(random: Random): Layout {
  const title = TITLES[Math.floor(random() * TITLES.length)];
  const chinese = pick(CHINESE_LINES, 5, random);
  const english = pick(ENGLISH_LINES, 2, random);
  const above = [chinese[0], english[0], chinese[1], chinese[2], english[1]];
  const below = [chinese[3], chinese[4]];
  const formBaseline = 200;
  const bodyTop = formBaseline + 90;
  const baselineOf = (i: number) => bodyTop + i * LINE_SPACING;
  const tableTop = baselineOf(above.length - 1) + 40;
  const belowTop = tableTop + TABLE_ROWS.length * ROW_HEIGHT + 70;
  const belowBaselineOf = (i: number) => belowTop + i * LINE_SPACING;
  return { title, above, below, formBaseline, baselineOf, tableTop, belowBaselineOf, height: belowBaselineOf(below.length - 1) + 170 };
}

const textSvg = (x: number, y: number, value: string, size = FONT_SIZE) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${PRINT}">${escapeXml(value)}</text>`;
const ruleSvg = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${PRINT}" stroke-width="2"/>`;
const svgOf = (height: number, content: string, background = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${content}</svg>`;

/** The printed rules: the form's blanks and the table's grid. */
function rulesSvg(layout: Layout): string {
  const parts: string[] = [];
  for (let i = 0; i < FORM_LABELS.length; i++) {
    const x = LEFT + i * FORM_STEP + LABEL_WIDTH;
    parts.push(ruleSvg(x, layout.formBaseline + 8, x + FORM_RULE_LENGTH, layout.formBaseline + 8));
  }
  const right = LEFT + COLUMNS.reduce((a, b) => a + b, 0);
  for (let r = 0; r <= TABLE_ROWS.length; r++) parts.push(ruleSvg(LEFT, layout.tableTop + r * ROW_HEIGHT, right, layout.tableTop + r * ROW_HEIGHT));
  let x = LEFT;
  for (const width of [0, ...COLUMNS]) {
    x += width;
    parts.push(ruleSvg(x, layout.tableTop, x, layout.tableTop + TABLE_ROWS.length * ROW_HEIGHT));
  }
  return parts.join('');
}

function printSvg(layout: Layout): string {
  const parts = [textSvg(LEFT, 110, layout.title, TITLE_SIZE)];
  FORM_LABELS.forEach((label, i) => parts.push(textSvg(LEFT + i * FORM_STEP, layout.formBaseline, label)));
  layout.above.forEach((text, i) => parts.push(textSvg(LEFT, layout.baselineOf(i), text)));
  TABLE_ROWS.forEach((row, r) => {
    let x = LEFT;
    row.forEach((cell, c) => {
      if (cell) parts.push(textSvg(x + 16, layout.tableTop + r * ROW_HEIGHT + 38, cell, FONT_SIZE - 2));
      x += COLUMNS[c];
    });
  });
  layout.below.forEach((text, i) => parts.push(textSvg(LEFT, layout.belowBaselineOf(i), text)));
  return parts.join('') + rulesSvg(layout);
}

/** The printed text as a reader reads it, line by line (a table row is one line). */
const printedLines = (layout: Layout) => [layout.title, FORM_LABELS.join(''), ...layout.above, ...TABLE_ROWS.map((row) => row.join('')), ...layout.below];

/** Where a line's print ends, measured on the printed page: its rightmost ink. */
function inkRight(grey: Buffer, width: number, baseline: number): number {
  let right = LEFT;
  for (let y = baseline - FONT_SIZE; y < baseline + FONT_SIZE / 3; y++) for (let x = right; x < width; x++) if (grey[y * width + x] < 128) right = x;
  return right;
}

interface Mark {
  strokes: Stroke[];
  pen: PenColour;
}

/** What a reader writes on the page; `pens` give each mark its colour in turn. */
function handwriting(layout: Layout, grey: Buffer, pens: readonly PenColour[], random: Random): Mark[] {
  const marks: Mark[] = [];
  let turn = 0;
  const weight = () => 2.2 + random() * 1.4;
  const add = (strokes: Stroke[]) => marks.push({ strokes, pen: pens[turn++ % pens.length] });
  const { formBaseline: form, baselineOf, tableTop } = layout;

  // The blanks filled in, written on their rules: a name in Chinese, a class, a date.
  const blank = (i: number) => LEFT + i * FORM_STEP + LABEL_WIDTH + 14;
  add(hanziLike(blank(0), form - 30, 3, 30, weight(), random).strokes);
  add(cursive(blank(1), form + 4, 2, 13, weight(), random).strokes);
  add(cursive(blank(2), form + 4, 2, 12, weight(), random).strokes);
  // A score circled at the top right.
  const score = cursive(WIDTH - 230, 118, 1, 26, weight() + 0.6, random);
  add([...score.strokes, ring(WIDTH - 190, 100, 70, 46, weight(), random)]);
  // Ticks in the left margin.
  for (const i of [0, 3]) add([tick(LEFT - 80, baselineOf(i) - 12, 30, weight(), random)]);
  // Characters of a Chinese line circled.
  const first = 2 + Math.floor(random() * 4);
  add([ring(LEFT + (first + 2) * FONT_SIZE, baselineOf(2) - 10, 2.4 * FONT_SIZE, 26, weight(), random)]);
  // A wavy underline under an English line.
  add([wavy([LEFT - 4, baselineOf(1) + 13], inkRight(grey, WIDTH, baselineOf(1)) - LEFT, 2.5, weight(), random)]);
  // A note in the margin after a line, and a small Chinese note between two lines.
  const shortest = [0, 2, 3].reduce((best, i) => (inkRight(grey, WIDTH, baselineOf(i)) < inkRight(grey, WIDTH, baselineOf(best)) ? i : best), 0);
  add(cursive(inkRight(grey, WIDTH, baselineOf(shortest)) + 40, baselineOf(shortest) - 2, 2, 13, weight(), random).strokes);
  add(hanziLike(LEFT + 200, baselineOf(3) + 11, 4, 20, weight() * 0.8, random).strokes);
  // A stroke through printed words, and a slash across a line.
  const struck = 1 + Math.floor(random() * 5);
  add([line([LEFT + struck * FONT_SIZE, baselineOf(0) - 10], [LEFT + (struck + 4) * FONT_SIZE, baselineOf(0) - 12], weight(), random)]);
  const slashAt = LEFT + 200 + random() * 300;
  add([line([slashAt, baselineOf(4) + 14], [slashAt + 40, baselineOf(4) - 36], weight(), random)]);
  // The table's empty column: a tick, a cross and a note.
  const notes = LEFT + COLUMNS[0] + COLUMNS[1];
  add([tick(notes + 40, tableTop + ROW_HEIGHT + 30, 26, weight(), random)]);
  add(cross(notes + 60, tableTop + 2 * ROW_HEIGHT + 28, 24, weight(), random));
  add(hanziLike(notes + 30, tableTop + 3 * ROW_HEIGHT + 13, 3, 28, weight(), random).strokes);
  // A signature under the text, with a stroke under it.
  const bottom = layout.belowBaselineOf(layout.below.length - 1);
  const signature = cursive(WIDTH - 460, bottom + 80, 2, 22, weight() + 0.4, random);
  add([...signature.strokes, line([WIDTH - 480, bottom + 98], [signature.right, bottom + 90], weight(), random)]);
  return marks;
}

function inkSvg(marks: Mark[], height: number, random: Random): string {
  const paths = marks.flatMap((mark) => mark.strokes.map((stroke) => strokeSvg(stroke, PEN_COLOURS[mark.pen], random))).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.92">${paths}</g></svg>`;
}

/** The camera's geometry: turned `skew` degrees about the centre, cut back to the page's size. */
async function turned(image: Buffer, skew: number, background: string) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  if (!skew) return sharp(image);
  const rotated = await sharp(image).rotate(skew, { background }).png().toBuffer();
  const { width: w = 0, height: h = 0 } = await sharp(rotated).metadata();
  return sharp(rotated).extract({ left: Math.floor((w - width) / 2), top: Math.floor((h - height) / 2), width, height });
}

/**
 * The page photographed: turned `skew`, softly focused, lit more at one corner, on off-white
 * paper, with sensor noise, recompressed as JPEG quality 30. Noise and light come from `seed`,
 * so two pages photographed alike differ only where their ink does.
 */
async function photographed(page: Buffer, seed: number, skew: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const { data, info } = await (await turned(page, skew, '#ffffff')).blur(0.8).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [lightX, lightY] = [random(), random() * 0.3];
  const paper = [0.96, 0.94, 0.88];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const light = 1 - 0.18 * Math.hypot(x / info.width - lightX, y / info.height - lightY);
      for (let c = 0; c < 3; c++) {
        const p = (y * info.width + x) * 3 + c;
        data[p] = Math.max(0, Math.min(255, Math.round((data[p] * 0.85 + 28) * paper[c] * light + gaussian(random) * 4)));
      }
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 30 }).toBuffer();
}

/** Where a layer drawn alone on white is dark, after the camera's turn: 1 per pixel. */
async function maskOf(svg: string, skew: number, darkerThan: number): Promise<Uint8Array> {
  const { data } = await (await turned(await sharp(Buffer.from(svg)).png().toBuffer(), skew, '#ffffff')).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (value) => Number(value < darkerThan));
}

export interface HandwrittenPage {
  /** The printed page alone, flat (PNG). */
  printed: Buffer;
  /** The printed page photographed: what erasing the handwriting should give back (JPEG). */
  cleanPhoto: Buffer;
  /** The written-on page photographed alike (JPEG): what the visitor uploads. */
  photo: Buffer;
  /** The printed text, line by line, as a reader reads it. */
  lines: string[];
  width: number;
  height: number;
  /** Where the pen's ink lies in the photo (1 per pixel). */
  handwriting: Uint8Array;
  /** Where the printed rules lie in the photo (1 per pixel). */
  rules: Uint8Array;
  /** Degrees the page is turned in the photos. */
  skew: number;
}

/** A printed page written on in `pens` (taken mark by mark, in turn), photographed. */
export async function handwrittenPage(seed: number, pens: readonly PenColour[] = ['blue', 'black', 'red']): Promise<HandwrittenPage> {
  const random = seededRandom(seed);
  const layout = layoutOf(random);
  const skew = Math.round((random() * 2 - 1) * 10) / 10;
  const printSvgText = svgOf(layout.height, printSvg(layout));
  const printed = await sharp(Buffer.from(printSvgText)).removeAlpha().png().toBuffer();
  const grey = (await sharp(printed).greyscale().raw().toBuffer()) as Buffer;
  const ink = inkSvg(handwriting(layout, grey, pens, random), layout.height, random);
  // Ink darkens what is under it (multiply): print under a stroke stays as dark as it was.
  const annotated = await sharp(printed).composite([{ input: Buffer.from(ink), blend: 'multiply' }]).removeAlpha().png().toBuffer();
  const photoSeed = seed * 7919 + 1;
  const [cleanPhoto, photo, handwritingMask, rules] = await Promise.all([
    photographed(printed, photoSeed, skew),
    photographed(annotated, photoSeed, skew),
    maskOf(ink.replace('<g ', '<rect width="100%" height="100%" fill="#fff"/><g '), skew, 200),
    maskOf(svgOf(layout.height, rulesSvg(layout)), skew, 160),
  ]);
  return { printed, cleanPhoto, photo, lines: printedLines(layout), width: WIDTH, height: layout.height, handwriting: handwritingMask, rules, skew };
}
