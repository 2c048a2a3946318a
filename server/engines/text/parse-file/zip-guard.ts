/**
 * DOCX, XLSX and PPTX are ZIP packages; a zip bomb (a few KB that unpack to gigabytes) would
 * exhaust a worker's memory inside mammoth or exceljs. Before either sees a package it is
 * checked here from its central directory: entry count, declared sizes, and — because a
 * header can lie — each entry is really inflated with its output capped at what it declared.
 * (APPNOTE.TXT, PKWARE's ZIP specification, §4.3 gives the record layouts read here.)
 */
import zlib from 'node:zlib';
import { TEXT_FAILURES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';

/** An office document's parts unpack to far less: a 300-page report is about 5 MB of XML. */
export const ZIP_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 10_000;
/** A deflated XML part shrinks 5–20 times; past this ratio a part is padding, not content. */
const ZIP_MAX_RATIO = 200;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  unpacked: number;
  localOffset: number;
}

const corrupt = () => textFailure(TEXT_FAILURES.unreadable);
const bomb = () => textFailure(TEXT_FAILURES.tooLarge);

export const isZip = (bytes: Uint8Array) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The package's entries, from its central directory; a package without one is corrupt. */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  let end = -1;
  // The end record is 22 bytes plus a comment of up to 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw corrupt();
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: no office document needs them, and they would hide the real sizes.
  if (count === 0xffff || offset === 0xffffffff) throw bomb();
  if (count > ZIP_MAX_ENTRIES) throw bomb();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw corrupt();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      unpacked: bytes.readUInt32LE(at + 24),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    if (entry.packed === 0xffffffff || entry.unpacked === 0xffffffff) throw bomb();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Refuses a package that would unpack past the limits; answers its entries' names. */
export function checkZipPackage(bytes: Buffer): string[] {
  const entries = zipEntries(bytes);
  let total = 0;
  for (const entry of entries) {
    total += entry.unpacked;
    if (total > ZIP_MAX_UNPACKED_BYTES) throw bomb();
    if (entry.unpacked > 1024 * 1024 && entry.unpacked > entry.packed * ZIP_MAX_RATIO) throw bomb();
  }
  for (const entry of entries) verifyDeclaredSize(bytes, entry);
  return entries.map((entry) => entry.name);
}

/** Inflates the entry with its output capped one byte past its declared size: a lie throws. */
function verifyDeclaredSize(bytes: Buffer, entry: ZipEntry): void {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw corrupt();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const packed = bytes.subarray(start, start + entry.packed);
  if (entry.method === 0) {
    if (entry.packed !== entry.unpacked) throw corrupt();
    return;
  }
  if (entry.method !== 8) throw textFailure(TEXT_FAILURES.unsupported);
  let unpacked: Buffer;
  try {
    unpacked = zlib.inflateRawSync(packed, { maxOutputLength: entry.unpacked + 1 });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? bomb() : corrupt();
  }
  if (unpacked.length !== entry.unpacked) throw bomb();
}
