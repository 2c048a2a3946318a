/**
 * One HTTP exchange for the sdk's calls: the browser's fetch, which costs no code on the first
 * view; axios (with its upload progress events, which fetch does not give) is loaded only for a
 * call that asks for progress — an upload, never the first view (issue 21: 21 KB gzipped less
 * on every page's critical path).
 */
import type { AxiosProgressEvent } from 'axios';

export interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  /** GET: sent as the query string. */
  params?: Record<string, string>;
  /** POST: a string (JSON as text/plain) or FormData (multipart, its boundary set by the browser). */
  body?: string | FormData;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call is given up. */
  timeout: number;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

export interface Answer {
  status: number;
  /** The body, parsed when it is JSON (as axios does), else its text. */
  data: unknown;
}

/** A call that answered another status than 200 (`status`, `data`), or never answered (neither). */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
    /** Cancelled by the caller's signal: nothing to tell the visitor, nothing to retry. */
    readonly canceled = false,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Answers only a 200; throws a CallError for anything else. */
export async function exchange(call: Exchange): Promise<Answer> {
  const answer = call.onUploadProgress ? await withProgress(call) : await withFetch(call);
  if (answer.status !== 200) throw new CallError(`Request failed with status code ${answer.status}`, answer.status, answer.data);
  return answer;
}

async function withFetch({ method, url, params, body, headers, signal, timeout }: Exchange): Promise<Answer> {
  // The caller's cancel and the timeout end the same call (AbortSignal.any is missing in older web views).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  const query = params && Object.keys(params).length > 0 ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}` : '';
  try {
    const res = await fetch(`${url}${query}`, { method, headers, body, credentials: 'include', signal: controller.signal });
    return { status: res.status, data: parsed(await res.text()) };
  } catch (error) {
    if (signal?.aborted) throw new CallError('canceled', undefined, undefined, true);
    if (controller.signal.aborted) throw new CallError(`timeout of ${timeout}ms exceeded`);
    throw new CallError(error instanceof Error ? error.message : 'Network Error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

async function withProgress({ url, body, headers, signal, timeout, onUploadProgress }: Exchange): Promise<Answer> {
  const { default: axios, isAxiosError, isCancel } = await import('axios');
  try {
    const res = await axios.post(url, body, { headers, signal, timeout, onUploadProgress, withCredentials: true, validateStatus: () => true });
    return { status: res.status, data: res.data as unknown };
  } catch (error) {
    if (isCancel(error)) throw new CallError('canceled', undefined, undefined, true);
    throw new CallError(isAxiosError(error) ? error.message : String(error));
  }
}
