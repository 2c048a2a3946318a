/**
 * What a file really is, from its first bytes, whatever its name says: a `.exe` renamed
 * `.png` is not an image. Images also have their canvas read from the header, so a small
 * file that declares a huge canvas (a decompression bomb) is refused before any engine
 * decodes it.
 */
import { CONTENT_TYPE_OF_FILE_TYPE, FILE_KINDS, MAX_IMAGE_PIXELS, type FileKind, type FileType } from '@toolhub/contracts';
import sharp from 'sharp';

/** Bytes of the head kept while a file streams in: enough for every signature below. */
export const HEAD_BYTES = 4096;

/** A family of files one signature tells apart; several extensions may share one (zip: docx, xlsx, pptx). */
type Family = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'avif' | 'pdf' | 'ole' | 'zip' | 'mp3' | 'wav' | 'm4a' | 'ogg' | 'aac' | 'webm' | 'amr' | 'text';

const FAMILY_OF_TYPE: Record<FileType, Family> = {
  png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', webp: 'webp', bmp: 'bmp', avif: 'avif',
  pdf: 'pdf',
  doc: 'ole', xls: 'ole', ppt: 'ole', docx: 'zip', xlsx: 'zip', pptx: 'zip',
  mp3: 'mp3', wav: 'wav', m4a: 'm4a', ogg: 'ogg', opus: 'ogg', aac: 'aac', webm: 'webm', amr: 'amr',
  txt: 'text', html: 'text',
};

/** The extension a file of a family gets when its name gives none of that family. */
const DEFAULT_TYPE: Record<Family, FileType> = {
  png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp', bmp: 'bmp', avif: 'avif', pdf: 'pdf',
  ole: 'doc', zip: 'docx', mp3: 'mp3', wav: 'wav', m4a: 'm4a', ogg: 'ogg', aac: 'aac', webm: 'webm', amr: 'amr', text: 'txt',
};

export const kindOfType = (type: FileType): FileKind =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => (FILE_KINDS[kind] as readonly string[]).includes(type)) as FileKind;

/** The file type an extension (or a file name) names, if the hub stores that type. */
export function fileTypeOf(nameOrExt: string | undefined): FileType | undefined {
  const ext = nameOrExt?.split('.').pop()?.trim().toLowerCase();
  return ext && ext in FAMILY_OF_TYPE ? (ext as FileType) : undefined;
}

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length && [...text].every((c, i) => head[at + i] === c.charCodeAt(0));

const startsWith = (head: Uint8Array, bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** ISO-BMFF `ftyp` brands (major and compatible) of the head. */
function isoBrands(head: Uint8Array): string[] {
  if (!ascii(head, 4, 'ftyp')) return [];
  const boxSize = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
  const brands: string[] = [];
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version
    brands.push(String.fromCharCode(...head.subarray(at, at + 4)));
  }
  return brands;
}

/**
 * Text has no signature: its head is text when it holds no control byte but tab, line breaks,
 * form feed and escape — whatever the encoding (UTF-8, GB18030, Latin-1) — or starts with a
 * UTF-16 byte-order mark (whose text is half zero bytes).
 */
function looksLikeText(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return head.length > 2;
  return head.length > 0 && head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x1b);
}

function familyOf(head: Uint8Array): Family | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'BM') && head.length >= 26) return 'bmp';
  // A PDF header may follow some junk, within the first 1024 bytes.
  if (Buffer.from(head.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  // Matroska/WebM's EBML header: what MediaRecorder writes in Chromium and Firefox.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 0, '#!AMR')) return 'amr';
  // ADTS AAC shares MPEG audio's 12-bit sync; its layer bits are 00, which no MP3 frame has.
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xf6) === 0xf0) return 'aac';
  if (ascii(head, 0, 'ID3') || (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) return 'mp3';
  const brands = isoBrands(head);
  if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  if (brands.some((b) => ['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2'].includes(b))) return 'm4a';
  return looksLikeText(head) ? 'text' : undefined;
}

/** What the bytes are: the type to store under and its content type. */
export interface DetectedType {
  type: FileType;
  kind: FileKind;
  contentType: string;
}

/**
 * The type of a file from its head. `claimed` (the extension the client named) is kept when
 * the bytes are of its family (`jpeg` stays `jpeg`, a zip named `.xlsx` stays `xlsx`);
 * otherwise the family's usual type. Undefined for anything the hub does not store.
 */
export function detectFileType(head: Uint8Array, claimed?: FileType): DetectedType | undefined {
  // Text named as text is text, even when it starts like a signature ("BM…", "ID3 …", "GIF89a…").
  const family = claimed && FAMILY_OF_TYPE[claimed] === 'text' && looksLikeText(head) ? 'text' : familyOf(head);
  if (!family) return undefined;
  const type = claimed && FAMILY_OF_TYPE[claimed] === family ? claimed : DEFAULT_TYPE[family];
  return { type, kind: kindOfType(type), contentType: CONTENT_TYPE_OF_FILE_TYPE[type] };
}

/** Width and height from the header: read here for the simple formats, by sharp (header only) for the rest. */
async function imageSize(file: string, head: Uint8Array, type: FileType): Promise<{ width: number; height: number } | undefined> {
  const view = new DataView(head.buffer, head.byteOffset, head.length);
  switch (type) {
    case 'png':
      return head.length >= 24 && ascii(head, 12, 'IHDR') ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
    case 'gif':
      return head.length >= 10 ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : undefined;
    case 'bmp':
      // sharp does not read BMP. The old OS/2 header (12 bytes) has 16-bit sizes; in the
      // others a negative height means top-down rows.
      return view.getUint32(14, true) === 12
        ? { width: view.getUint16(18, true), height: view.getUint16(20, true) }
        : { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
    default: {
      try {
        // From the file: libvips reads the header, not the pixels.
        const { width, height, pageHeight } = await sharp(file, { limitInputPixels: false }).metadata();
        return width && height ? { width, height: pageHeight ?? height } : undefined;
      } catch {
        return undefined;
      }
    }
  }
}

export type Inspection = { ok: true; detected: DetectedType } | { ok: false; reason: 'type' | 'pixels' };

/**
 * Checks a stored file against what it was allowed to be: its bytes must be of a type the
 * hub stores, of the expected kind when one is given, and an image must declare a readable
 * canvas of at most MAX_IMAGE_PIXELS.
 */
export async function inspectFile(file: string, head: Uint8Array, expected: { kind?: FileKind; claimed?: FileType }): Promise<Inspection> {
  const detected = detectFileType(head, expected.claimed);
  if (!detected || (expected.kind && detected.kind !== expected.kind)) return { ok: false, reason: 'type' };
  if (detected.kind === 'image') {
    const size = await imageSize(file, head, detected.type);
    if (!size || size.width <= 0 || size.height <= 0) return { ok: false, reason: 'type' };
    if (size.width * size.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'pixels' };
  }
  return { ok: true, detected };
}
