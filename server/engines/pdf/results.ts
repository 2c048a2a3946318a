/**
 * What a PDF task answers (pdfResultSchema): the sizes before and after, every file made
 * with its pages, and the files to download — the PDF, or for several parts one ZIP of them.
 */
import fs from 'node:fs/promises';
import type { PdfResult } from '@toolhub/contracts';
import type { TaskFileOutput, TaskOutput } from '../../src/tasks/handler';
import { zip } from '../files/zip';

export const PDF_TYPE = 'application/pdf';
export const ZIP_TYPE = 'application/zip';

export interface MadePdf {
  name: string;
  /** The file in the task's folder, or its bytes. */
  source: string | Uint8Array;
  pages: number;
}

export interface PdfAnswer {
  inputBytes: number;
  inputPages: number;
  made: MadePdf[];
  /** The download's name when several files are made. */
  zipName?: string;
}

export async function pdfAnswer({ inputBytes, inputPages, made, zipName }: PdfAnswer): Promise<TaskOutput> {
  const files = await Promise.all(made.map(async (pdf) => ({ ...pdf, bytes: typeof pdf.source === 'string' ? await fs.readFile(pdf.source) : pdf.source })));
  const data: PdfResult = {
    InputBytes: inputBytes,
    OutputBytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
    InputPages: inputPages,
    Files: files.map((file) => ({ Name: file.name, Bytes: file.bytes.length, Pages: file.pages })),
  };
  const downloads: TaskFileOutput[] =
    files.length > 1 && zipName
      ? [{ name: zipName, contentType: ZIP_TYPE, bytes: zip(files.map((file) => ({ name: file.name, bytes: file.bytes }))) }]
      : files.map((file) => ({ name: file.name, contentType: PDF_TYPE, bytes: file.bytes }));
  return { data, files: downloads };
}
