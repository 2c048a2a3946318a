/**
 * PDF decrypt (REQ_TYPES.PdfDecrypt): the file without its encryption, opened with the
 * visitor's password. A wrong password is `wrongPassword`, a file that has no encryption
 * `notEncrypted` (nothing to do, no use taken).
 *
 * A file that opens without a password but restricts printing or copying (it has only an
 * owner password) comes back without the restrictions, as qpdf does: they bind only viewers
 * that choose to honour them, and the visitor can read the file anyway.
 */
import path from 'node:path';
import { pdfDecryptInputSchema } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { badInput, pdfFailure } from './failures';
import { RESULT_NAMES } from './file-names';
import { openPdf } from './open-pdf';
import { qpdfMust } from './qpdf';
import { pdfAnswer } from './results';
import { withWorkDir } from './work-dir';

export async function pdfDecrypt(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfDecryptInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('decrypt');
  const request = parsed.data;
  const bytes = await ctx.readObject(request.file);
  return withWorkDir(async (dir) => {
    const source = await openPdf(bytes, { dir, path: path.join(dir, 'input.pdf'), password: request.password, signal: ctx.signal });
    if (!source.encrypted) throw pdfFailure('notEncrypted');
    ctx.progress(30);
    const output = path.join(dir, RESULT_NAMES.decrypted);
    // Streams as they were, decrypted: nothing is decoded on the way (SECURITY.md).
    await qpdfMust({ inputFile: source.path, password: source.password, decrypt: '', streamData: 'preserve', outputFile: output }, { dir, signal: ctx.signal });
    return pdfAnswer({ inputBytes: source.bytes, inputPages: source.pages.length, made: [{ name: RESULT_NAMES.decrypted, source: output, pages: source.pages.length }] });
  });
}
