/**
 * Cross-site state-changing calls are refused: the login cookies ride along with any
 * request the browser sends, so a page elsewhere must not be able to consume a user's quota,
 * rate a tool or start an order in their name. Reads stay open; state never changes on a GET.
 */
import type { FastifyRequest } from 'fastify';
import { isHubOrigin } from './public-origin';

export const CROSS_SITE_REFUSED = 'cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteRule {
  /**
   * Also refuse a call without an Origin and one the browser marks anything but same-origin
   * (`same-site`: another host of the same site): for callers that are always the hub's own
   * page in a browser, as the ops page is (registry/admin-auth.ts).
   */
  sameOriginOnly?: boolean;
}

/**
 * True for a non-safe method the browser marks cross-site, or whose Origin is neither the
 * request's own origin nor the hub's public one. No Origin at all is a non-browser caller
 * (or an old browser on a same-origin form), which cookies alone cannot turn into an attack —
 * unless the rule asks for the same origin only.
 */
export function isCrossSiteStateChange(request: FastifyRequest, publicUrl: string | undefined, { sameOriginOnly = false }: CrossSiteRule = {}): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || (sameOriginOnly && site !== undefined && site !== 'same-origin')) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return sameOriginOnly;
  return !isHubOrigin(request, origin, publicUrl);
}
