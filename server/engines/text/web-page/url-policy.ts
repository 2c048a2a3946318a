/**
 * The URLs the web-page fetcher takes (ASVS V1.3.6 / V12.6.1): http and https only, no user
 * name or password in them, the default ports only (80, 443) so the server cannot be made to
 * knock on a mail or database port. The WHATWG URL parser already writes the numeric IPv4
 * forms (`2130706433`, `0177.0.0.1`, `0x7f.1`) as dotted quads, so a literal address is judged
 * as the address it is. Names are resolved and judged when connecting (safe-fetch.ts).
 */
import net from 'node:net';
import { TEXT_FAILURES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';
import { isPublicAddress } from './addresses';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export interface UrlPolicy {
  /** Whether an address may be connected to; public addresses only, except in tests. */
  allowAddress(address: string): boolean;
  /** Extra ports allowed beside the default ones: tests' local servers only. */
  allowPort?(port: string): boolean;
}

export const PUBLIC_ONLY: UrlPolicy = { allowAddress: isPublicAddress };

/** The URL, parsed, when the policy takes it; a urlRefused failure otherwise. */
export function checkedUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw textFailure(TEXT_FAILURES.urlRefused);
  }
  if (!(url.protocol in DEFAULT_PORTS)) throw textFailure(TEXT_FAILURES.urlRefused);
  if (url.username || url.password) throw textFailure(TEXT_FAILURES.urlRefused);
  if (url.port && url.port !== DEFAULT_PORTS[url.protocol] && !policy.allowPort?.(url.port)) throw textFailure(TEXT_FAILURES.urlRefused);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw textFailure(TEXT_FAILURES.urlRefused);
  if (net.isIP(host) && !policy.allowAddress(host)) throw textFailure(TEXT_FAILURES.urlRefused);
  // A name with no dot (`localhost`, `metadata`) is the local network's, never a public site's.
  if (!net.isIP(host) && (!host.includes('.') || /\.(localhost|local|internal|home\.arpa)\.?$/i.test(host))) throw textFailure(TEXT_FAILURES.urlRefused);
  return url;
}
