/**
 * PDF → Word (CONVERT_TYPES.PdfToWord) through LibreOffice's PDF import. What it keeps, as
 * the page tells the visitor: the text, editable, with its sizes, in text boxes where it
 * stood on the page (a box per line, or per piece of a line in one font) — so the document
 * looks like the PDF but does not reflow as paragraphs; lines, shapes and pictures as
 * drawings. Tables, columns and paragraph styles are not rebuilt, and the fonts are named
 * as the PDF embedded them (a reader without them sees a substitute). A scan has no text to
 * keep: a failure pointing to text recognition, as for PDF → text.
 */
import fs from 'node:fs/promises';
import { CONTENT_TYPE_OF_FILE_TYPE, PDF_FAILURES } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { convertFailure } from './failures';
import { convertWithLibreOffice } from './libreoffice';
import { openPdf } from './pdf-source';
import { textOf } from './pdf-to-text';
import { baseNameOf, pdfResult, readSources } from './sources';
import { withWorkDir } from './work-dir';

export async function pdfToWord(raw: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const { input, sources } = await readSources(raw, ctx, { single: true });
  const [source] = sources;
  return withWorkDir(async (workDir) => {
    const pdf = await openPdf(source, input.password, workDir, ctx.signal);
    if (!(await textOf(pdf, workDir, ctx.signal)).trim()) throw convertFailure(PDF_FAILURES.noText);
    ctx.progress(10);
    const docx = await convertWithLibreOffice({
      input: pdf.file,
      workDir,
      importFilter: 'writer_pdf_import',
      convertTo: 'docx:MS Word 2007 XML',
      signal: ctx.signal,
    });
    const made = { name: `${baseNameOf(source.name)}.docx`, bytes: await fs.readFile(docx) };
    return { data: pdfResult(sources, pdf.pages, [made]), files: [{ name: made.name, contentType: CONTENT_TYPE_OF_FILE_TYPE.docx, bytes: made.bytes }] };
  });
}
