/**
 * The recognition bench's set, drawn fresh on every run from one fixed seed (not the
 * committed accuracy sets' — the bench measures the engines on text they were never tuned
 * against), with the same drawing code as those sets (server/engines/ocr/accuracy/draw-*.ts)
 * and the document-image tests' generated pages:
 *  - invoices: paper VAT 普通 / 专用 and fully digital 全电 (20-digit number), skewed ±5°,
 *    grained, JPEG quality 30 as the client recompresses an upload;
 *  - printed Chinese pages, printed English pages, mixed-language chat screenshots, pages
 *    photographed (skewed, some on their side, JPEG quality 30);
 *  - tables with merged cells, ruled (one photographed) and unruled;
 *  - handwritten pages for erasure (blue, black and red pen over print, rules and a table);
 *  - pages photographed at an angle on a table, for word restoration.
 * Each image is written to `dir` as a file, as a visitor's upload would be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { handwrittenPage, type HandwrittenPage, type PenColour } from '../server/engines/document-image/test-support/handwritten-page';
import { photographedPage } from '../server/engines/document-image/test-support/photographed-page';
import { scannedInvoice } from '../server/engines/ocr/accuracy/draw-invoice';
import { photographedPageImage, printedPageImage, screenshotImage } from '../server/engines/ocr/accuracy/draw-pages';
import { tableImage } from '../server/engines/ocr/accuracy/draw-table';
import type { InvoiceTruth } from '../server/engines/ocr/accuracy/invoices';
import type { TruthCell, TruthTable } from '../server/engines/ocr/accuracy/tables';
import { seededRandom } from '../server/src/seeded-random';
import { madeUpInvoice, type InvoiceKind } from './recognition-invoices';
import { CHAT_TITLES, CHINESE_SENTENCES, ENGLISH_SENTENCES, MIXED_CHAT_LINES, PHOTO_LINES, TABLE_PEOPLE, TABLE_PRODUCTS, TABLE_REGIONS } from './recognition-texts';

/** The bench set's seed: the committed sets were drawn from their own texts and seeds 1–14. */
export const BENCH_SEED = 20_261_217;

type Random = () => number;
export type TextSet = 'printed-zh' | 'printed-en' | 'screenshot' | 'photo';

interface Drawn {
  name: string;
  /** The image's file in the set's directory. */
  file: string;
}

export type BenchImage =
  | (Drawn & { kind: 'invoice'; invoice: InvoiceTruth })
  | (Drawn & { kind: 'text'; set: TextSet; truth: string })
  | (Drawn & { kind: 'table'; table: TruthTable })
  | (Drawn & { kind: 'erasure'; page: HandwrittenPage; pens: readonly PenColour[] })
  | (Drawn & { kind: 'restore'; tiltDegrees: number });

const INVOICE_KINDS: InvoiceKind[] = ['paper-ordinary', 'paper-special', 'digital-ordinary', 'digital-special'];
const INVOICES = 10;
const PAGES_PER_SET = 4;
const TABLES = 4;
const ERASURE_PENS: readonly (readonly PenColour[])[] = [['blue', 'black', 'red'], ['black'], ['red', 'blue'], ['black', 'blue']];
const RESTORE_PHOTOS = 3;

