/**
 * Reading the file of a form upload: a multipart file part streamed to staging, or base64
 * text (a form field or JSON) decoded into it, each under its cap.
 */
import type { Multipart } from '@fastify/multipart';
import { DEFAULT_MAX_BYTES } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest } from '../http/errors';
import { fileTooLarge } from './intake';
import { discardStaged, stageBytes, stageStream, TooLarge, type StagedFile } from './staging';

/** The largest file any upload may be before its kind is known. */
export const ABSOLUTE_MAX_BYTES = Math.max(...Object.values(DEFAULT_MAX_BYTES));
/** Base64 text travels in memory (a form field or JSON): only up to an image's default size. */
export const BASE64_MAX_BYTES = DEFAULT_MAX_BYTES.image;
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Room for a `data:…;base64,` prefix, line breaks and the other fields of a JSON body. */
export const TEXT_OVERHEAD = 64 * 1024;

/** Streams a file part into staging under `cap`; TooLarge and a part truncated by the parser are 413. */
export async function stagePart(file: Readable & { truncated?: boolean }, dir: string, cap: number): Promise<StagedFile> {
  try {
    const staged = await stageStream(file, dir, cap);
    if (file.truncated) throw new TooLarge(cap);
    return staged;
  } catch (error) {
    throw error instanceof TooLarge ? fileTooLarge() : error;
  }
}

/** Base64 (optionally a `data:` URL) into staging. */
export function stageBase64(text: string, dir: string, cap: number): Promise<StagedFile> {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) throw badRequest('file_data is neither a file nor base64');
  return stageBytes(Buffer.from(payload, 'base64'), dir, cap).catch((error: unknown) => {
    throw error instanceof TooLarge ? fileTooLarge() : error;
  });
}

/** Reads a form's text fields and its one file part (named `fileField`), staging the file as it comes. */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
  stage: (part: Multipart & { type: 'file' }, fields: Record<string, string>) => Promise<StagedFile>,
): Promise<{ fields: Record<string, string>; staged?: StagedFile; fileName?: string }> {
  const fields: Record<string, string> = {};
  let staged: StagedFile | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || staged) {
          part.file.resume();
          throw badRequest(`one file, in the field ${fileField}`);
        }
        staged = await stage(part, fields);
        fileName = part.filename || undefined;
      } else {
        if (part.valueTruncated) throw part.fieldname === fileField ? fileTooLarge() : badRequest(`${part.fieldname} is too long`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (staged) await discardStaged(staged);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
  return { fields, staged, fileName };
}
