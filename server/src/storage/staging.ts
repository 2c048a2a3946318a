/**
 * Incoming files are written to a temporary file first, with a hard byte cap: nothing beyond
 * the cap is kept in memory or on disk. Only a file that passed every check is moved into
 * the store (a rename, so readers never see half a file).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HEAD_BYTES } from './file-types';

export interface StagedFile {
  path: string;
  size: number;
  /** Hex MD5 of the bytes: the object's ETag, as COS gives it for a simple upload. */
  md5: string;
  /** The first bytes, for the type check. */
  head: Buffer;
}

/** The body went past the cap. */
export class TooLarge extends Error {
  constructor(readonly cap: number) {
    super(`more than ${cap} bytes`);
  }
}

const tempName = (dir: string) => path.join(dir, `${Date.now()}-${crypto.randomBytes(8).toString('hex')}.part`);

/**
 * Streams `source` into a temporary file in `dir`. Past `cap` bytes it stops writing, deletes
 * the file and rejects with TooLarge, and leaves the source flowing into nothing: destroying
 * an HTTP request would also cut the connection the refusal is answered on.
 */
export function stageStream(source: Readable, dir: string, cap: number): Promise<StagedFile> {
  fs.mkdirSync(dir, { recursive: true });
  const file = tempName(dir);
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const hash = crypto.createHash('md5');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;

  return new Promise<StagedFile>((resolve, reject) => {
    let settled = false;
    const stopReading = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', fail);
      source.off('close', onClose);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopReading();
      source.resume();
      out.destroy();
      fs.rm(file, { force: true }, () => reject(error));
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > cap) return fail(new TooLarge(cap));
      hash.update(bytes);
      if (headLength < HEAD_BYTES) {
        const part = bytes.subarray(0, HEAD_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      if (!out.write(bytes)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    };
    const onEnd = () => {
      stopReading();
      out.end();
    };
    // A client that hangs up mid-body: the source closes without ending.
    const onClose = () => {
      if (!source.readableEnded) fail(new Error('the upload was interrupted'));
    };
    out.on('error', fail);
    out.on('finish', () => {
      if (settled) return;
      settled = true;
      resolve({ path: file, size, md5: hash.digest('hex'), head: Buffer.concat(head) });
    });
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', fail);
    source.on('close', onClose);
  });
}

/** Stages bytes already in memory (a base64 upload), with the same cap. */
export async function stageBytes(bytes: Uint8Array, dir: string, cap: number): Promise<StagedFile> {
  if (bytes.length > cap) throw new TooLarge(cap);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = tempName(dir);
  await fs.promises.writeFile(file, bytes, { flag: 'wx' });
  return {
    path: file,
    size: bytes.length,
    md5: crypto.createHash('md5').update(bytes).digest('hex'),
    head: Buffer.from(bytes.subarray(0, HEAD_BYTES)),
  };
}

export const discardStaged = (staged: StagedFile) => fs.promises.rm(staged.path, { force: true });

/** Deletes temporary files older than `maxAgeMs` (left by a crash mid-upload); answers how many. */
export async function sweepStaging(dir: string, now: number, maxAgeMs: number): Promise<number> {
  let removed = 0;
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat?.isFile() && now - stat.mtimeMs > maxAgeMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
