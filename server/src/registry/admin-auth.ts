/**
 * Who may use the admin API (`/admin/…`), checked once for every request under it:
 *
 * - the `toolhub` CLI: `Authorization: Bearer <TOOLHUB_ADMIN_TOKEN>`. Without a configured token
 *   the server makes one in DATA_DIR/admin-token (readable by its owner only), which the CLI on
 *   the same machine picks up; the API never runs open.
 * - a tool team's CI: `Authorization: Bearer <team token>`, which publishes the team's own
 *   remotes and nothing else (ops/teams.ts, issue 22).
 * - the ops page: the HttpOnly session cookie its sign-in set (admin-session-routes.ts) for an
 *   ops person or the admin token, on calls that carry the ops page's header and, when they
 *   change state, the hub's own Origin.
 *
 * What each caller may do is its role's rights (@toolhub/contracts ops-roles.ts): reads are
 * checked here for every GET, changes by their route (requireRight). The audit log names the
 * caller as the hub knows it — never a name the caller gives.
 *
 * Wrong tokens and passwords are counted per client network and lock it out (admin-lockout.ts):
 * 429 with the catalogue's code 3, and a log line for each lockout.
 */
import { ADMIN_SESSION_COOKIE, ADMIN_TOKEN_ACTOR, ERROR_CODES, OPS_REQUEST_HEADER, roleMay, teamActor, type OpsRight, type OpsRole } from '@toolhub/contracts';
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
import type { OpsPeople } from './ops/people';
import type { OpsTeams, TeamCaller } from './ops/teams';

export const ADMIN_TOKEN_FILE = 'admin-token';

export const loadAdminToken = (dataDir: string, configured?: string) => loadSecret(dataDir, configured, ADMIN_TOKEN_FILE);

