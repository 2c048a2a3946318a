import { ProviderError } from './adapter';

export const PROVIDER_TIMEOUT_MS = 8000;

// QQ Connect answers JSONP (`callback( {...} );`) when it ignores `fmt=json`, as some of its
// endpoints have done: unwrap it rather than fail a login over the envelope.
const JSONP = /^\s*callback\(\s*([\s\S]*?)\s*\)\s*;?\s*$/;

/**
 * GETs a provider endpoint — or POSTs `body` to it as JSON — and reads its JSON object, whatever
 * content type it is labelled with. Errors name the host and path only: the query and the body
 * carry the app secret and codes.
 */
export async function fetchProviderJson(url: URL, timeoutMs = PROVIDER_TIMEOUT_MS, body?: object): Promise<Record<string, unknown>> {
  const where = `${url.host}${url.pathname}`;
  let text: string;
  let status: number;
  try {
    const sent = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
    const headers = { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const response = await fetch(url, { ...sent, headers, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderError(`${where} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(JSONP.exec(text)?.[1] ?? text);
  } catch {
    throw new ProviderError(`${where} answered ${status} without JSON`);
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new ProviderError(`${where} answered ${status} without a JSON object`);
  return answer as Record<string, unknown>;
}

/** A field that must be a non-empty string (or a number, which some providers send for ids). */
export function requiredText(body: Record<string, unknown>, field: string, where: string): string {
  const value = body[field];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || !value) throw new ProviderError(`${where}: no ${field} in the answer`);
  return value;
}

export const optionalText = (body: Record<string, unknown>, field: string) =>
  typeof body[field] === 'string' ? (body[field] as string) : '';
