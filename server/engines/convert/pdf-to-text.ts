/**
 * PDF → text (CONVERT_TYPES.PdfToText): the PDF's text layer through poppler's
 * `pdftotext -layout`, which keeps columns and table cells apart with spaces as they stand
 * on the page. A scan has no text layer: that is a failure pointing to text recognition, not
 * an empty file charged as a use.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PDF_FAILURES } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { convertFailure } from './failures';
import { openPdf, type OpenedPdf } from './pdf-source';
import { extractText } from './poppler';
import { baseNameOf, pdfResult, readSources } from './sources';
import { withWorkDir } from './work-dir';

/**
 * Notepad on Windows before 10 (1903) reads a file without a byte-order mark in the system's
 * code page — GBK on a Chinese system — and shows UTF-8 Chinese as mojibake; with the mark
 * every editor reads UTF-8.
 */
const UTF8_BOM = '\ufeff';

/** The PDF's text, pages apart by a blank line (pdftotext ends each page with a form feed). */
export async function textOf(pdf: OpenedPdf, workDir: string, signal: AbortSignal): Promise<string> {
  const target = path.join(workDir, 'text.txt');
  await extractText(pdf.file, target, signal);
  const text = await fs.readFile(target, 'utf8');
  return text.replace(/\f$/, '').replace(/\f/g, '\n');
}

export async function pdfToText(raw: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const { input, sources } = await readSources(raw, ctx, { single: true });
  const [source] = sources;
  return withWorkDir(async (workDir) => {
    const pdf = await openPdf(source, input.password, workDir, ctx.signal);
    ctx.progress(20);
    const text = await textOf(pdf, workDir, ctx.signal);
    if (!text.trim()) throw convertFailure(PDF_FAILURES.noText);
    const made = { name: `${baseNameOf(source.name)}.txt`, bytes: Buffer.from(UTF8_BOM + text, 'utf8') };
    return { data: pdfResult(sources, pdf.pages, [made]), files: [{ name: made.name, contentType: 'text/plain; charset=utf-8', bytes: made.bytes }] };
  });
}
