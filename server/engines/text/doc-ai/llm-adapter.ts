/**
 * The document AI's optional language model: any service that speaks the OpenAI chat
 * completions API (`POST <base>/chat/completions`; vLLM, llama.cpp's server, Ollama's /v1 …),
 * run by ops, switched on by TOOLHUB_DOC_AI_LLM_URL (the base, e.g. `http://10.0.0.5:8000/v1`),
 * with TOOLHUB_DOC_AI_LLM_MODEL and an optional TOOLHUB_DOC_AI_LLM_KEY. It is given only the
 * retrieved passages and told to answer from them; the quotes shown are still the passages.
 * Without the variable nothing is sent anywhere.
 */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';
import type { Passage } from './passages';

export const LLM_TIMEOUT_MS = 60_000;

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmSettings | undefined {
  const baseUrl = env.TOOLHUB_DOC_AI_LLM_URL?.trim();
  if (!baseUrl) return undefined;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model: env.TOOLHUB_DOC_AI_LLM_MODEL?.trim() || 'default', ...(env.TOOLHUB_DOC_AI_LLM_KEY ? { apiKey: env.TOOLHUB_DOC_AI_LLM_KEY } : {}) };
}

const where = (passage: Passage) => (passage.page ? `第${passage.page}页 第${passage.paragraph}段` : `第${passage.paragraph}段`);

export async function llmAnswer(settings: LlmSettings, question: string, passages: Passage[], signal: AbortSignal): Promise<string> {
  const context = passages.map((passage, index) => `[${index + 1}] (${where(passage)}) ${passage.text}`).join('\n\n');
  const body = {
    model: settings.model,
    temperature: 0,
    messages: [
      { role: 'system', content: 'Answer the question using only the numbered passages. Quote them and cite their numbers. If they do not contain the answer, say so. Answer in the language of the question.' },
      { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
    ],
  };
  let answer: unknown;
  try {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(LLM_TIMEOUT_MS)]),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    answer = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    throw textFailure(TEXT_FAILURES.llmDown);
  }
  const content = (answer as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw textFailure(TEXT_FAILURES.llmDown);
  return content.trim();
}
