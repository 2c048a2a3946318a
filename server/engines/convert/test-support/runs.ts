/**
 * The conversions as a task runs them, for the tests: uploaded files served by key, the
 * result read back, and what poppler and qpdf say about a PDF a conversion made.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { pdfResultSchema, type ConvertInput, type PdfResult } from '@toolhub/contracts';
import sharp from 'sharp';
import { TaskFailure, type TaskContext, type TaskFileOutput, type TaskHandler } from '../../../src/tasks/handler';
import { imagesToPdf } from '../images-to-pdf';
import { officeToPdf } from '../office-to-pdf';
import { docx } from './documents';
import { WORK_DIR_PREFIX } from '../work-dir';
import { workDirPrefix } from '../../files/work-dir';

export interface Upload {
  /** The storage key; its extension is the type storage checked. */
  key: string;
  name: string;
  bytes: Buffer;
}

/** A context whose reads answer the uploads by key. */
export function uploadsContext(uploads: Upload[], signal = new AbortController().signal): TaskContext & { progressSeen: number[] } {
  const progressSeen: number[] = [];
  return {
    scene: 'convert_test',
    signal,
    progressSeen,
    progress: (percent) => progressSeen.push(percent),
    readObject: async (key) => {
      const upload = uploads.find((candidate) => candidate.key === key);
      if (!upload) throw new Error(`no upload ${key}`);
      return upload.bytes;
    },
  };
}

export interface Converted {
  data: PdfResult;
  files: TaskFileOutput[];
  progressSeen: number[];
}

/** Runs a conversion on the uploads; the result data is checked against the contract. */
export async function convert(handler: TaskHandler, uploads: Upload[], options: Omit<ConvertInput, 'files'> = {}, signal?: AbortSignal): Promise<Converted> {
  const ctx = uploadsContext(uploads, signal);
  const output = await handler({ files: uploads.map(({ key, name }) => ({ file: key, name })), ...options }, ctx);
  return { data: pdfResultSchema.parse(output.data), files: output.files ?? [], progressSeen: ctx.progressSeen };
}

/** The `err is <detail>` a conversion failed with (any other error fails the test). */
export async function failureOf(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TaskFailure)) throw new Error(`expected a TaskFailure, got ${String(error)}`);
  return error.detail;
}

/** Runs a command-line tool on bytes written to a temporary file. */
function withFile<T>(bytes: Uint8Array, extension: string, work: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-pdf-check-'));
  try {
    const file = path.join(dir, `file.${extension}`);
    fs.writeFileSync(file, bytes);
    return work(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const run = (program: string, args: string[]) => execFileSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The text pdftotext reads: in reading order, or with `layout` as it stands on the page (a sheet's rows). */
export const pdfText = (pdf: Uint8Array, { layout = false } = {}) =>
  withFile(pdf, 'pdf', (file) => run('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-']));

/** Whether `qpdf --check` finds no error and no warning (it exits non-zero otherwise). */
export const passesQpdfCheck = (pdf: Uint8Array) =>
  withFile(pdf, 'pdf', (file) => {
    try {
      run('qpdf', ['--check', file]);
      return true;
    } catch {
      return false;
    }
  });

export interface PdfFont {
  name: string;
  embedded: boolean;
}

/** The fonts of a PDF, as pdffonts lists them (name, then type, encoding, emb, sub, uni, object). */
export const pdfFonts = (pdf: Uint8Array): PdfFont[] =>
  withFile(pdf, 'pdf', (file) =>
    run('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        return { name: columns[0], embedded: columns.at(-5) === 'yes' };
      }),
  );

export interface PdfPage {
  width: number;
  height: number;
}

/** Each page's size in points, from pdfinfo. */
export const pdfPages = (pdf: Uint8Array): PdfPage[] =>
  withFile(pdf, 'pdf', (file) => {
    const pages = Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1]);
    const info = run('pdfinfo', ['-f', '1', '-l', String(pages), file]);
    return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((match) => ({ width: Number(match[1]), height: Number(match[2]) }));
  });

export interface PdfImage {
  page: number;
  /** `image`, or `smask` for the transparency of the image before it. */
  type: string;
  width: number;
  height: number;
  /** `jpeg` for a JPEG embedded as it is (DCT), `image` for pixels (Flate). */
  encoding: string;
}

/** The pictures a PDF embeds, as `pdfimages -list` lists them. */
export const pdfImages = (pdf: Uint8Array): PdfImage[] =>
  withFile(pdf, 'pdf', (file) =>
    run('pdfimages', ['-list', file])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const [page, , type, width, height, , , , encoding] = line.trim().split(/\s+/);
        return { page: Number(page), type, width: Number(width), height: Number(height), encoding };
      }),
  );

/** A page of the PDF drawn by pdftoppm at `dpi`, as a PNG. */
export const pagePicture = (pdf: Uint8Array, page: number, dpi = 30) =>
  withFile(pdf, 'pdf', (file) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile', file, `${file}.page`]);
    return fs.readFileSync(`${file}.page.png`);
  });

/** A copy of the PDF encrypted with qpdf (AES-256); `user` '' makes a file that opens without a password. */
export const encryptedPdf = (pdf: Uint8Array, user: string, owner = 'owner-secret') =>
  withFile(pdf, 'pdf', (file) => {
    const target = `${file}.encrypted.pdf`;
    run('qpdf', ['--encrypt', user, owner, '256', '--', file, target]);
    return fs.readFileSync(target);
  });

/** Text as pdftotext reads it, every run of white space one space: layouts differ, words do not. */
export const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The conversions' work dirs now on the machine (each run removes its own). */
export const workDirsLeft = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(workDirPrefix(WORK_DIR_PREFIX))).sort();

/** The processes whose command line mentions every one of `texts` (read from /proc): to see that nothing outlives its run. */
export function processesMentioning(...texts: string[]): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return texts.every((text) => commandLine.includes(text));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The lines of the Chinese and English test document, a page per entry. */
export const CHINESE_PAGES = [
  ['文档转换测试：今天天气很好，适合出门散步。', 'The quick brown fox jumps over 13 lazy dogs.'],
  ['第二页：发票号码 12345678，金额 ¥1,234.56', 'Second page ends here.'],
];

/** A Word upload as a page stores it. */
export const docxUpload = (pages = CHINESE_PAGES, name = '测试文档.docx'): Upload => ({ key: 'uploads/test/1.docx', name, bytes: docx(pages) });

/** The Chinese and English test document as LibreOffice prints it: two A4 pages with a text layer. */
export async function chinesePdf(): Promise<Buffer> {
  const { files } = await convert(officeToPdf, [docxUpload()]);
  return Buffer.from(files[0].bytes);
}

/** A page of text drawn as a picture, as a phone or scanner makes it: no text layer. */
export const scannedPage = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>' +
        '<text x="100" y="200" font-size="48" font-family="Noto Sans CJK SC">扫描件没有文字层 A scan has no text layer</text></svg>',
    ),
  )
    .png()
    .toBuffer();

/** A PDF of one scanned page, as images → PDF makes it. */
export async function scannedPdf(): Promise<Buffer> {
  const { files } = await convert(imagesToPdf, [{ key: 'uploads/t/scan.png', name: 'scan.png', bytes: await scannedPage() }]);
  return Buffer.from(files[0].bytes);
}

/** A PDF of `pages` blank pages of `size` points. */
export async function blankPdf(pages: number, size: [number, number] = [595.28, 841.89]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage(size);
  return Buffer.from(await pdf.save());
}
