/**
 * Images → one PDF (CONVERT_TYPES.ImagesToPdf): a page per image, in the order the visitor
 * arranged them, each on A4 as image-pages.ts explains. pdf-lib embeds the JPEG and PNG
 * bytes as they are; the PDF is checked with qpdf before it is handed back.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { CONTENT_TYPE_OF_FILE_TYPE, PDF_FAILURES } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { convertFailure } from './failures';
import { pageImageOf } from './image-pages';
import { passesQpdfCheck } from './qpdf';
import { baseNameOf, kindOfName, pdfResult, readSources } from './sources';
import { withWorkDir } from './work-dir';

export async function imagesToPdf(raw: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const { sources } = await readSources(raw, ctx, { single: false });
  // A PDF or a document among the pictures is a mistake the visitor should hear about, not a blank page.
  if (sources.some((source) => (kindOfName(source.key) ?? kindOfName(source.name)) !== 'image')) throw convertFailure(PDF_FAILURES.notConvertible);
  const pdf = await PDFDocument.create();
  for (const [index, source] of sources.entries()) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const image = await pageImageOf(source.bytes);
    const embedded = image.format === 'jpeg' ? await pdf.embedJpg(image.bytes) : await pdf.embedPng(image.bytes);
    pdf.addPage([image.page.width, image.page.height]).drawImage(embedded, image.box);
    ctx.progress(Math.round(((index + 1) / sources.length) * 85));
  }
  pdf.setTitle(baseNameOf(sources[0].name));
  pdf.setProducer('Toolhub');
  const bytes = await pdf.save();
  const name = `${baseNameOf(sources[0].name)}.pdf`;
  await withWorkDir(async (workDir) => {
    const file = path.join(workDir, 'images.pdf');
    await fs.writeFile(file, bytes);
    if (!(await passesQpdfCheck(file, ctx.signal))) throw new Error('pdf-lib wrote a PDF that qpdf --check refuses');
  });
  return {
    // Each image is one page of the result.
    data: pdfResult(sources, sources.length, [{ name, bytes, pages: sources.length }]),
    files: [{ name, contentType: CONTENT_TYPE_OF_FILE_TYPE.pdf, bytes }],
  };
}
