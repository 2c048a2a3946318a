import type { LoginProvider } from '@toolhub/contracts';

/**
 * Where a provider lives. The browser is sent to `browser(publicOrigin)`; the server calls
 * `server()`. For a real provider both are fixed URLs; for a sandbox, the first is the hub's
 * public origin and the second this process's own listening address.
 */
export interface ProviderBases {
  browser: (publicOrigin: string) => string;
  server: () => string;
}

/** The person a provider vouches for, as our app sees them. */
export interface ProviderProfile {
  openid: string;
  nickname: string;
  logo: string;
}

/** One login provider's authorization-code protocol; the same code talks to the real one or the sandbox. */
export interface ProviderAdapter {
  readonly kind: LoginProvider;
  readonly appId: string;
  /** Where the browser goes to log in. `embed` asks for a page that fits the login panel's frame. */
  authorizeUrl(input: { publicOrigin: string; callbackUrl: string; state: string; embed: boolean }): string;
  /** Exchanges a code for the person behind it (server to server). Throws a ProviderError. */
  profileOf(input: { code: string; callbackUrl: string }): Promise<ProviderProfile>;
}

/** The provider refused, answered something unexpected, or could not be reached. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export const fixedBases = (base: string): ProviderBases => ({ browser: () => base, server: () => base });

/** `base` + `path` with a query, tolerating a base written with a trailing slash. */
export function endpoint(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
