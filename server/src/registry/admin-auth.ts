/**
 * The admin API's one check: `Authorization: Bearer <TOOLHUB_ADMIN_TOKEN>`. Without a
 * configured token the server makes one in DATA_DIR/admin-token (readable by its owner
 * only), which the CLI on the same machine picks up; the API never runs open.
 */
import { ERROR_CODES } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../auth/same-secret';
import { loadSecret } from '../auth/token';
import { ApiError } from '../http/errors';

export const ADMIN_TOKEN_FILE = 'admin-token';
/** Who the audit log names: the CLI sends the person's login name, the ops page the name typed at sign-in. */
export const ACTOR_HEADER = 'x-toolhub-actor';

export const loadAdminToken = (dataDir: string, configured?: string) => loadSecret(dataDir, configured, ADMIN_TOKEN_FILE);

export function requireAdmin(request: FastifyRequest, token: string) {
  const header = String(request.headers.authorization ?? '');
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'admin token required (Authorization: Bearer …)');
  if (!sameSecret(match[1].trim(), token)) throw new ApiError(403, ERROR_CODES.BAD_REQUEST, 'wrong admin token');
}

/** The actor of a change: the name the caller gives (printable, at most 64 characters), else `admin`. */
export function actorOf(request: FastifyRequest): string {
  let given = String(request.headers[ACTOR_HEADER] ?? '').trim();
  // Header values are Latin-1: a name in other scripts comes percent-encoded.
  try {
    given = decodeURIComponent(given);
  } catch {
    // not encoded: taken as it is
  }
  // eslint-disable-next-line no-control-regex
  const clean = given.replace(/[\x00-\x1f\x7f]/g, '').slice(0, 64);
  return clean ? `admin:${clean}` : 'admin';
}
