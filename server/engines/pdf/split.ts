/**
 * PDF split (REQ_TYPES.PdfSplit): by page ranges as typed (`1-3,5,8-`), every N pages, or one
 * file per page. One part comes back as a PDF, several as one ZIP.
 *
 * "Every N" and "one per page" are one qpdf run (`--split-pages=N`), however many parts;
 * ranges take a run per range (`--empty --pages input <range> --`), since they may overlap
 * or come in any order. Both make each part a new document of its pages (with their form
 * fields): the parts keep no bookmarks of the whole, which would lead into other parts.
 * A part is not encrypted even when the input was: the visitor opened it with its password
 * to take it apart, and protecting the parts again is the encrypt tool's work.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pdfSplitInputSchema } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { badInput } from './failures';
import { baseName, partName, uniqueNames, zipName } from './file-names';
import { openPdf, type OpenedPdf } from './open-pdf';
import { qpdfRange, splitGroups } from './page-groups';
import { qpdfMust } from './qpdf';
import { pdfAnswer, type MadePdf } from './results';
import { withWorkDir } from './work-dir';

interface Part {
  pages: number[];
  file: string;
}

/** Equal groups in page order: qpdf writes them all in one run, named `part-<first>-<last>.pdf`. */
async function splitEvenly(source: OpenedPdf, groups: number[][], dir: string, ctx: TaskContext): Promise<Part[]> {
  const partsDir = path.join(dir, 'parts');
  await fs.mkdir(partsDir);
  await qpdfMust({ inputFile: source.path, password: source.password, decrypt: '', splitPages: String(groups[0].length), outputFile: path.join(partsDir, 'part-%d.pdf') }, { dir, signal: ctx.signal });
  const firstPageOf = (file: string) => Number(/^part-0*(\d+)/.exec(file)?.[1]);
  const files = (await fs.readdir(partsDir)).sort((a, b) => firstPageOf(a) - firstPageOf(b));
  if (files.length !== groups.length) throw new Error(`qpdf made ${files.length} parts of ${groups.length}`);
  return groups.map((pages, i) => ({ pages, file: path.join(partsDir, files[i]) }));
}

async function splitByRanges(source: OpenedPdf, groups: number[][], dir: string, ctx: TaskContext): Promise<Part[]> {
  const parts: Part[] = [];
  for (const [i, pages] of groups.entries()) {
    const file = path.join(dir, `range-${i + 1}.pdf`);
    await qpdfMust({ empty: '', pages: [{ file: source.path, password: source.password, range: qpdfRange(pages) }], outputFile: file }, { dir, signal: ctx.signal });
    parts.push({ pages, file });
    ctx.progress(10 + Math.round((80 * (i + 1)) / groups.length));
  }
  return parts;
}

export async function pdfSplit(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfSplitInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('split');
  const request = parsed.data;
  const bytes = await ctx.readObject(request.file);
  return withWorkDir(async (dir) => {
    const source = await openPdf(bytes, { dir, path: path.join(dir, 'input.pdf'), password: request.password, signal: ctx.signal });
    const groups = splitGroups(request, source.pages.length);
    ctx.progress(10);
    const parts = request.mode === 'ranges' ? await splitByRanges(source, groups, dir, ctx) : await splitEvenly(source, groups, dir, ctx);
    const base = baseName(request.name);
    const names = uniqueNames(parts.map((part) => partName(base, part.pages)));
    const made: MadePdf[] = parts.map((part, i) => ({ name: names[i], source: part.file, pages: part.pages.length }));
    return pdfAnswer({ inputBytes: source.bytes, inputPages: source.pages.length, made, zipName: zipName(base) });
  });
}
