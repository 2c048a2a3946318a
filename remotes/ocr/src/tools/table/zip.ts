/**
 * A ZIP archive of stored (uncompressed) entries: what an XLSX file is underneath. The
 * sheets of a recognised table are a few kilobytes, so compressing them is not worth a
 * library in the page. Layout after PKWARE's APPNOTE.TXT §4.3: each entry's local header
 * and bytes, then the central directory, then its end record.
 */

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as every ZIP entry carries. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields, written one after another. */
class Writer {
  private readonly chunks: Uint8Array[] = [];
  length = 0;

  fields(...values: [number, 2 | 4][]): this {
    const view = new DataView(new ArrayBuffer(values.reduce((sum, [, size]) => sum + size, 0)));
    let at = 0;
    for (const [value, size] of values) {
      if (size === 2) view.setUint16(at, value, true);
      else view.setUint32(at, value, true);
      at += size;
    }
    return this.bytes(new Uint8Array(view.buffer));
  }

  bytes(bytes: Uint8Array): this {
    this.chunks.push(bytes);
    this.length += bytes.length;
    return this;
  }

  concat(): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** Version 2.0 (what stored entries with UTF-8 names need); flag bit 11: names are UTF-8. */
const [VERSION, UTF8_NAMES, STORED] = [20, 0x0800, 0];
/** 1980-01-01 00:00 in DOS form: the entries carry no meaningful time. */
const [DOS_TIME, DOS_DATE] = [0, (0 << 9) | (1 << 5) | 1];

export function zip(entries: ZipEntry[]): Uint8Array<ArrayBuffer> {
  const out = new Writer();
  const directory = new Writer();
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const crc = crc32(entry.bytes);
    const offset = out.length;
    const common: [number, 2 | 4][] = [
      [VERSION, 2], [UTF8_NAMES, 2], [STORED, 2], [DOS_TIME, 2], [DOS_DATE, 2],
      [crc, 4], [entry.bytes.length, 4], [entry.bytes.length, 4], [name.length, 2], [0, 2],
    ];
    out.fields([0x04034b50, 4], ...common).bytes(name).bytes(entry.bytes);
    directory.fields([0x02014b50, 4], [VERSION, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]).bytes(name);
  }
  const directoryOffset = out.length;
  out.bytes(directory.concat());
  out.fields([0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [directory.length, 4], [directoryOffset, 4], [0, 2]);
  return out.concat();
}