export interface AdminCaller {
  via: 'token' | 'session' | 'team';
  /** Who the audit log names: the person, `team:<name>` or `admin-token`. */
  actor: string;
  /** A person's role (the admin token's is admin); undefined for a team, which only publishes. */
  role?: OpsRole;
  /** The team of a team token, with the remotes it may publish. */
  team?: TeamCaller;
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

/** The actor of a change in the audit log. */
export const actorOf = (request: FastifyRequest) => adminCallerOf(request).actor;

const refused = (detail: string) => new ApiError(403, ERROR_CODES.BAD_REQUEST, detail);

/**
 * Refuses (403, problem details) a caller without `right`; for `publish`, a team token also
 * needs `remote` to be one of its team's. Answers the caller.
 */
export function requireRight(request: FastifyRequest, right: OpsRight, remote?: string): AdminCaller {
  const caller = adminCallerOf(request);
  if (caller.team) {
    if (right !== 'publish') throw refused(`${caller.actor}: a team token publishes its team's remotes and does nothing else`);
    if (remote === undefined || !caller.team.remotes.includes(remote)) {
      const own = caller.team.remotes.length ? caller.team.remotes.join(', ') : 'none yet';
      throw refused(`${caller.actor} may not publish ${remote ?? 'this'}: its token publishes only the team's own remotes (${own})`);
    }
    return caller;
  }
  if (!caller.role || !roleMay(caller.role, right)) throw refused(`${caller.actor} is a ${caller.role ?? 'caller'} and may not ${right}: ask an ops admin`);
  return caller;
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
  people: OpsPeople;
  teams: OpsTeams;
  log: (line: string) => void;
  /** Requests the gate lets through unchecked, as they check for themselves (sign-in, sign-out). */
  selfChecked: (method: string, path: string) => boolean;
}

export interface AdminGate {
  /**
   * Checks a secret from the request's network with `check`: 429 (code 3) while the network is
   * locked out, 403 saying `wrong` when `check` answers undefined — counted, and the failure
   * that reaches the maximum locks the network out. Answers what `check` found.
   */
  checkSecret<T>(request: FastifyRequest, reply: FastifyReply, check: () => Promise<T | undefined>, wrong: string): Promise<T>;
  /** The admin token itself (the CLI's and break-glass sign-in). */
  checkToken(request: FastifyRequest, reply: FastifyReply, given: string): Promise<void>;
}

/** Registers the one check of every `/admin/` request; call before any admin route. */
export function registerAdminGate(app: FastifyInstance, deps: AdminGateDeps): AdminGate {
  const { maxFailures, lockoutMs } = deps.config.adminAuth;
  const lockout = adminLockout({ clock: deps.clock, redis: deps.redis, policy: { maxFailures, lockoutMs }, log: deps.log });

  const checkSecret: AdminGate['checkSecret'] = async (request, reply, check, wrong) => {
    const network = networkOf(request.ip);
    const remaining = await lockout.remainingMs(network);
    if (remaining > 0) {
      const minutes = Math.ceil(remaining / 60_000);
      reply.header('Retry-After', String(Math.ceil(remaining / 1000)));
      throw new ApiError(429, ERROR_CODES.RATE_TOO_HIGH, `too many wrong admin tokens or passwords from this network; try again in ${minutes} min`);
    }
    const found = await check();
    if (found !== undefined) return found;
    if (await lockout.failed(network)) {
      deps.log(`admin auth: network ${network} locked out for ${Math.ceil(lockoutMs / 60_000)} min after ${maxFailures} wrong admin tokens or passwords (the last from ${request.ip})`);
    }
    throw refused(wrong);
  };
  const checkToken: AdminGate['checkToken'] = (request, reply, given) =>
    checkSecret(request, reply, async () => (sameSecret(given, deps.token) ? true : undefined), 'wrong admin token').then(() => undefined);

  /** The bearer's caller: the admin token, else the team whose live token it is. */
  const bearerCaller = (given: string): Promise<AdminCaller | undefined> => {
    if (sameSecret(given, deps.token)) return Promise.resolve({ via: 'token', actor: ADMIN_TOKEN_ACTOR, role: 'admin' });
    return deps.teams.byToken(given).then((team) => team && { via: 'team', actor: teamActor(team.name), team });
  };

  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<AdminCaller> => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
      if (!bearer) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'admin token required (Authorization: Bearer …)');
      // A revoked or rotated-away team token is a wrong token like any other.
      return checkSecret(request, reply, () => bearerCaller(bearer), 'wrong admin or team token');
    }
    const sessionId = request.cookies[ADMIN_SESSION_COOKIE];
    if (sessionId) {
      // A session id is 256 random bits: not worth guessing, so an unknown one is not counted.
      const session = await deps.sessions.find(sessionId, deps.clock());
      if (!session) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'the ops session has ended: sign in again');
      requireOpsPage(request, deps.config.publicUrl);
      if (session.person === null) return { via: 'session', actor: ADMIN_TOKEN_ACTOR, role: 'admin', expiresAt: session.expiresAt };
      // The person as they are now: a new role applies at once, a removed person is out.
      const person = await deps.people.find(session.person);
      if (!person) throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'the ops session has ended: sign in again');
      return { via: 'session', actor: person.name, role: person.role, expiresAt: session.expiresAt };
    }
    throw new ApiError(401, ERROR_CODES.BAD_REQUEST, 'admin token required (Authorization: Bearer …), or sign in on /ops');
  };

  app.addHook('onRequest', async (request, reply) => {
    // The path the router decides on: `/%61dmin/…` is an admin path too (http/routed-path.ts).
    const path = routedPath(request);
    if (!isAdminPath(path) || deps.selfChecked(request.method, path)) return;
    const caller = await authenticate(request, reply);
    callers.set(request, caller);
    // Every read needs the read right (a team token has none); changes are checked by their route.
    if (request.method === 'GET' || request.method === 'HEAD') requireRight(request, 'read');
  });

  return { checkSecret, checkToken };
}
