/**
 * PDF split (REQ_TYPES.PdfSplit): by page ranges as typed (`1-3,5,8-`), every N pages, or one
 * file per page. One part comes back as a PDF, several as one ZIP.
 *
 * "Every N" and "one per page" are one qpdf run (`--split-pages=N`), however many parts;
 * ranges take a run per range (`--empty --pages input <range> --`), since they may overlap
 * or come in any order. Both make each part a new document of its pages (with their form
 * fields): the parts keep no bookmarks of the whole, which would lead into other parts.
 * Streams are copied as they are (qpdf decodes none of them: see SECURITY.md). A part is not
 * encrypted even when the input was: the visitor opened it with its password to take it
 * apart, and protecting the parts again is the encrypt tool's work.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pdfSplitInputSchema, type PdfSplitInput } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { alongsideChecks } from './alongside-checks';
import { badInput } from './failures';
import { baseName, partName, uniqueNames, zipName } from './file-names';
import { checkPlacedPdf, placePdf, type OpenOptions, type OpenedPdf } from './open-pdf';
import { qpdfRange, splitGroups } from './page-groups';
import { qpdfMust } from './qpdf';
import { pdfAnswer, type MadePdf } from './results';
import { withWorkDir } from './work-dir';

interface Part {
  pages: number[];
  file: string;
}

/** Every `size` pages in page order, in one qpdf run, into a folder of their own: the files in page order. */
async function splitEvery(file: string, password: string | undefined, size: number, dir: string, signal: AbortSignal): Promise<string[]> {
  const partsDir = await fs.mkdtemp(path.join(dir, 'parts-'));
  await qpdfMust({ inputFile: file, password, decrypt: '', splitPages: String(size), streamData: 'preserve', outputFile: path.join(partsDir, 'part-%d.pdf') }, { dir, signal });
  // qpdf names them `part-<first>-<last>.pdf`, zero-padded.
  const firstPageOf = (name: string) => Number(/^part-0*(\d+)/.exec(name)?.[1]);
  return (await fs.readdir(partsDir)).sort((a, b) => firstPageOf(a) - firstPageOf(b)).map((name) => path.join(partsDir, name));
}

async function splitByRanges(source: OpenedPdf, groups: number[][], dir: string, ctx: TaskContext): Promise<Part[]> {
  const parts: Part[] = [];
  for (const [i, pages] of groups.entries()) {
    const file = path.join(dir, `range-${i + 1}.pdf`);
    await qpdfMust({ empty: '', pages: [{ file: source.path, password: source.password, range: qpdfRange(pages) }], streamData: 'preserve', outputFile: file }, { dir, signal: ctx.signal });
    parts.push({ pages, file });
    ctx.progress(10 + Math.round((80 * (i + 1)) / groups.length));
  }
  return parts;
}

interface CheckedSplit {
  source: OpenedPdf;
  groups: number[][];
}

/**
 * Equal groups in page order ("every N", "one per page"): the split runs while qpdf checks the
 * file (alongside-checks.ts), since it needs nothing the check finds but the password.
 */
async function splitEvenly(request: PdfSplitInput, open: OpenOptions, check: () => Promise<CheckedSplit>, signal: AbortSignal): Promise<CheckedSplit & { parts: Part[] }> {
  const size = request.mode === 'single' ? 1 : request.every;
  if (!size) throw badInput('split');
  const { checked, result: files } = await alongsideChecks(
    check,
    (early) => splitEvery(open.path, open.password, size, open.dir, early),
    ({ source }) => splitEvery(source.path, source.password, size, open.dir, signal),
    signal,
  );
  if (files.length !== checked.groups.length) throw new Error(`qpdf made ${files.length} parts of ${checked.groups.length}`);
  return { ...checked, parts: checked.groups.map((pages, i) => ({ pages, file: files[i] })) };
}

/** The file checked and its parts made: ranges one qpdf run each, after the check; equal groups beside it. */
async function split(request: PdfSplitInput, bytes: number, open: OpenOptions, ctx: TaskContext): Promise<CheckedSplit & { parts: Part[] }> {
  const check = async (): Promise<CheckedSplit> => {
    const source = await checkPlacedPdf(bytes, open);
    const groups = splitGroups(request, source.pages.length);
    ctx.progress(10);
    return { source, groups };
  };
  if (request.mode !== 'ranges') return splitEvenly(request, open, check, ctx.signal);
  const checked = await check();
  return { ...checked, parts: await splitByRanges(checked.source, checked.groups, open.dir, ctx) };
}

export async function pdfSplit(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfSplitInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('split');
  const request = parsed.data;
  const bytes = await ctx.readObject(request.file);
  return withWorkDir(async (dir) => {
    const open: OpenOptions = { dir, path: path.join(dir, 'input.pdf'), password: request.password || undefined, signal: ctx.signal };
    await placePdf(bytes, open.path);
    const { source, parts } = await split(request, bytes.length, open, ctx);
    const base = baseName(request.name);
    const names = uniqueNames(parts.map((part) => partName(base, part.pages)));
    const made: MadePdf[] = parts.map((part, i) => ({ name: names[i], source: part.file, pages: part.pages.length }));
    return pdfAnswer({ inputBytes: source.bytes, inputPages: source.pages.length, made, zipName: zipName(base) });
  });
}
