/**
 * Article summary (TEXT_TYPES.Summary): the key sentences of a pasted text, an uploaded
 * document or a web page (through the web-page tool's guarded fetcher), chosen by TextRank
 * (textrank.ts) — an extractive summary, and the screen says so — with every sentence of the
 * original marked key or not, so the screen can highlight them in place.
 */
import { SUMMARY_MAX_CHARS, SUMMARY_MIN_CHARS, TEXT_FAILURES, summaryInputSchema, type SummaryInput, type SummaryResult } from '@toolhub/contracts';
import type { TaskContext, TaskHandler } from '../../../src/tasks/handler';
import { notValid, stopIfAborted, textFailure } from '../common/failures';
import { sentencesOf } from '../common/sentences';
import { languageOf } from '../common/tokens';
import { readDocument } from '../parse-file/read-document';
import { looksBinary } from '../parse-file/plain-text';
import { articleAt } from '../web-page/task';
import { rankSentences } from './textrank';

interface Source {
  text: string;
  title?: string;
}

async function sourceOf(input: SummaryInput, ctx: TaskContext): Promise<Source> {
  const given = [input.text !== undefined, input.file !== undefined, input.url !== undefined].filter(Boolean).length;
  if (given !== 1) throw notValid('summary');
  if (input.text !== undefined) {
    if (looksBinary(input.text)) throw textFailure(TEXT_FAILURES.notText);
    return { text: input.text };
  }
  if (input.file !== undefined) {
    const document = await readDocument(await ctx.readObject(input.file), input.name ?? 'document.txt', ctx.signal);
    return { text: document.Text, ...(document.Title ? { title: document.Title } : {}) };
  }
  const article = await articleAt(input.url!, { signal: ctx.signal });
  return { text: article.Text, title: article.Title };
}

/** The summary of a text, as the task answers it (also the bench's entry). */
export function summarise(text: string, length: SummaryInput['length'], title?: string): SummaryResult {
  const characters = [...text.replace(/\s+/g, '')].length;
  if (characters < SUMMARY_MIN_CHARS) throw textFailure(TEXT_FAILURES.noText);
  if (characters > SUMMARY_MAX_CHARS) throw textFailure(TEXT_FAILURES.tooLong);
  const sentences = sentencesOf(text);
  const { keys, keywords } = rankSentences(sentences, length);
  const isKey = new Set(keys);
  const language = languageOf(text);
  const joiner = language === 'zh' ? '' : ' ';
  return {
    Engine: 'textrank',
    Language: language,
    ...(title ? { Title: title } : {}),
    Summary: keys.map((index) => sentences[index]!.text).join(joiner),
    Sentences: sentences.map((sentence, index) => ({ Text: sentence.text, Key: isKey.has(index), Paragraph: sentence.paragraph })),
    Characters: characters,
    Keywords: keywords,
  };
}

export const articleSummary: TaskHandler = async (input, ctx) => {
  const parsed = summaryInputSchema.safeParse(input);
  if (!parsed.success) throw notValid('summary');
  const source = await sourceOf(parsed.data, ctx);
  ctx.progress(50);
  stopIfAborted(ctx.signal);
  const result = summarise(source.text, parsed.data.length, source.title);
  ctx.progress(100);
  return { data: result };
};
