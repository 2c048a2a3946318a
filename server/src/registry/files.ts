/**
 * The immutable files of every published version, kept in the hub's object store (the
 * embedded store under DATA_DIR, or COS) under `remotes/<name>/<version>/`, and served at
 * the same path. A version's files never change, so each is cached for a year; the
 * precompressed `.br` / `.gz` copies a build carries are sent to browsers that take them.
 */
import path from 'node:path';
import { REMOTE_FILES_PREFIX } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { ObjectStore } from '../storage/types';
import type { BuildFile } from './build';

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

/**
 * `GET /remotes/:remote/:version/*`: only versions the registry knows (`isPublished`), so
 * files of a publish that failed half-way are never served.
 */
export function serveVersionFiles(app: FastifyInstance, store: ObjectStore, isPublished: (remote: string, version: string) => Promise<boolean>) {
  const cache = new FileCache(64 * 1024 * 1024);
  const read = async (key: string) => {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const bytes = (await store.get(key)) ?? null;
    cache.set(key, bytes);
    return bytes;
  };

  app.get(`${REMOTE_FILES_PREFIX}:remote/:version/*`, async (request, reply) => {
    const { remote, version, '*': file } = request.params as { remote: string; version: string; '*': string };
    if (!file || file.split('/').some((part) => part === '..' || part === '.' || part === '') || !(await isPublished(remote, version))) {
      return reply.callNotFound();
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    let body: Buffer | null = null;
    for (const encoding of ENCODINGS) {
      if (!accepted.includes(encoding.name)) continue;
      body = await read(objectKey(remote, version, `${file}${encoding.suffix}`));
      if (body) {
        reply.header('Content-Encoding', encoding.name);
        break;
      }
    }
    body ??= await read(objectKey(remote, version, file));
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
