/**
 * The PDF family's test corpus, made from seeds so every run and machine gets the same pages:
 *
 * - text documents (Helvetica, a heading naming the document and page on every page, so a
 *   page that lands in the wrong place or file shows in its text);
 * - a form with AcroForm fields (text, check box, drop-down), filled in;
 * - a "scan": each page a 300 dpi JPEG photo of a printed page on grey, noisy paper, with an
 *   invisible text layer over it as OCR software leaves one, plus a PNG photo (a Flate RGB
 *   image) on the first page — what the compressor has to shrink;
 * - a "decompression bomb": a few bytes of image data that declare a 100 000 × 100 000 RGB
 *   image (30 GB decoded).
 *
 * The small files are committed under corpus/ (see README.md there); the big ones (a 500-page
 * document, the scans) are made at test and bench time. `pnpm exec tsx make-corpus.ts` in
 * this folder writes the committed files anew.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts, TextRenderingMode, drawObject, popGraphicsState, pushGraphicsState, scale, setTextRenderingMode, translate } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { escapeXml } from '../../../src/xml';
import { seededRandom } from '../../../src/seeded-random';

export const CORPUS_DIR = import.meta.dirname;
/** The committed file of the corpus, by what a test wants of it. */
export const CORPUS_FILES = {
  /** PDF 1.4, a classic xref table, no object streams; 6 pages. */
  text14: 'text-1.4.pdf',
  /** PDF 1.7 with object streams and a cross-reference stream; 8 pages. */
  objectStreams17: 'text-objstm-1.7.pdf',
  /** Two pages with AcroForm fields. */
  form: 'form.pdf',
  /** AES-256, opens with ENCRYPTED_PASSWORDS.user; 3 pages. */
  encrypted: 'encrypted.pdf',
  /** Opens without a password but restricts printing and copying (an owner password only); 2 pages. */
  restricted: 'restricted.pdf',
  /** A real-world pdfTeX document (PDF 1.5, object streams, outlines, links); 17 pages. */
  realTex: 'real-world/shared-mime-info-spec.pdf',
  /** A real-world StarOffice document (PDF 1.4); 1 page. */
  realOffice: 'real-world/libreoffice-xpdfimport-err.pdf',
} as const;

export const ENCRYPTED_PASSWORDS = { user: 'open-sesame', owner: 'corpus-owner-secret' } as const;
export const RESTRICTED_OWNER_PASSWORD = 'restricted-owner-secret';

export const readCorpus = (file: string): Buffer => fs.readFileSync(path.join(CORPUS_DIR, file));

const A4 = { width: 595.28, height: 841.89 } as const;

const WORDS = (
  'the report shows that sales in the northern region grew while costs stayed flat and the team ' +
  'plans to open two new offices next year after a review of rents staff and transport links budget ' +
  'figures were checked twice by the finance department before the board meeting in october'
).split(' ');

/** Lines of plausible prose, different for every seed. */
function proseLines(random: () => number, count: number, wordsPerLine = 12): string[] {
  return Array.from({ length: count }, () => {
    const words = Array.from({ length: wordsPerLine }, () => WORDS[Math.floor(random() * WORDS.length)]);
    const line = words.join(' ');
    return line[0].toUpperCase() + line.slice(1) + '.';
  });
}

/** The heading of a page: which document, which page. Tests find pages by it. */
export const pageHeading = (label: string, page: number, pages: number) => `${label} - page ${page} of ${pages}`;

export interface TextPdfOptions {
  label: string;
  pages: number;
  seed?: number;
  linesPerPage?: number;
}

/** A text document, a heading and prose on every page. */
export async function textPdf({ label, pages, seed = 1, linesPerPage = 30 }: TextPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(label);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const random = seededRandom(seed);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([A4.width, A4.height]);
    page.drawText(pageHeading(label, n, pages), { x: 56, y: A4.height - 72, size: 16, font: bold });
    proseLines(random, linesPerPage).forEach((line, i) => page.drawText(line, { x: 56, y: A4.height - 110 - i * 22, size: 10, font }));
  }
  return doc.save({ useObjectStreams: false });
}