function shuffled<T>(pool: readonly T[], random: Random): T[] {
  const out = [...pool];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `pages` pages of `perPage` lines each, no line twice. */
function pagesOf(pool: readonly string[], pages: number, perPage: number, random: Random): string[][] {
  const lines = shuffled(pool, random);
  return Array.from({ length: pages }, (_, i) => lines.slice(i * perPage, (i + 1) * perPage));
}

const cells = (...texts: string[]): TruthCell[] => texts.map((text) => ({ text }));
const amount = (random: Random) => (100 + random() * 2400).toFixed(2);

/** A ruled table of regions and their cities: a title over all columns, a region over its two rows, a total over two columns. */
function ruledTable(name: string, random: Random, photoTurn?: number): TruthTable {
  const regions = shuffled(TABLE_REGIONS, random).slice(0, 2);
  const rows: TruthCell[][] = [[{ text: `2026年${1 + Math.floor(random() * 12)}月各地区销量（件）`, columnSpan: 4 }], cells('区域', '城市', '线上', '线下')];
  for (const [region, first, second] of regions) {
    rows.push([{ text: region, rowSpan: 2 }, ...cells(first, String(Math.floor(random() * 900 + 100)), String(Math.floor(random() * 900 + 100)))]);
    rows.push(cells(second, String(Math.floor(random() * 900 + 100)), String(Math.floor(random() * 900 + 100))));
  }
  const sum = (column: number) => rows.slice(2).reduce((total, row) => total + Number(row[row.length - 2 + column].text), 0);
  rows.push([{ text: '合计', columnSpan: 2 }, ...cells(String(sum(0)), String(sum(1)))]);
  return { name, ruled: true, columnWidths: [150, 190, 170, 170], rows, photoTurn };
}

/** An unruled list of goods under a title over all columns. */
function unruledTable(name: string, random: Random): TruthTable {
  const products = shuffled(TABLE_PRODUCTS, random).slice(0, 4);
  const rows: TruthCell[][] = [[{ text: `办公用品领用登记（第${1 + Math.floor(random() * 4)}季度）`, columnSpan: 4 }], cells('物品', '数量', '单价', '领用人')];
  for (const product of products) rows.push(cells(product, String(1 + Math.floor(random() * 40)), amount(random), TABLE_PEOPLE[Math.floor(random() * TABLE_PEOPLE.length)]));
  return { name, ruled: false, columnWidths: [230, 150, 170, 200], rows };
}

/** Draws the set into `dir`: every image's file, with what it shows. */
export async function drawRecognitionSet(dir: string): Promise<BenchImage[]> {
  const random = seededRandom(BENCH_SEED);
  const set: BenchImage[] = [];
  const write = (file: string, bytes: Buffer) => fs.writeFileSync(path.join(dir, file), bytes);

  for (let i = 0; i < INVOICES; i++) {
    const invoice = madeUpInvoice(INVOICE_KINDS[i % INVOICE_KINDS.length], random);
    const file = `invoice-${i + 1}.jpg`;
    write(file, await scannedInvoice(invoice, BENCH_SEED + i));
    set.push({ kind: 'invoice', name: `invoice-${i + 1} (${invoice.layout}, ${invoice.scan?.skew}°)`, file, invoice });
  }

  const text = async (textSet: TextSet, i: number, image: Buffer, lines: string[], ext = 'png') => {
    const file = `${textSet}-${i + 1}.${ext}`;
    write(file, image);
    set.push({ kind: 'text', set: textSet, name: file, file, truth: lines.join('\n') });
  };
  for (const [i, lines] of pagesOf(CHINESE_SENTENCES, PAGES_PER_SET, 5, random).entries()) await text('printed-zh', i, await printedPageImage(lines), lines);
  for (const [i, lines] of pagesOf(ENGLISH_SENTENCES, PAGES_PER_SET, 5, random).entries()) await text('printed-en', i, await printedPageImage(lines), lines);
  for (const [i, lines] of pagesOf(MIXED_CHAT_LINES, PAGES_PER_SET, 4, random).entries()) {
    const title = CHAT_TITLES[i % CHAT_TITLES.length];
    await text('screenshot', i, await screenshotImage(lines, title), [title, ...lines]);
  }
  for (const [i, lines] of pagesOf(PHOTO_LINES, PAGES_PER_SET, 5, random).entries()) {
    // Photographed as the page lay: slightly skewed, every other one on its side, recompressed at quality 30.
    const shot = { skew: Math.round((random() * 6 - 3) * 10) / 10, turn: i % 2 ? 90 : 0, quality: 30 };
    await text('photo', i, await photographedPageImage(lines, shot), lines, 'jpg');
  }

  for (let i = 0; i < TABLES; i++) {
    const name = `table-${i + 1}`;
    const table = i < 2 ? ruledTable(name, random, i === 1 ? Math.round((random() * 4 - 2) * 10) / 10 : undefined) : unruledTable(name, random);
    const file = `${name}.${table.photoTurn === undefined ? 'png' : 'jpg'}`;
    write(file, await tableImage(table, 30));
    set.push({ kind: 'table', name: `${name} (${table.ruled ? 'ruled' : 'unruled'}${table.photoTurn === undefined ? '' : `, photographed ${table.photoTurn}°`})`, file, table });
  }

  for (const [i, pens] of ERASURE_PENS.entries()) {
    const page = await handwrittenPage(BENCH_SEED + 100 + i, pens);
    const file = `handwritten-${i + 1}.jpg`;
    write(file, page.photo);
    set.push({ kind: 'erasure', name: `handwritten-${i + 1} (${pens.join(' + ')} pen)`, file, page, pens });
  }

  for (let i = 0; i < RESTORE_PHOTOS; i++) {
    const photo = await photographedPage(BENCH_SEED + 200 + i);
    const file = `photographed-${i + 1}.jpg`;
    write(file, photo.jpeg);
    set.push({ kind: 'restore', name: `photographed-${i + 1} (${photo.table}, tilted ${photo.tiltDegrees.toFixed(0)}°)`, file, tiltDegrees: photo.tiltDegrees });
  }
  return set;
}
