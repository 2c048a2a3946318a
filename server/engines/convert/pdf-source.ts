/**
 * A visitor's PDF made ready for poppler and LibreOffice: checked to be a PDF, decrypted with
 * the visitor's password (qpdf), and counted. The tools after this read a plain file and need
 * no password of their own, so it never reaches their command lines.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PDF_FAILURES } from '@toolhub/contracts';
import { convertFailure } from './failures';
import { pageCountOf } from './poppler';
import { decryptPdf } from './qpdf';
import type { SourceFile } from './sources';

export interface OpenedPdf {
  /** The decrypted copy in the work dir. */
  file: string;
  pages: number;
}

/** As storage tells a PDF: its header within the first 1024 bytes (readers allow junk before it). */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

export async function openPdf(source: SourceFile, password: string | undefined, workDir: string, signal: AbortSignal): Promise<OpenedPdf> {
  if (!isPdf(source.bytes)) throw convertFailure(PDF_FAILURES.notPdf);
  const original = path.join(workDir, 'source.pdf');
  const file = path.join(workDir, 'plain.pdf');
  await fs.writeFile(original, source.bytes);
  await decryptPdf(original, file, password, signal);
  // qpdf may write a file it reconstructed from a wreck that still has no readable page.
  const pages = await pageCountOf(file, signal).catch(() => 0);
  if (pages < 1) throw convertFailure(PDF_FAILURES.damaged);
  return { file, pages };
}
