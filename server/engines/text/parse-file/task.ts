/**
 * Parse file (`/api/parseFile`, TEXT_TYPES.ParseFile): the text and structure of an uploaded
 * PDF, DOCX, XLSX, PPTX, TXT or HTML file (and the older Office formats), with the text as a
 * download. A document without any text (a scan) answers "no text found" and is not charged.
 */
import { TEXT_FAILURES, parseFileInputSchema } from '@toolhub/contracts';
import type { TaskHandler } from '../../../src/tasks/handler';
import { notValid, textFailure } from '../common/failures';
import { readDocument } from './read-document';

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'document';

export const parseFile: TaskHandler = async (input, ctx) => {
  const parsed = parseFileInputSchema.safeParse(input);
  if (!parsed.success) throw notValid('parse file');
  const bytes = await ctx.readObject(parsed.data.file);
  ctx.progress(10);
  const result = await readDocument(bytes, parsed.data.name, ctx.signal);
  if (result.Characters === 0) throw textFailure(TEXT_FAILURES.noText);
  ctx.progress(100);
  return { data: result, files: [{ name: `${baseName(parsed.data.name)}.txt`, contentType: 'text/plain; charset=utf-8', bytes: Buffer.from(result.Text, 'utf8') }] };
};
