/**
 * The immutable files of every published version, kept in the hub's object store (the
 * embedded store under DATA_DIR, or COS) under `remotes/<name>/<version>/`, and served at
 * the same path. A version's files never change, so each is cached for a year; the
 * precompressed `.br` / `.gz` copies a build carries are sent to browsers that take them.
 *
 * Only the files that were published are served, and only with the bytes that were
 * published: each is checked against the sha256 kept at publish (the digest is made of
 * them) when it is read from the store, so a store changed behind the registry's back
 * serves nothing rather than code the digest does not cover.
 */
import path from 'node:path';
import { ERROR_CODES, REMOTE_FILES_PREFIX } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, sendApiError } from '../http/errors';
import type { ObjectStore } from '../storage/types';
import { sha256Hex, type BuildFile } from './build';

const objectKey = (remote: string, version: string, file: string) => `remotes/${remote}/${version}/${file}`;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export async function storeVersionFiles(store: ObjectStore, remote: string, version: string, files: BuildFile[]) {
  // A few at a time: COS takes parallel puts, the embedded store writes files.
  const queue = [...files];
  const putNext = async (): Promise<void> => {
    const file = queue.shift();
    if (!file) return;
    await store.put(objectKey(remote, version, file.path), file.bytes, contentTypeOf(file.path));
    return putNext();
  };
  await Promise.all(Array.from({ length: 8 }, putNext));
}

/** Bytes of files read from the store, least recently used dropped first. */
class FileCache {
  private entries = new Map<string, Buffer | null>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string) {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer | null) {
    this.entries.set(key, value);
    this.bytes += value?.length ?? 0;
    for (const [oldest, bytes] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= bytes?.length ?? 0;
    }
  }
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A version's files and their sha256; null for versions published before hashes were kept; undefined for none. */
export type PublishedFiles = (remote: string, version: string) => Promise<Record<string, string> | null | undefined>;

export class TamperedFile extends Error {}

/** Reads a stored file's bytes, checked against `sha256` when there is one (TamperedFile if they differ); only checked bytes are kept. */
export type CheckedFileReader = (key: string, sha256: string | undefined) => Promise<Buffer | null>;

export function checkedFileReader(store: ObjectStore): CheckedFileReader {
  const cache = new FileCache(64 * 1024 * 1024);
  return async (key, sha256) => {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const bytes = (await store.get(key)) ?? null;
    if (bytes && sha256 && sha256Hex(bytes) !== sha256) throw new TamperedFile(key);
    cache.set(key, bytes);
    return bytes;
  };
}

/**
 * A published file of a version, as it was published: undefined when the version is unknown or
 * did not publish it (only versions published with their hashes are read).
 */
export async function readPublishedFile(read: CheckedFileReader, publishedFiles: PublishedFiles, remote: string, version: string, file: string): Promise<Buffer | undefined> {
  const hashes = await publishedFiles(remote, version);
  if (!hashes || !Object.hasOwn(hashes, file)) return undefined;
  return (await read(objectKey(remote, version, file), hashes[file])) ?? undefined;
}

/**
 * `GET /remotes/:remote/:version/*`: only versions the registry knows, so files of a publish
 * that failed half-way are never served, and only their published files and bytes.
 */
export function serveVersionFiles(app: FastifyInstance, store: ObjectStore, publishedFiles: PublishedFiles, read: CheckedFileReader = checkedFileReader(store)) {

  app.get(`${REMOTE_FILES_PREFIX}:remote/:version/*`, async (request, reply) => {
    const { remote, version, '*': file } = request.params as { remote: string; version: string; '*': string };
    const hashes = file && !file.split('/').some((part) => part === '..' || part === '.' || part === '') ? await publishedFiles(remote, version) : undefined;
    if (hashes === undefined) return reply.callNotFound();
    /** A file the publish carried (any file, for a version published before hashes were kept). */
    const published = (name: string) => hashes === null || Object.hasOwn(hashes, name);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    let body: Buffer | null = null;
    try {
      for (const encoding of ENCODINGS) {
        const name = `${file}${encoding.suffix}`;
        if (!accepted.includes(encoding.name) || !published(name)) continue;
        body = await read(objectKey(remote, version, name), hashes?.[name]);
        if (body) {
          reply.header('Content-Encoding', encoding.name);
          break;
        }
      }
      if (!body && published(file)) body = await read(objectKey(remote, version, file), hashes?.[file]);
    } catch (error) {
      if (!(error instanceof TamperedFile)) throw error;
      request.log.error(`${error.message} in the object store differs from what was published: not served`);
      reply.removeHeader('Content-Encoding');
      return sendApiError(reply, new ApiError(502, ERROR_CODES.SERVICE, `${remote} ${version}/${file} in the store is not the published file`));
    }
    if (!body) return reply.callNotFound();
    return reply
      .header('Content-Type', contentTypeOf(file))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', 'Accept-Encoding')
      // Remotes may be served from another origin than the shell (a CDN): allow reading them.
      .header('Access-Control-Allow-Origin', '*')
      .send(body);
  });
}
