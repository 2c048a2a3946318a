/**
 * Where a login comes back to: only a path of the hub itself, so the login pages can never be
 * used to send a visitor to another site (an open redirect).
 */
import { LOGIN_RESULT_PARAM, type LoginResult } from '@toolhub/contracts';
import { hasControlCharacter } from './text';

const MAX_LENGTH = 2048;
// Browsers read a backslash as a slash ("/\evil.example" is "//evil.example") and drop tabs
// and newlines inside URLs, so neither may appear in a path we redirect to.
const unsafe = (text: string) => text.includes('\\') || hasControlCharacter(text);
const PLACEHOLDER_ORIGIN = 'http://hub.invalid';

/**
 * `redirect` when it is a path on this origin, otherwise the home page. The decision is made
 * on the URL the browser will be sent to — dot segments resolved, backslashes read as slashes,
 * as the WHATWG parser does — and that normalised path is what is returned, so the text that
 * was checked is the text that is written into the Location header ("/.//evil.example"
 * resolves to "//evil.example", which leaves the hub).
 */
export function sameOriginPath(redirect: unknown): string {
  if (typeof redirect !== 'string' || redirect.length > MAX_LENGTH) return '/';
  if (!redirect.startsWith('/') || unsafe(redirect)) return '/';
  let url: URL;
  try {
    url = new URL(redirect, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  // A path that starts with two slashes is read by the browser as another host.
  if (url.origin !== PLACEHOLDER_ORIGIN || !target.startsWith('/') || /^\/[/\\]/.test(target) || unsafe(target)) return '/';
  return target;
}

/** The original page's query string (`?a=1`), or nothing when it is not one. */
export function searchPart(search: unknown): string {
  if (typeof search !== 'string' || search.length > MAX_LENGTH || unsafe(search)) return '';
  return search.startsWith('?') ? search : '';
}

/** The original path and search with `th_login=<result>` for the shell to read and strip. */
export function returnUrl({ redirect, search }: { redirect: string; search: string }, result: LoginResult): string {
  const url = new URL(sameOriginPath(redirect), PLACEHOLDER_ORIGIN);
  for (const [name, value] of new URLSearchParams(searchPart(search))) url.searchParams.append(name, value);
  url.searchParams.delete(LOGIN_RESULT_PARAM);
  url.searchParams.set(LOGIN_RESULT_PARAM, result);
  return `${url.pathname}${url.search}`;
}
