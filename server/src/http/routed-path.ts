/**
 * The path a request is decided on: the pattern of the route the router matched — find-my-way
 * decodes `/%61dmin/…` before it matches — else the URL's path decoded as the router decodes it
 * (reserved characters such as `%2F` stay encoded). Deciding on the raw URL instead would let
 * `/%61dmin/api/…` reach an admin route without what the admin side gets: its gate and headers.
 */
import { ADMIN_PREFIX } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';

export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURI(raw);
  } catch {
    return raw; // a malformed escape: no route matches it either
  }
}

/** A path of the admin side: the admin gate checks it, and its answers are never framed or run. */
export const isAdminPath = (path: string) => path.startsWith(ADMIN_PREFIX);
