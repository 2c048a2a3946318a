/**
 * Poppler's command-line tools (Debian poppler-utils) on a PDF the conversion opened: page
 * count and sizes (pdfinfo), pages as pictures (pdftoppm) and the text layer (pdftotext).
 */
import { runProgram } from './programs';

export interface PageSize {
  /** In points (1/72 inch), as displayed: a page rotated 90° has width and height swapped. */
  width: number;
  height: number;
}

async function pdfinfo(file: string, args: string[], signal: AbortSignal): Promise<string> {
  const { exitCode, stdout, stderr } = await runProgram('pdfinfo', [...args, file], { signal });
  if (exitCode !== 0) throw new Error(`pdfinfo failed (${exitCode}): ${stderr.trim()}`);
  return stdout;
}

export async function pageCountOf(file: string, signal: AbortSignal): Promise<number> {
  const pages = /^Pages:\s+(\d+)/m.exec(await pdfinfo(file, [], signal));
  if (!pages) throw new Error('pdfinfo printed no page count');
  return Number(pages[1]);
}

/** The size of each page, from `pdfinfo -f 1 -l <pages>` ("Page    3 size: 595.3 x 841.9 pts", "Page    3 rot:  90"). */
export async function pageSizesOf(file: string, pages: number, signal: AbortSignal): Promise<PageSize[]> {
  const info = await pdfinfo(file, ['-f', '1', '-l', String(pages)], signal);
  const sizes: PageSize[] = [];
  for (const match of info.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/gm)) {
    const rotation = Number(new RegExp(`^Page\\s+${match[1]} rot:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
    const [width, height] = [Number(match[2]), Number(match[3])];
    sizes.push(rotation % 180 === 90 ? { width: height, height: width } : { width, height });
  }
  return sizes;
}

export interface PageRendering {
  file: string;
  first: number;
  last: number;
  dpi: number;
  /** `ppm`: raw pixels, for a faster PNG encoder than pdftoppm's own (see pdf-to-images.ts). */
  format: 'ppm' | 'jpeg';
  /** Each page is written as `<prefix>-<page>.<ppm|jpg>`, the page number zero-padded by pdftoppm. */
  prefix: string;
  signal: AbortSignal;
  env?: Record<string, string>;
}

/** Pictures of pages `first`–`last`. */
export async function renderPages({ file, first, last, dpi, format, prefix, signal, env }: PageRendering): Promise<void> {
  // JPEG at quality 85: text stays crisp and a page stays a few hundred kB.
  const formatArgs = format === 'ppm' ? [] : ['-jpeg', '-jpegopt', 'quality=85'];
  const args = ['-r', String(dpi), ...formatArgs, '-f', String(first), '-l', String(last), file, prefix];
  const { exitCode, stderr } = await runProgram('pdftoppm', args, { signal, env });
  if (exitCode !== 0) throw new Error(`pdftoppm failed (${exitCode}): ${stderr.trim()}`);
}

/** The text layer, laid out as on the page (`-layout`), in UTF-8; pages end with a form feed. */
export async function extractText(file: string, target: string, signal: AbortSignal): Promise<void> {
  const { exitCode, stderr } = await runProgram('pdftotext', ['-layout', '-enc', 'UTF-8', file, target], { signal });
  if (exitCode !== 0) throw new Error(`pdftotext failed (${exitCode}): ${stderr.trim()}`);
}
