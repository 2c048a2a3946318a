/**
 * The API token (spec §4 "Authorization token"): fetched once about 1 s after load and
 * again on demand when missing; every request waits for a pending fetch.
 */
import { TOKEN_PREFETCH_DELAY_MS, tokenResponseSchema } from '@toolhub/contracts';
import { sdkConfig } from './config';
import { exchange } from './http';

let token: string | undefined;
let expiresAt = 0;
let pending: Promise<string> | undefined;

async function fetchToken(): Promise<string> {
  const response = await exchange({ method: 'GET', url: `${sdkConfig.baseURL}/api/getToken`, headers: {}, timeout: 10_000 });
  const parsed = tokenResponseSchema.parse(response.data);
  token = parsed.data.token;
  expiresAt = parsed.data.expires_at;
  return token;
}

/** The current token, fetching it first if there is none (or it is about to expire). */
export function ensureToken(): Promise<string> {
  const fresh = token && expiresAt * 1000 - Date.now() > 30_000;
  if (fresh) return Promise.resolve(token as string);
  pending ??= fetchToken().finally(() => {
    pending = undefined;
  });
  return pending;
}

export function invalidateToken() {
  token = undefined;
  expiresAt = 0;
}

/** Called once by the shell at start-up. */
export function scheduleTokenPrefetch(delay = TOKEN_PREFETCH_DELAY_MS) {
  setTimeout(() => {
    ensureToken().catch((error: unknown) => console.warn('[toolhub] token prefetch failed', error));
  }, delay);
}
