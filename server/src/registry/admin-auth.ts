/**
 * Who may use the admin API (`/admin/…`), checked once for every request under it:
 *
 * - the `toolhub` CLI: `Authorization: Bearer <TOOLHUB_ADMIN_TOKEN>`. Without a configured token
 *   the server makes one in DATA_DIR/admin-token (readable by its owner only), which the CLI on
 *   the same machine picks up; the API never runs open.
 * - the ops page: the HttpOnly session cookie its sign-in set (admin-session-routes.ts), on calls
 *   that carry the ops page's header and, when they change state, the hub's own Origin.
 *
 * Wrong tokens are counted per client network and lock it out (admin-lockout.ts): 429 with the
 * catalogue's code 3, and a log line for each lockout.
 */
import { ADMIN_SESSION_COOKIE, ERROR_CODES, OPS_REQUEST_HEADER } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sameSecret } from '../auth/same-secret';
import { loadSecret } from '../auth/token';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { CROSS_SITE_REFUSED, isCrossSiteStateChange } from '../http/abuse-cross-site';
import { ApiError } from '../http/errors';
import { isAdminPath, routedPath } from '../http/routed-path';
import { adminLockout } from './admin-lockout';
import type { AdminSessions } from './admin-sessions';
import { networkOf } from '../http/client-network';

export const ADMIN_TOKEN_FILE = 'admin-token';
/** Who the audit log names: the CLI sends the person's login name (the ops page's session keeps the name typed at sign-in). */
export const ACTOR_HEADER = 'x-toolhub-actor';

export const loadAdminToken = (dataDir: string, configured?: string) => loadSecret(dataDir, configured, ADMIN_TOKEN_FILE);

export interface AdminCaller {
  via: 'token' | 'session';
  /** The name the caller gave (CLI header or sign-in form); may be empty. */
  name: string;
  /** The session's end (epoch ms); undefined for a bearer-token caller. */
  expiresAt?: number;
}

const callers = new WeakMap<FastifyRequest, AdminCaller>();

/** The caller the admin gate let in; a route reached without it answers 401. */
export function adminCallerOf(request: FastifyRequest): AdminCaller {
  const caller = callers.get(request);
  if (!caller) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'admin token required (Authorization: Bearer …), or sign in on /ops');
  return caller;
}

/** A name as people give it: printable, at most 64 characters. */
export function cleanActorName(given: string): string {
  // eslint-disable-next-line no-control-regex
  return given.replace(/[\x00-\x1f\x7f]/g, '').trim().slice(0, 64);
}

/** The name in the CLI's actor header; header values are Latin-1, so other scripts come percent-encoded. */
function headerActorName(request: FastifyRequest): string {
  let given = String(request.headers[ACTOR_HEADER] ?? '').trim();
  try {
    given = decodeURIComponent(given);
  } catch {
    // not encoded: taken as it is
  }
  return cleanActorName(given);
}

/** The actor of a change in the audit log: `admin:<name>`, else `admin`. */
export function actorOf(request: FastifyRequest): string {
  const { name } = adminCallerOf(request);
  return name ? `admin:${name}` : 'admin';
}

/**
 * A cookie call must come from the ops page: with its header (a page on another origin cannot
 * add one without CORS consent the hub never gives), and, when it changes state, with the hub's
 * own Origin and not marked cross-site (SameSite=Strict already keeps the cookie off those).
 * Script running on the hub's own origin passes both: see README "Ops guide" for what that leaves.
 */
export function requireOpsPage(request: FastifyRequest, publicUrl: string | undefined): void {
  if (request.headers[OPS_REQUEST_HEADER.toLowerCase()] !== '1') {
    throw new ApiError(403, ERROR_CODES.BAD_REQUEST, `ops session calls come from the ops page only (${OPS_REQUEST_HEADER} missing)`);
  }
  if (isCrossSiteStateChange(request, publicUrl, { sameOriginOnly: true })) throw new ApiError(403, ERROR_CODES.BAD_REQUEST, CROSS_SITE_REFUSED);
}

export interface AdminGateDeps {
  /** The ops page's sessions, kept under this hub's admin token. */
  sessions: AdminSessions;
  clock: Clock;
  redis?: Redis;
  config: Pick<Config, 'publicUrl' | 'adminAuth'>;
  token: string;
  log: (line: string) => void;
  /** Requests the gate lets through unchecked, as they check for themselves (sign-in, sign-out). */
  selfChecked: (method: string, path: string) => boolean;
}

export interface AdminGate {
  /**
   * Checks a token from the request's network: 429 (code 3) while the network is locked out,
   * 403 when wrong — counted, and the failure that reaches the maximum locks the network out.
   */
  checkToken(request: FastifyRequest, reply: FastifyReply, given: string): Promise<void>;
}

/** Registers the one check of every `/admin/` request; call before any admin route. */
export function registerAdminGate(app: FastifyInstance, deps: AdminGateDeps): AdminGate {
  const { maxFailures, lockoutMs } = deps.config.adminAuth;
  const lockout = adminLockout({ clock: deps.clock, redis: deps.redis, policy: { maxFailures, lockoutMs }, log: deps.log });

  const checkToken: AdminGate['checkToken'] = async (request, reply, given) => {
    const network = networkOf(request.ip);
    const remaining = await lockout.remainingMs(network);
    if (remaining > 0) {
      const minutes = Math.ceil(remaining / 60_000);
      reply.header('Retry-After', String(Math.ceil(remaining / 1000)));
      throw new ApiError(429, ERROR_CODES.RATE_TOO_HIGH, `too many wrong admin tokens from this network; try again in ${minutes} min`);
    }
    if (sameSecret(given, deps.token)) return;
    if (await lockout.failed(network)) {
      deps.log(`admin auth: network ${network} locked out for ${Math.ceil(lockoutMs / 60_000)} min after ${maxFailures} wrong admin tokens (the last from ${request.ip})`);
    }
    throw new ApiError(403, ERROR_CODES.BAD_REQUEST, 'wrong admin token');
  };

  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<AdminCaller> => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
      if (!bearer) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'admin token required (Authorization: Bearer …)');
      await checkToken(request, reply, bearer);
      return { via: 'token', name: headerActorName(request) };
    }
    const sessionId = request.cookies[ADMIN_SESSION_COOKIE];
    if (sessionId) {
      // A session id is 256 random bits: not worth guessing, so an unknown one is not counted.
      const session = await deps.sessions.find(sessionId, deps.clock());
      if (!session) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'the ops session has ended: sign in again');
      requireOpsPage(request, deps.config.publicUrl);
      return { via: 'session', name: session.actor, expiresAt: session.expiresAt };
    }
    throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'admin token required (Authorization: Bearer …), or sign in on /ops');
  };

  app.addHook('onRequest', async (request, reply) => {
    // The path the router decides on: `/%61dmin/…` is an admin path too (http/routed-path.ts).
    const path = routedPath(request);
    if (!isAdminPath(path) || deps.selfChecked(request.method, path)) return;
    callers.set(request, await authenticate(request, reply));
  });

  return { checkToken };
}
