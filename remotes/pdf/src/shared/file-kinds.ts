/** The kinds of file the family's tools take, as the hub's storage names them (FILE_KINDS). */
import { DEFAULT_MAX_BYTES, FILE_KINDS, type ToolMeta } from '@toolhub/contracts';
import type { CompressMode, SizeRule } from '@toolhub/sdk';

export type DocumentKind = 'pdf' | 'image' | 'office';

const KIND_OF_EXTENSION = new Map<string, DocumentKind>(
  (['pdf', 'image', 'office'] as const).flatMap((kind) => FILE_KINDS[kind].map((extension) => [extension, kind] as const)),
);

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();

/** The kind of a file by its name; by its media type when the name has no extension (a pasted image). */
export function kindOfFile(file: Pick<File, 'name' | 'type'>): DocumentKind | undefined {
  const extension = extensionOf(file.name);
  if (extension) return KIND_OF_EXTENSION.get(extension);
  if (file.type === 'application/pdf') return 'pdf';
  if (file.type.startsWith('image/')) return KIND_OF_EXTENSION.get(file.type.slice('image/'.length));
  return undefined;
}

/** The file input's `accept` for these kinds: their extensions, which every picker understands. */
export const acceptOf = (kinds: readonly DocumentKind[]) => kinds.flatMap((kind) => FILE_KINDS[kind].map((extension) => `.${extension}`)).join(',');

/** The extensions as the visitor reads them in a hint: `PDF`, `DOC/DOCX/…`. */
export const extensionsOf = (kinds: readonly DocumentKind[]) => kinds.flatMap((kind) => FILE_KINDS[kind].map((extension) => extension.toUpperCase())).join('、');

/** The largest file of a kind the tool takes: its own maxsize, else the hub's for the kind (the server applies the same). */
export const maxBytesOf = (kind: DocumentKind, tool: Pick<ToolMeta, 'maxsize'>) => tool.maxsize ?? DEFAULT_MAX_BYTES[kind];

/**
 * How a file of a kind is compressed before upload: a picture only when it is too large as it
 * is — then as the spec's upload compression does it (jpg at quality 0.3, png kept) — so one
 * that fits keeps its full quality on the PDF page. Documents go as they are.
 */
export const compressionOf = (kind: DocumentKind): CompressMode => (kind === 'image' ? 'whenTooLarge' : false);

/** The SDK's size rule for a file of a kind: its limit, and its compression. */
export const sizeRuleOf = (kind: DocumentKind, tool: Pick<ToolMeta, 'maxsize'>): SizeRule => ({ compress: compressionOf(kind), maxSize: maxBytesOf(kind, tool) });
