/**
 * Reading a visitor's PDF before any tool works on it, so that every bad file gets its own
 * clear failure and nothing is made of it:
 *
 * - larger than the PDF upload limit → tooLarge;
 * - no `%PDF-` header in its first 1024 bytes → notPdf;
 * - no `%%EOF` in its last 1024 bytes → damaged: the upload or download broke off. (Readers
 *   look for the marker there, PDF 32000-1 §7.5.5 and Acrobat's implementation note.) Such a
 *   file has lost its end, and qpdf's rebuilt cross-reference table would answer it with
 *   pages silently missing, so it is refused rather than "repaired";
 * - qpdf cannot read it, or reading it hits the end of the file inside an object → damaged;
 *   a broken cross-reference table alone is repaired (qpdf rebuilds it from the objects);
 * - encrypted and no password given → passwordRequired; a password that opens nothing →
 *   wrongPassword;
 * - no pages → damaged;
 * - images that would decode to gigabytes → imagesTooLarge (image-limits.ts).
 *
 * One qpdf run reads the file as JSON (the objects' dictionaries without stream data, the
 * page list and the encryption): the checks and the tools' planning come from it.
 */
import fs from 'node:fs/promises';
import { DEFAULT_MAX_BYTES } from '@toolhub/contracts';
import { pdfFailure } from './failures';
import { checkImageSizes } from './image-limits';
import { isInvalidPassword, runQpdf, type QpdfOutcome } from './qpdf';
import { PdfObjects, parseQpdfJson, type QpdfJsonDocument, type QpdfPage } from './qpdf-json';

export const MAX_PDF_BYTES = DEFAULT_MAX_BYTES.pdf;
/** Where readers look for the header and the end marker. */
const MARKER_WINDOW = 1024;

export interface OpenedPdf {
  /** The file in the task's folder. */
  path: string;
  bytes: number;
  pages: QpdfPage[];
  /** The password that opens it; undefined when it needs none. */
  password?: string;
  encrypted: boolean;
  objects: PdfObjects;
}

export interface OpenOptions {
  dir: string;
  /** Where in `dir` the file goes. */
  path: string;
  password?: string;
  signal: AbortSignal;
}

export const hasPdfHeader = (bytes: Buffer) => bytes.subarray(0, MARKER_WINDOW).includes('%PDF-');
export const hasEndMarker = (bytes: Buffer) => bytes.subarray(Math.max(0, bytes.length - MARKER_WINDOW)).includes('%%EOF');

/** Warnings that mean an object was cut off, not just that the xref table was rebuilt. */
const LOST_DATA = /\bEOF\b|parse error while reading object/i;

/** Reads the file with qpdf as JSON: the document, or how reading failed. */
async function probe(file: string, password: string | undefined, { dir, signal }: OpenOptions) {
  const outcome = await runQpdf(
    { inputFile: file, ...(password ? { password } : {}), json: '2', jsonKey: ['qpdf', 'pages', 'encrypt'], jsonStreamData: 'none' },
    { dir, signal },
  );
  return { outcome, document: readableDocument(outcome) };
}

function readableDocument(outcome: QpdfOutcome): QpdfJsonDocument | undefined {
  if (outcome.exitCode !== 0 && outcome.exitCode !== 3) return undefined;
  if (LOST_DATA.test(outcome.stderr)) return undefined;
  try {
    return parseQpdfJson(outcome.stdout);
  } catch {
    return undefined;
  }
}

/**
 * The checks that need no reader (size, header, end marker), then the file written into the
 * task's folder, where qpdf reads it; throws a PDF failure for a bad one.
 */
export async function placePdf(bytes: Buffer, file: string): Promise<void> {
  if (bytes.length > MAX_PDF_BYTES) throw pdfFailure('tooLarge');
  if (!hasPdfHeader(bytes)) throw pdfFailure('notPdf');
  if (!hasEndMarker(bytes)) throw pdfFailure('damaged');
  await fs.writeFile(file, bytes);
}

/** qpdf's reading of a placed file of `bytes` bytes; throws a PDF failure for a bad one. */
export async function checkPlacedPdf(bytes: number, options: OpenOptions): Promise<OpenedPdf> {
  let password = options.password || undefined;
  let { outcome, document } = await probe(options.path, password, options);
  if (isInvalidPassword(outcome)) {
    if (!password) throw pdfFailure('passwordRequired');
    // A file with only an owner password opens without one; a wrong guess at that is no reason to refuse it.
    ({ outcome, document } = await probe(options.path, undefined, options));
    if (isInvalidPassword(outcome)) throw pdfFailure('wrongPassword');
    password = undefined;
  }
  if (!document?.qpdf || !document.pages?.length) throw pdfFailure('damaged');

  const objects = PdfObjects.of(document);
  if (!checkImageSizes(objects).ok) throw pdfFailure('imagesTooLarge');
  return { path: options.path, bytes, pages: document.pages, password, encrypted: document.encrypt?.encrypted ?? false, objects };
}

/** Reads, checks and writes the visitor's file into the task's folder; throws a PDF failure for a bad one. */
export async function openPdf(bytes: Buffer, options: OpenOptions): Promise<OpenedPdf> {
  await placePdf(bytes, options.path);
  return checkPlacedPdf(bytes.length, options);
}
