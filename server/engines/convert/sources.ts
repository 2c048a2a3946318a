/**
 * What every conversion starts with: the request read against `convertInputSchema`, the
 * visitor's files read from storage (each checked against a size limit before any program
 * sees it), and the names the results are given.
 */
import { DEFAULT_MAX_BYTES, ERROR_CODES, FILE_KINDS, PDF_FAILURES, convertInputSchema, type ConvertInput, type FileKind, type PdfResult } from '@toolhub/contracts';
import { TaskFailure, type TaskContext } from '../../src/tasks/handler';
import { convertFailure } from './failures';

export interface SourceFile {
  /** The object key in storage; it ends with the extension the upload was checked against. */
  key: string;
  /** The name the visitor uploaded. */
  name: string;
  bytes: Buffer;
}

/**
 * Storage refuses an upload over its tool's limit (`maxsize`, else its kind's default); the
 * engine does not know the tool, so it stops only what no default allows (50 MB): a backstop
 * should a store let more through. A tool given a larger `maxsize` needs this raised.
 */
const MAX_SOURCE_BYTES = Math.max(...Object.values(DEFAULT_MAX_BYTES));

export interface ConvertRequest {
  input: ConvertInput;
  sources: SourceFile[];
}

/** The lower-case extension of a key or file name, without the dot. */
export const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The kind (pdf, office, image) a key's or name's extension belongs to. */
export function kindOfName(name: string): FileKind | undefined {
  const extension = extensionOf(name);
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => (FILE_KINDS[kind] as readonly string[]).includes(extension));
}

/**
 * Reads and checks the request. `single`: the conversion takes one file (all but images → PDF).
 * A request that breaks the contract is the page's bug, not the visitor's: a plain bad request.
 */
export async function readSources(raw: unknown, ctx: TaskContext, { single }: { single: boolean }): Promise<ConvertRequest> {
  const parsed = convertInputSchema.safeParse(raw);
  if (!parsed.success || (single && parsed.data.files.length !== 1)) throw new TaskFailure(ERROR_CODES.BAD_REQUEST, 'the conversion request is not valid');
  const sources: SourceFile[] = [];
  for (const { file, name } of parsed.data.files) {
    const bytes = await ctx.readObject(file);
    if (bytes.length > MAX_SOURCE_BYTES) throw convertFailure(PDF_FAILURES.tooLarge);
    sources.push({ key: file, name, bytes });
  }
  return { input: parsed.data, sources };
}

export { baseNameOf } from '../files/base-name';

export interface MadeFile {
  name: string;
  bytes: Uint8Array;
  pages?: number;
}

/** The one result shape of the PDF family (`pdfResultSchema`). */
export function pdfResult(sources: SourceFile[], inputPages: number, made: MadeFile[]): PdfResult {
  return {
    InputBytes: sources.reduce((sum, source) => sum + source.bytes.length, 0),
    OutputBytes: made.reduce((sum, file) => sum + file.bytes.length, 0),
    InputPages: inputPages,
    Files: made.map((file) => ({ Name: file.name, Bytes: file.bytes.length, ...(file.pages === undefined ? {} : { Pages: file.pages }) })),
  };
}
