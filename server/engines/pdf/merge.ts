/**
 * PDF merge (REQ_TYPES.PdfMerge): the files in the order the visitor arranged them, each
 * with all its pages or the pages it kept, in their order; a bookmark per source file.
 *
 * qpdf copies the pages (`--empty --pages a.pdf 1-3 b.pdf 5,2 --`), with their form fields
 * (renamed where two files use one name), opening each encrypted source with its password;
 * the merged file is not encrypted, since its sources may have had different passwords.
 * The join runs while qpdf checks the sources (alongside-checks.ts); the bookmarks are then
 * appended to it (bookmarks.ts).
 * Document-level parts of the sources (their own bookmarks, metadata) are not carried over.
 */
import path from 'node:path';
import { pdfMergeInputSchema } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { alongsideChecks } from './alongside-checks';
import { appendBookmarks, readJoinedFile, type Bookmark, type JoinedFile } from './bookmarks';
import { badInput, pdfFailure } from './failures';
import { RESULT_NAMES, bookmarkTitle } from './file-names';
import { MAX_PDF_BYTES, checkPlacedPdf, placePdf } from './open-pdf';
import { qpdfRange } from './page-groups';
import { qpdfMust } from './qpdf';
import { pdfAnswer } from './results';
import { withWorkDir } from './work-dir';

/** All the files of one merge together: four times the largest single PDF. */
export const MAX_MERGE_BYTES = 4 * MAX_PDF_BYTES;

/** A source placed in the task's folder, not yet read by qpdf. */
interface PlacedSource {
  file: string;
  bytes: number;
  /** As the visitor gave it. */
  password?: string;
  /** The visitor's choice of pages, unchecked. */
  pages?: number[];
  title: string;
}

/** What the merge keeps of a checked source (not its objects: fifty of those would crowd memory). */
interface CheckedSource {
  file: string;
  password?: string;
  pageCount: number;
  /** The pages it gives, 1-based, in order. */
  pages: number[];
  title: string;
}

/** The pages a source gives: all, or the visitor's choice, each of which must exist. */
function pagesOf(source: PlacedSource, pageCount: number): number[] {
  if (!source.pages) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (!source.pages.length) throw pdfFailure('noPages');
  if (source.pages.some((page) => page > pageCount)) throw pdfFailure('beyondLastPage');
  return source.pages;
}

/**
 * The pages of every source, in order, into `output` — with object streams, as the merged file
 * is sent, and every stream copied as it is (decoding none: see SECURITY.md) — and what the
 * bookmarks need to know of it.
 */
async function join(sources: { file: string; password?: string; pages?: number[] }[], output: string, dir: string, signal: AbortSignal): Promise<JoinedFile> {
  const pages = sources.map(({ file, password, pages }) => ({ file, password, ...(pages ? { range: qpdfRange(pages) } : {}) }));
  await qpdfMust({ empty: '', pages, objectStreams: 'generate', streamData: 'preserve', outputFile: output }, { dir, signal });
  return readJoinedFile(output, { dir, signal });
}

export async function pdfMerge(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfMergeInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('merge');
  return withWorkDir(async (dir) => {
    const placed: PlacedSource[] = [];
    let totalBytes = 0;
    // One file at a time: only the one being placed is in memory, the rest wait on disk.
    for (const [i, source] of parsed.data.files.entries()) {
      const bytes = await ctx.readObject(source.file);
      totalBytes += bytes.length;
      if (totalBytes > MAX_MERGE_BYTES) throw pdfFailure('tooLarge');
      const file = path.join(dir, `source-${i + 1}.pdf`);
      await placePdf(bytes, file);
      placed.push({ file, bytes: bytes.length, password: source.password || undefined, pages: source.pages, title: bookmarkTitle(source.name) });
    }

    // One at a time: the join beside them takes the other core.
    const checkSources = async () => {
      const checked: CheckedSource[] = [];
      for (const [i, source] of placed.entries()) {
        const pdf = await checkPlacedPdf(source.bytes, { dir, path: source.file, password: source.password, signal: ctx.signal });
        checked.push({ file: source.file, password: pdf.password, pageCount: pdf.pages.length, pages: pagesOf(source, pdf.pages.length), title: source.title });
        ctx.progress(Math.round((60 * (i + 1)) / placed.length));
      }
      return checked;
    };
    const merged = path.join(dir, RESULT_NAMES.merged);
    const { checked: sources, result: joined } = await alongsideChecks(
      checkSources,
      (signal) => join(placed, merged, dir, signal),
      (checked) => join(checked, merged, dir, ctx.signal),
      ctx.signal,
    );
    ctx.progress(85);

    const bookmarks: Bookmark[] = [];
    let firstPage = 1;
    for (const source of sources) {
      bookmarks.push({ title: source.title, page: firstPage });
      firstPage += source.pages.length;
    }
    await appendBookmarks(joined, bookmarks);

    return pdfAnswer({
      inputBytes: totalBytes,
      inputPages: sources.reduce((sum, source) => sum + source.pageCount, 0),
      made: [{ name: RESULT_NAMES.merged, source: merged, pages: firstPage - 1 }],
    });
  });
}
