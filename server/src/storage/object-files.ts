/**
 * The embedded store's bytes: a folder under DATA_DIR, one file per object plus a small
 * metadata file (content type, ETag, download name). Plain files and no database, so a task
 * worker in a thread or another process on the same machine opens the same store.
 *
 *   <dir>/data/<bucket>/<key>        the bytes
 *   <dir>/meta/<bucket>/<key>.json   { contentType, etag, size, fileName? }
 *   <dir>/tmp/                       uploads being received
 *
 * Writes land in tmp/ and are renamed into place: a reader sees the old object or the new
 * one, never half of one. The metadata is renamed in before the bytes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from './types';
import type { StagedFile } from './staging';

export interface ObjectMeta {
  contentType: string;
  /** Quoted hex MD5, as COS answers it. */
  etag: string;
  size: number;
  /** The name a download is saved under, when the uploader gave one. */
  fileName?: string;
}

/** A stored object opened for reading. */
export interface OpenedObject {
  meta: ObjectMeta;
  modifiedAt: Date;
  stream: () => fs.ReadStream;
}

/**
 * Keys the store accepts: up to 1024 characters of `/`-separated segments, none empty, `.` or
 * `..`, without control characters or backslashes, each short enough for a file name. Any
 * other key could step outside the folder or fail on the disk.
 */
export function isValidObjectKey(key: string): boolean {
  if (key.length < 1 || key.length > 1024) return false;
  return key
    .split('/')
    // eslint-disable-next-line no-control-regex
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\x00-\x1f\x7f\\]/.test(segment) && Buffer.byteLength(segment) <= 200);
}

const quotedMd5 = (bytes: Uint8Array) => `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;

export class ObjectFiles implements ObjectStore {
  readonly tmpDir: string;

  constructor(
    readonly dir: string,
    readonly bucket: string,
    readonly region: string,
  ) {
    this.tmpDir = path.join(dir, 'tmp');
  }

  private pathOf(tree: 'data' | 'meta', key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`invalid object key: ${key}`);
    return path.join(this.dir, tree, this.bucket, ...key.split('/')) + (tree === 'meta' ? '.json' : '');
  }

  private async readMeta(key: string): Promise<ObjectMeta | undefined> {
    try {
      return JSON.parse(await fs.promises.readFile(this.pathOf('meta', key), 'utf8')) as ObjectMeta;
    } catch {
      return undefined;
    }
  }

  /** Moves a file of tmp/ into place under `key`, after its metadata. */
  private async place(tempFile: string, key: string, meta: ObjectMeta): Promise<void> {
    const dataPath = this.pathOf('data', key);
    const metaPath = this.pathOf('meta', key);
    await fs.promises.mkdir(path.dirname(dataPath), { recursive: true });
    await fs.promises.mkdir(path.dirname(metaPath), { recursive: true });
    await fs.promises.mkdir(this.tmpDir, { recursive: true });
    const metaTemp = path.join(this.tmpDir, `${crypto.randomBytes(8).toString('hex')}.json`);
    await fs.promises.writeFile(metaTemp, JSON.stringify(meta));
    await fs.promises.rename(metaTemp, metaPath);
    await fs.promises.rename(tempFile, dataPath);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(this.pathOf('data', key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await fs.promises.mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, `${Date.now()}-${crypto.randomBytes(8).toString('hex')}.part`);
    await fs.promises.writeFile(temp, body, { flag: 'wx' });
    await this.place(temp, key, { contentType, etag: quotedMd5(body), size: body.length });
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf('data', key), { force: true });
    await fs.promises.rm(this.pathOf('meta', key), { force: true });
  }

  /** Moves a staged upload into place. */
  commit(staged: StagedFile, key: string, meta: Omit<ObjectMeta, 'etag' | 'size'>): Promise<ObjectMeta> {
    const full = { ...meta, etag: `"${staged.md5}"`, size: staged.size };
    return this.place(staged.path, key, full).then(() => full);
  }

  /** The object's metadata and a way to stream it, or undefined when there is none. */
  async open(key: string): Promise<OpenedObject | undefined> {
    const dataPath = this.pathOf('data', key);
    const stat = await fs.promises.stat(dataPath).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const meta = (await this.readMeta(key)) ?? { contentType: 'application/octet-stream', etag: `"${stat.size}-${stat.mtimeMs}"`, size: stat.size };
    return { meta: { ...meta, size: stat.size }, modifiedAt: stat.mtime, stream: () => fs.createReadStream(dataPath) };
  }
}
