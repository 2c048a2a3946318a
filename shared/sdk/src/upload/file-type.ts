import { FILE_KINDS, type FileType } from '@toolhub/contracts';

const KNOWN_TYPES = new Set<string>(Object.values(FILE_KINDS).flat());

/** For a file whose name has no extension (a pasted image, a Blob made into a File). */
const EXTENSION_OF_MIME: Record<string, FileType> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
};

/** The extension the credential call asks for (`fileType`), or undefined when the hub stores no such file. */
export function fileTypeOf(file: Pick<File, 'name' | 'type'>): FileType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const type = extension ?? EXTENSION_OF_MIME[file.type.toLowerCase()];
  return isKnownFileType(type) ? type : undefined;
}

export const isKnownFileType = (type: string | undefined): type is FileType => type !== undefined && KNOWN_TYPES.has(type);
