const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** One decimal below 100 (without a trailing .0), whole numbers above: 1.5, 12, 512. */
const short = (value: number) => (value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, ''));

/**
 * A file size as a visitor reads it: bytes, KB, MB or GB, 1024-based as file managers count.
 * Nothing sensible to say about a negative or unknown size, so a dash.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '–';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  // A value that rounds up to the next unit is shown in it: 1023.96 KB reads 1 MB, not 1024 KB.
  if (bytes < MB && Math.round((bytes / KB) * 10) < 10240) return `${short(bytes / KB)} KB`;
  if (bytes < GB && Math.round((bytes / MB) * 10) < 10240) return `${short(bytes / MB)} MB`;
  return `${short(bytes / GB)} GB`;
}

export type FileGlyphKind = 'image' | 'pdf' | 'word' | 'sheet' | 'slides' | 'archive' | 'text' | 'other';

const KIND_BY_EXTENSION: Record<string, FileGlyphKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  csv: 'sheet',
  ods: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  txt: 'text',
  md: 'text',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  tif: 'image',
  tiff: 'image',
  heic: 'image',
};

/** A file name's extension, lower case, without the dot; '' when it has none. */
export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** What kind of file it is, by its extension, else by its media type (a pasted image has no name). */
export function fileKindOf(name: string, type = ''): FileGlyphKind {
  const byName = KIND_BY_EXTENSION[extensionOf(name)];
  if (byName) return byName;
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.includes('wordprocessingml') || type === 'application/msword') return 'word';
  if (type.includes('spreadsheetml') || type === 'application/vnd.ms-excel' || type === 'text/csv') return 'sheet';
  if (type.includes('presentationml') || type === 'application/vnd.ms-powerpoint') return 'slides';
  if (type === 'application/zip') return 'archive';
  if (type.startsWith('text/')) return 'text';
  return 'other';
}
