/**
 * PDF merge (REQ_TYPES.PdfMerge): the files in the order the visitor arranged them, each
 * with all its pages or the pages it kept, in their order; a bookmark per source file.
 *
 * qpdf copies the pages (`--empty --pages a.pdf 1-3 b.pdf 5,2 --`), with their form fields
 * (renamed where two files use one name), opening each encrypted source with its password;
 * the merged file is not encrypted, since its sources may have had different passwords.
 * Document-level parts of the sources (their own bookmarks, metadata) are not carried over.
 */
import path from 'node:path';
import { pdfMergeInputSchema, type PdfMergeInput } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { writeWithBookmarks, type Bookmark } from './bookmarks';
import { badInput, pdfFailure } from './failures';
import { RESULT_NAMES, bookmarkTitle } from './file-names';
import { MAX_PDF_BYTES, openPdf } from './open-pdf';
import { qpdfRange } from './page-groups';
import { qpdfMust } from './qpdf';
import { pdfAnswer } from './results';
import { withWorkDir } from './work-dir';

/** All the files of one merge together: four times the largest single PDF. */
export const MAX_MERGE_BYTES = 4 * MAX_PDF_BYTES;

type MergeSource = PdfMergeInput['files'][number];

/** What the merge keeps of a checked source (not its objects: fifty of those would crowd memory). */
interface OpenedSource {
  file: string;
  password?: string;
  pageCount: number;
  /** The pages it gives, 1-based, in order. */
  pages: number[];
  title: string;
}

/** The pages a source gives: all, or the visitor's choice, each of which must exist. */
function pagesOf(source: MergeSource, pageCount: number): number[] {
  if (!source.pages) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (!source.pages.length) throw pdfFailure('noPages');
  if (source.pages.some((page) => page > pageCount)) throw pdfFailure('beyondLastPage');
  return source.pages;
}

export async function pdfMerge(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfMergeInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('merge');
  return withWorkDir(async (dir) => {
    const sources: OpenedSource[] = [];
    let totalBytes = 0;
    // One file at a time: only the one being checked is in memory, the rest wait on disk.
    for (const [i, source] of parsed.data.files.entries()) {
      const bytes = await ctx.readObject(source.file);
      totalBytes += bytes.length;
      if (totalBytes > MAX_MERGE_BYTES) throw pdfFailure('tooLarge');
      const pdf = await openPdf(bytes, { dir, path: path.join(dir, `source-${i + 1}.pdf`), password: source.password, signal: ctx.signal });
      const pageCount = pdf.pages.length;
      sources.push({ file: pdf.path, password: pdf.password, pageCount, pages: pagesOf(source, pageCount), title: bookmarkTitle(source.name) });
      ctx.progress(Math.round((40 * (i + 1)) / parsed.data.files.length));
    }

    const joined = path.join(dir, 'joined.pdf');
    const pageSources = sources.map(({ file, password, pages }) => ({ file, password, range: qpdfRange(pages) }));
    await qpdfMust({ empty: '', pages: pageSources, outputFile: joined }, { dir, signal: ctx.signal });
    ctx.progress(75);

    const bookmarks: Bookmark[] = [];
    let firstPage = 1;
    for (const source of sources) {
      bookmarks.push({ title: source.title, page: firstPage });
      firstPage += source.pages.length;
    }
    const merged = path.join(dir, RESULT_NAMES.merged);
    await writeWithBookmarks(joined, merged, bookmarks, { dir, signal: ctx.signal });

    return pdfAnswer({
      inputBytes: totalBytes,
      inputPages: sources.reduce((sum, source) => sum + source.pageCount, 0),
      made: [{ name: RESULT_NAMES.merged, source: merged, pages: firstPage - 1 }],
    });
  });
}
