/**
 * PDF → images (CONVERT_TYPES.PdfToImages): each page as a PNG (default) or JPEG at 150 dpi
 * through poppler's pdftoppm. One page comes back as the picture itself, several as one ZIP
 * named after the PDF, its pictures `<name>-<page>.png` in page order.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TYPE_OF_FILE_TYPE, MAX_IMAGE_PIXELS, MAX_PAGES_AS_IMAGES, PDF_FAILURES } from '@toolhub/contracts';
import sharp from 'sharp';
import type { TaskContext, TaskFileOutput, TaskOutput } from '../../src/tasks/handler';
import { chineseFontsEnv } from './chinese-fonts';
import { convertFailure } from './failures';
import { openPdf } from './pdf-source';
import { pageSizesOf, renderPages, type PageSize } from './poppler';
import { baseNameOf, pdfResult, readSources, type MadeFile } from './sources';
import { withWorkDir } from './work-dir';
import { zip } from '../files/zip';

/** Sharp on screen and readable in print, at a size that mails: about 1240 × 1754 for an A4 page. */
const DPI = 150;
/**
 * Pages per pdftoppm run: progress moves between runs, a run's start costs little against ten
 * pages, and the raw pictures of one run (6.5 MB an A4 page) are all the disk holds at once.
 */
const PAGES_PER_RUN = 10;

/**
 * The resolution of a page: 150 dpi unless that would make a picture over the hub's pixel limit
 * (a poster-sized page), then as fine as the limit allows.
 */
export function dpiOfPage({ width, height }: PageSize): number {
  const squareInches = (width / 72) * (height / 72);
  return Math.max(1, Math.min(DPI, Math.floor(Math.sqrt(MAX_IMAGE_PIXELS / squareInches))));
}

/** Runs of consecutive pages at one resolution, at most PAGES_PER_RUN long: `[first, last, dpi]`, 1-based. */
export function renderRuns(sizes: PageSize[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  sizes.forEach((size, index) => {
    const [page, dpi] = [index + 1, dpiOfPage(size)];
    const last = runs.at(-1);
    if (last && last[2] === dpi && last[1] - last[0] + 1 < PAGES_PER_RUN) last[1] = page;
    else runs.push([page, page, dpi]);
  });
  return runs;
}

/**
 * A PNG of pdftoppm's raw picture (binary PPM: `P6 <width> <height> 255`, then RGB rows).
 * pdftoppm can write PNGs itself, but five times slower than libvips (2.1 s against 0.4 s
 * for ten A4 pages here) and larger (3.3 MB against 2.8 MB).
 */
async function ppmToPng(ppm: string): Promise<void> {
  const bytes = await fs.readFile(ppm);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.toString('latin1', 0, 64));
  if (!header) throw new Error(`pdftoppm wrote an unexpected picture: ${path.basename(ppm)}`);
  const raw = { width: Number(header[1]), height: Number(header[2]), channels: 3 as const };
  await sharp(bytes.subarray(header[0].length), { raw }).png({ compressionLevel: 6 }).toFile(ppm.replace(/\.ppm$/, '.png'));
  await fs.rm(ppm);
}

export async function pdfToImages(raw: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const { input, sources } = await readSources(raw, ctx, { single: true });
  const [source] = sources;
  const format = input.imageFormat ?? 'png';
  const extension = format === 'png' ? 'png' : 'jpg';
  const base = baseNameOf(source.name);
  return withWorkDir(async (workDir) => {
    const pdf = await openPdf(source, input.password, workDir, ctx.signal);
    if (pdf.pages > MAX_PAGES_AS_IMAGES) throw convertFailure(PDF_FAILURES.tooManyPages);
    ctx.progress(5);
    const pagesDir = path.join(workDir, 'pages');
    await fs.mkdir(pagesDir);
    // A PDF that names a Chinese font without embedding it draws in the matching Noto CJK face.
    const env = await chineseFontsEnv(workDir);
    for (const [first, last, dpi] of renderRuns(await pageSizesOf(pdf.file, pdf.pages, ctx.signal))) {
      await renderPages({ file: pdf.file, first, last, dpi, format: format === 'png' ? 'ppm' : 'jpeg', prefix: path.join(pagesDir, 'page'), signal: ctx.signal, env });
      for (const ppm of (await fs.readdir(pagesDir)).filter((file) => file.endsWith('.ppm'))) await ppmToPng(path.join(pagesDir, ppm));
      ctx.progress(5 + Math.round((last / pdf.pages) * 85));
    }
    // pdftoppm pads the page number to the width of the page count, so names sort in page order.
    const written = (await fs.readdir(pagesDir)).sort();
    if (written.length !== pdf.pages) throw new Error(`pdftoppm wrote ${written.length} pictures of ${pdf.pages} pages`);
    const digits = String(pdf.pages).length;
    const made: MadeFile[] = await Promise.all(
      written.map(async (file, index) => ({
        name: pdf.pages === 1 ? `${base}.${extension}` : `${base}-${String(index + 1).padStart(digits, '0')}.${extension}`,
        bytes: await fs.readFile(path.join(pagesDir, file)),
      })),
    );
    const contentType = CONTENT_TYPE_OF_FILE_TYPE[extension];
    const files: TaskFileOutput[] =
      made.length === 1 ? [{ name: made[0].name, contentType, bytes: made[0].bytes }] : [{ name: `${base}.zip`, contentType: 'application/zip', bytes: zip(made) }];
    return { data: pdfResult(sources, pdf.pages, made), files };
  });
}
