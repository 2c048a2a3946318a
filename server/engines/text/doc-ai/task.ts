/**
 * Document AI (`/cgi-bin/tools/doc_ai`, TEXT_TYPES.DocAi): a question about an uploaded PDF,
 * Word or text document, answered from its passages — BM25 retrieval (bm25.ts) and the best
 * passage's matching sentences quoted (Engine `bm25`, labelled extractive on the screen), or,
 * when ops configure one, a language model given those passages (Engine `llm`). Each answer
 * lists the passages with their page and paragraph. A question nothing in the document
 * matches answers "no answer found" and is not charged.
 */
import { TEXT_FAILURES, docAiInputSchema, type DocAiResult } from '@toolhub/contracts';
import type { TaskHandler } from '../../../src/tasks/handler';
import { notValid, stopIfAborted, textFailure } from '../common/failures';
import { search } from './bm25';
import { documentIndex, type DocumentIndex } from './document-index';
import { extractiveAnswer } from './extractive-answer';
import { llmAnswer, llmSettingsFromEnv, type LlmSettings } from './llm-adapter';

const QUOTES = 3;

/** The answer to a question on an indexed document (also the bench's entry). */
export async function answerQuestion(document: DocumentIndex, question: string, llm: LlmSettings | undefined, signal: AbortSignal): Promise<DocAiResult> {
  const hits = search(document.index, question, QUOTES);
  if (hits.length === 0 || document.passages.length === 0) throw textFailure(TEXT_FAILURES.noAnswer);
  const quoted = hits.map((hit) => ({ passage: document.passages[hit.passage]!, score: hit.score }));
  const answer = llm ? await llmAnswer(llm, question, quoted.map((entry) => entry.passage), signal) : extractiveAnswer(quoted[0]!.passage.text, question);
  return {
    Engine: llm ? 'llm' : 'bm25',
    Answer: answer,
    Quotes: quoted.map(({ passage, score }) => ({ Text: passage.text, Paragraph: passage.paragraph, Score: Math.round(score * 1000) / 1000, ...(passage.page ? { Page: passage.page } : {}) })),
    ...(document.pages ? { Pages: document.pages } : {}),
    Passages: document.passages.length,
  };
}

export const docAi: TaskHandler = async (input, ctx) => {
  const parsed = docAiInputSchema.safeParse(input);
  if (!parsed.success) throw notValid('document AI');
  const bytes = await ctx.readObject(parsed.data.file);
  ctx.progress(10);
  const document = await documentIndex(bytes, parsed.data.name, ctx.signal);
  if (document.passages.length === 0) throw textFailure(TEXT_FAILURES.noText);
  ctx.progress(70);
  stopIfAborted(ctx.signal);
  const result = await answerQuestion(document, parsed.data.question, llmSettingsFromEnv(), ctx.signal);
  ctx.progress(100);
  return { data: result };
};
