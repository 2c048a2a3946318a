import { CONTENT_TYPE_OF_FILE_TYPE, FILE_KINDS, type FileType } from '@toolhub/contracts';

const KNOWN_TYPES = new Set<string>(Object.values(FILE_KINDS).flat());

/**
 * For a file whose name has no extension (a pasted image, a Blob made into a File): the first
 * file type of its media type (image/jpeg → jpg).
 */
const EXTENSION_OF_MIME = new Map<string, FileType>();
for (const [type, mime] of Object.entries(CONTENT_TYPE_OF_FILE_TYPE) as [FileType, string][]) {
  if (!EXTENSION_OF_MIME.has(mime)) EXTENSION_OF_MIME.set(mime, type);
}

/** The extension the credential call asks for (`fileType`), or undefined when the hub stores no such file. */
export function fileTypeOf(file: Pick<File, 'name' | 'type'>): FileType | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const type = extension ?? EXTENSION_OF_MIME.get(file.type.toLowerCase());
  return isKnownFileType(type) ? type : undefined;
}

export const isKnownFileType = (type: string | undefined): type is FileType => type !== undefined && KNOWN_TYPES.has(type);
