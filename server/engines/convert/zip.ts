/**
 * ZIP archives of stored (uncompressed) entries: the pages of a PDF as images come back as
 * one download. PNG and JPEG are compressed already, so deflating them again would cost time
 * and save next to nothing. Layout after PKWARE's APPNOTE.TXT §4.3: each entry's local
 * header and bytes, then the central directory, then its end record. No ZIP64: an archive
 * stays under 4 GiB and 65,535 entries, far above what a task may produce.
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Little-endian fields, each `[value, bytes]`. */
function fields(...values: [number, 2 | 4][]): Buffer {
  const out = Buffer.alloc(values.reduce((sum, [, size]) => sum + size, 0));
  let at = 0;
  for (const [value, size] of values) at = size === 2 ? out.writeUInt16LE(value, at) : out.writeUInt32LE(value, at);
  return out;
}

/** Version 2.0, enough for stored entries; flag bit 11 says the names are UTF-8 (Chinese file names). */
const [VERSION, UTF8_NAMES, STORED] = [20, 0x0800, 0];
/** 1980-01-01 00:00 in DOS form: the entries carry no meaningful time. */
const [DOS_TIME, DOS_DATE] = [0, (1 << 5) | 1];
const SIGNATURES = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 };

export function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const bytes = Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength);
    const common: [number, 2 | 4][] = [
      [VERSION, 2], [UTF8_NAMES, 2], [STORED, 2], [DOS_TIME, 2], [DOS_DATE, 2],
      [zlib.crc32(bytes), 4], [bytes.length, 4], [bytes.length, 4], [name.length, 2], [0, 2],
    ];
    const local = Buffer.concat([fields([SIGNATURES.local, 4], ...common), name]);
    // Made by version 2.0; no comment, disk 0, no attributes; where the local header starts.
    directory.push(fields([SIGNATURES.central, 4], [VERSION, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]), name);
    parts.push(local, bytes);
    offset += local.length + bytes.length;
  }
  const central = Buffer.concat(directory);
  const end = fields([SIGNATURES.end, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [central.length, 4], [offset, 4], [0, 2]);
  return Buffer.concat([...parts, central, end]);
}