/** Two pages of a filled-in application form with AcroForm fields. */
export async function formPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  for (let n = 1; n <= 2; n++) {
    const page = doc.addPage([A4.width, A4.height]);
    page.drawText(pageHeading('Membership form', n, 2), { x: 56, y: A4.height - 72, size: 16, font });
    page.drawText(n === 1 ? 'Full name:' : 'Membership plan:', { x: 56, y: A4.height - 130, size: 11, font });
    page.drawText(n === 1 ? 'Email address:' : 'I agree to the terms:', { x: 56, y: A4.height - 180, size: 11, font });
    if (n === 1) {
      const name = form.createTextField('applicant.name');
      name.setText('Ada Lovelace');
      name.addToPage(page, { x: 180, y: A4.height - 140, width: 260, height: 22, font });
      const email = form.createTextField('applicant.email');
      email.setText('ada@example.org');
      email.addToPage(page, { x: 180, y: A4.height - 190, width: 260, height: 22, font });
    } else {
      const plan = form.createDropdown('membership.plan');
      plan.addOptions(['Monthly', 'Yearly', 'Lifetime']);
      plan.select('Yearly');
      plan.addToPage(page, { x: 200, y: A4.height - 140, width: 160, height: 22, font });
      const agree = form.createCheckBox('membership.agree');
      agree.check();
      agree.addToPage(page, { x: 200, y: A4.height - 190, width: 16, height: 16 });
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** Grey paper with sensor noise, the size of an A4 page at `dpi`. */
function noisyPaper(width: number, height: number, random: () => number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const grain = Math.floor(random() * 7) - 3;
    pixels[i * 3] = 236 + grain;
    pixels[i * 3 + 1] = 232 + grain;
    pixels[i * 3 + 2] = 222 + grain;
  }
  return pixels;
}

/** A photo of a printed page: its lines in ink on noisy paper, a picture box in the corner. */
async function scannedPageImage(lines: string[], { dpi, quality, grey }: Required<Pick<ScannedPdfOptions, 'dpi' | 'quality' | 'grey'>>, random: () => number): Promise<Buffer> {
  const width = Math.round((A4.width / 72) * dpi);
  const height = Math.round((A4.height / 72) * dpi);
  const px = (points: number) => Math.round((points / 72) * dpi);
  const texts = lines
    .map((line, i) => `<text x="${px(56)}" y="${px(72 + i * 22)}" font-family="sans-serif" font-size="${px(i === 0 ? 16 : 10)}" fill="#202020">${escapeXml(line)}</text>`)
    .join('');
  const picture = `<rect x="${px(330)}" y="${px(560)}" width="${px(210)}" height="${px(160)}" fill="#6d8fa8" opacity="0.55"/>`;
  const ink = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${picture}${texts}</svg>`);
  const page = sharp(noisyPaper(width, height, random), { raw: { width, height, channels: 3 } }).composite([{ input: ink }]);
  return (grey ? page.toColourspace('b-w') : page).jpeg({ quality }).toBuffer();
}

/** A photo-like RGB picture with noise, as a PNG (pdf-lib stores it as Flate RGB pixels). */
async function noisyPhotoPng(width: number, height: number, random: () => number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = Math.floor(random() * 30);
      pixels[i] = Math.min(255, Math.round((x / width) * 200) + grain);
      pixels[i + 1] = Math.min(255, Math.round((y / height) * 180) + grain);
      pixels[i + 2] = Math.min(255, 90 + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

export interface ScannedPdfOptions {
  pages: number;
  dpi?: number;
  quality?: number;
  seed?: number;
  label?: string;
  /** Scanned in grey rather than colour. */
  grey?: boolean;
}

/** A scanned document: a JPEG per page under an invisible text layer; a PNG photo on page 1. */
export async function scannedPdf({ pages, dpi = 300, quality = 90, seed = 7, label = 'Scanned letter', grey = false }: ScannedPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const random = seededRandom(seed);
  for (let n = 1; n <= pages; n++) {
    const lines = [pageHeading(label, n, pages), ...proseLines(random, 18, 9)];
    const scan = await doc.embedJpg(await scannedPageImage(lines, { dpi, quality, grey }, random));
    const page = doc.addPage([A4.width, A4.height]);
    page.drawImage(scan, { x: 0, y: 0, width: A4.width, height: A4.height });
    // The text a recogniser found, invisible over the picture: the page stays searchable.
    page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: A4.height - 72 - i * 22, size: i === 0 ? 16 : 10, font }));
    if (n === 1) {
      const photo = await doc.embedPng(await noisyPhotoPng(900, 600, random));
      page.drawImage(photo, { x: 330, y: 120, width: 210, height: 140 });
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** One page: text under a 1200 × 800 photo-like PNG whose alpha fades from opaque to clear (a Flate RGB image with a soft mask). */
export async function transparentImagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const random = seededRandom(21);
  const [width, height] = [1200, 800];
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const grain = Math.floor(random() * 30);
      pixels[i] = Math.min(255, 40 + Math.round((x / width) * 180) + grain);
      pixels[i + 1] = Math.min(255, 60 + grain);
      pixels[i + 2] = Math.min(255, 200 - Math.round((y / height) * 150) + grain);
      pixels[i + 3] = Math.round(255 * (1 - x / width));
    }
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
  const page = doc.addPage([A4.width, A4.height]);
  page.drawText(pageHeading('Transparent picture', 1, 1), { x: 56, y: A4.height - 72, size: 16, font });
  page.drawImage(await doc.embedPng(png), { x: 48, y: 300, width: 500, height: 333 });
  return doc.save({ useObjectStreams: false });
}

/** Declared image size of the bomb: 100 000² RGB pixels, 30 GB once decoded. */
export const BOMB_SIDE = 100_000;

/** One page drawing an image whose dictionary declares BOMB_SIDE² RGB pixels. */
export async function decompressionBombPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([A4.width, A4.height]);
  const image = doc.context.flateStream(new Uint8Array(64 * 1024), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: BOMB_SIDE,
    Height: BOMB_SIDE,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  const name = page.node.newXObject('Bomb', doc.context.register(image));
  page.pushOperators(pushGraphicsState(), translate(0, 0), scale(A4.width, A4.height), drawObject(name), popGraphicsState());
  return doc.save({ useObjectStreams: false });
}

/**
 * Pages whose drawing (a filled square per page) is an ASCIIHex-encoded content stream: one of
 * the "generalized" filters (with LZW, whose streams can inflate thousandfold) that qpdf
 * decodes and writes again as Flate unless told to decode nothing.
 */
export async function hexEncodedPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([A4.width, A4.height]);
    const drawing = Buffer.from(`0 0 ${n / pages} rg 100 ${200 + 40 * n} 300 300 re f\n`).toString('hex');
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(`${drawing}>`, { Filter: 'ASCIIHexDecode' })));
  }
  return doc.save({ useObjectStreams: false });
}

/** Runs qpdf on a file in a scratch folder: the corpus uses it to set versions and encrypt. */
function qpdfTransform(input: Uint8Array, args: string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-pdf-corpus-'));
  try {
    const [from, to] = [path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')];
    fs.writeFileSync(from, input);
    execFileSync('qpdf', [from, ...args, to]);
    return fs.readFileSync(to);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The committed generated files, by name. */
export async function generatedCorpus(): Promise<Record<string, Uint8Array>> {
  const deterministic = ['--deterministic-id'];
  return {
    [CORPUS_FILES.text14]: qpdfTransform(await textPdf({ label: 'Annual report', pages: 6, seed: 14 }), [
      ...deterministic,
      '--object-streams=disable',
      '--force-version=1.4',
    ]),
    [CORPUS_FILES.objectStreams17]: qpdfTransform(await textPdf({ label: 'Field notes', pages: 8, seed: 17 }), [
      ...deterministic,
      '--object-streams=generate',
      '--force-version=1.7',
    ]),
    [CORPUS_FILES.form]: qpdfTransform(await formPdf(), deterministic),
    // Encryption salts are random, so these two differ on every run of the script; they are
    // committed so the tests read the same bytes every time.
    [CORPUS_FILES.encrypted]: qpdfTransform(await textPdf({ label: 'Salary statement', pages: 3, seed: 33 }), [
      '--encrypt', ENCRYPTED_PASSWORDS.user, ENCRYPTED_PASSWORDS.owner, '256', '--print=full', '--extract=n', '--modify=none', '--',
    ]),
    [CORPUS_FILES.restricted]: qpdfTransform(await textPdf({ label: 'Price list', pages: 2, seed: 35 }), [
      '--encrypt', '', RESTRICTED_OWNER_PASSWORD, '256', '--print=none', '--extract=n', '--modify=none', '--',
    ]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, bytes] of Object.entries(await generatedCorpus())) {
    fs.writeFileSync(path.join(CORPUS_DIR, name), bytes);
    console.info(`${name}: ${bytes.length} bytes`);
  }
}
