/**
 * PDF text with poppler (GPL-2.0 programs, run as child processes): `pdfinfo` for the page
 * count and whether a password guards it, `pdftotext -layout` for each page's text with its
 * columns and tables kept in place. Pages are apart by form feeds in pdftotext's output.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { TEXT_DOCUMENT_MAX_PAGES, TEXT_FAILURES } from '@toolhub/contracts';
import { runProgram } from '../../convert/programs';
import { textFailure } from '../common/failures';

export interface PdfText {
  pages: string[];
  title?: string;
}

/** Reads the PDF at `file` (inside a private work dir). */
export async function pdfText(file: string, signal: AbortSignal): Promise<PdfText> {
  const info = await runProgram('pdfinfo', ['-enc', 'UTF-8', file], { signal, timeoutMs: 30_000 });
  if (info.exitCode !== 0) {
    // poppler says "Incorrect password" for a PDF that needs one to open.
    if (/password/i.test(info.stderr)) throw textFailure(TEXT_FAILURES.encrypted);
    throw textFailure(TEXT_FAILURES.unreadable);
  }
  const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? 0);
  if (pageCount > TEXT_DOCUMENT_MAX_PAGES) throw textFailure(TEXT_FAILURES.tooLong);
  const title = /^Title:\s+(.+)$/m.exec(info.stdout)?.[1]?.trim();
  const target = path.join(path.dirname(file), 'text.txt');
  const run = await runProgram('pdftotext', ['-layout', '-enc', 'UTF-8', file, target], { signal, timeoutMs: 60_000 });
  if (run.exitCode !== 0) throw textFailure(TEXT_FAILURES.unreadable);
  const text = await fs.readFile(target, 'utf8');
  const pages = text.split('\f').map((page) => page.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''));
  // pdftotext ends the last page with a form feed too.
  if (pages.length > pageCount && pages.at(-1) === '') pages.pop();
  return { pages, ...(title ? { title } : {}) };
}
