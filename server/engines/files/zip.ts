/**
 * A ZIP archive of a task's files (a split's parts, a PDF's pages as images), in one download. Each entry is deflated (Node's zlib)
 * unless that saves nothing — PDF streams are compressed already, but the object syntax
 * between them shrinks. Layout after PKWARE's APPNOTE.TXT §4.3: local header and data per
 * entry, then the central directory and its end record. Names are UTF-8 (flag bit 11) so
 * Chinese file names survive. No ZIP64: a task's outputs stay far below 4 GiB and 65 535
 * entries (a split makes one part per page at most).
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;
const METHOD = { stored: 0, deflated: 8 } as const;
/** 2.0: the version that reads deflate. */
const VERSION_NEEDED = 20;
/**
 * Made by Unix (host 3 in the high byte), version 2.0: unzip tools convert the names of
 * entries made by MS-DOS (host 0) from code page 437, which garbles UTF-8 names even when
 * flag bit 11 says they are UTF-8 (Info-ZIP's unzip does).
 */
const MADE_BY = (3 << 8) | VERSION_NEEDED;
const UTF8_NAMES = 1 << 11;
/** S_IFREG | 0644. */
const UNIX_REGULAR_FILE = 0o100644;

/** Date and time in MS-DOS form (two-second steps, from 1980), as ZIP keeps them. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Writes little-endian fields, each a [value, byte length]. */
function fields(...values: [number, 2 | 4][]): Buffer {
  const out = Buffer.alloc(values.reduce((sum, [, size]) => sum + size, 0));
  let at = 0;
  for (const [value, size] of values) at = size === 2 ? out.writeUInt16LE(value, at) : out.writeUInt32LE(value, at);
  return out;
}

export function zip(entries: ZipEntry[], modified = new Date()): Buffer {
  const when = dosDateTime(modified);
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const plain = Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength);
    // Synchronous: engines run in worker threads, where blocking holds up no one else.
    const deflated = zlib.deflateRawSync(plain, { level: 6 });
    const [method, data] = deflated.length < plain.length ? [METHOD.deflated, deflated] : [METHOD.stored, plain];
    // The fields the local header and the directory entry share, from "version needed" to the name's length.
    const shared: [number, 2 | 4][] = [
      [VERSION_NEEDED, 2], [UTF8_NAMES, 2], [method, 2], [when.time, 2], [when.date, 2],
      [zlib.crc32(plain), 4], [data.length, 4], [plain.length, 4], [name.length, 2],
    ];
    const local = Buffer.concat([fields([SIGNATURE.local, 4], ...shared, [0, 2]), name]);
    // No extra field, no comment, disk 0; a regular file readable by all (Unix mode 0644 in the
    // high half of the external attributes); then where the local header is.
    directory.push(fields([SIGNATURE.central, 4], [MADE_BY, 2], ...shared, [0, 2], [0, 2], [0, 2], [0, 2], [UNIX_REGULAR_FILE * 0x10000, 4], [offset, 4]), name);
    chunks.push(local, data);
    offset += local.length + data.length;
  }
  const central = Buffer.concat(directory);
  const end = fields([SIGNATURE.end, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [central.length, 4], [offset, 4], [0, 2]);
  return Buffer.concat([...chunks, central, end]);
}
