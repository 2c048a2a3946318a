/**
 * Reads a ZIP archive's central directory (PKWARE APPNOTE.TXT §4.3.12–16): the names of its
 * entries, and an entry's bytes. The engine only lists names, to tell an office document
 * from any other ZIP before LibreOffice sees it; the tests also read entries back.
 */
import zlib from 'node:zlib';

export interface ZipDirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;

/** The entries of the archive, or undefined when the bytes are not a readable ZIP. */
export function zipDirectory(bytes: Buffer): ZipDirectoryEntry[] | undefined {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH_BYTES); at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipDirectoryEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of one entry (stored or deflated), or undefined when it is absent. */
export function readZipEntry(bytes: Buffer, name: string): Buffer | undefined {
  const entry = zipDirectory(bytes)?.find((candidate) => candidate.name === name);
  if (!entry || bytes.readUInt32LE(entry.localHeaderOffset) !== LOCAL_SIGNATURE) return undefined;
  const start = entry.localHeaderOffset + 30 + bytes.readUInt16LE(entry.localHeaderOffset + 26) + bytes.readUInt16LE(entry.localHeaderOffset + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  return entry.method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data);
}
