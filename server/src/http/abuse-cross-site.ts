/**
 * Cross-site state-changing calls are refused: the login cookies ride along with any
 * request the browser sends, so a page elsewhere must not be able to consume a user's quota,
 * rate a tool or start an order in their name. Reads stay open; state never changes on a GET.
 */
import type { FastifyRequest } from 'fastify';
import { isHubOrigin } from './public-origin';

export const CROSS_SITE_REFUSED = 'cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a non-safe method the browser marks cross-site, or whose Origin is neither the
 * request's own origin nor the hub's public one. No Origin at all is a non-browser caller
 * (or an old browser on a same-origin form), which cookies alone cannot turn into an attack.
 */
export function isCrossSiteStateChange(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !isHubOrigin(request, origin, publicUrl);
}
