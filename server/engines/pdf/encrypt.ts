/**
 * PDF encrypt (REQ_TYPES.PdfEncrypt): AES-256 (PDF 2.0's R6 handler, qpdf `--encrypt … 256`)
 * with a user password that opens the file and an owner password that lifts the
 * restrictions. Permissions map to qpdf's restrictions: print → printing at full quality
 * or none; copy → extracting text and graphics; modify → every kind of change (assembly,
 * forms, comments, content) or none. Screen readers may always extract, as R6 requires.
 *
 * Without an owner password the file gets a random one nobody knows: with none, anyone with
 * the user password could lift the restrictions (qpdf refuses that as insecure).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { pdfEncryptInputSchema, type PdfEncryptInput } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { badInput } from './failures';
import { RESULT_NAMES } from './file-names';
import { openPdf } from './open-pdf';
import { qpdfMust, type QpdfRestrictions } from './qpdf';
import { pdfAnswer } from './results';
import { withWorkDir } from './work-dir';

export function restrictionsOf({ print, copy, modify }: PdfEncryptInput['permissions']): QpdfRestrictions {
  return { print: print ? 'full' : 'none', extract: copy ? 'y' : 'n', modify: modify ? 'all' : 'none' };
}

const randomOwnerPassword = () => crypto.randomBytes(24).toString('base64url');

export async function pdfEncrypt(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfEncryptInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('encrypt');
  const request = parsed.data;
  const bytes = await ctx.readObject(request.file);
  return withWorkDir(async (dir) => {
    const source = await openPdf(bytes, { dir, path: path.join(dir, 'input.pdf'), password: request.password, signal: ctx.signal });
    ctx.progress(30);
    const output = path.join(dir, RESULT_NAMES.encrypted);
    const encrypt = { userPassword: request.userPassword, ownerPassword: request.ownerPassword || randomOwnerPassword(), '256bit': restrictionsOf(request.permissions) };
    // Streams as they were, encrypted: nothing is decoded on the way (SECURITY.md).
    await qpdfMust({ inputFile: source.path, password: source.password, encrypt, streamData: 'preserve', outputFile: output }, { dir, signal: ctx.signal });
    return pdfAnswer({ inputBytes: source.bytes, inputPages: source.pages.length, made: [{ name: RESULT_NAMES.encrypted, source: output, pages: source.pages.length }] });
  });
}
