/**
 * The ops page's session (issue 15, W9; people issue 22). An ops person types name and
 * password once on `/ops` (or, break-glass, the admin token), posted to the sign-in route, which
 * answers with an HttpOnly cookie scoped to `/admin/` holding a random session id: page script
 * never holds a secret, and no page outside `/admin/` even sends the cookie. The `toolhub` CLI
 * keeps the bearer token (`Authorization: Bearer …`).
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { envelope } from './api';
import { OPS_ROLES } from './ops-roles';

/**
 * Everything of the admin side is under this prefix: one gate checks every request under it
 * (server/src/registry/admin-auth.ts), and no answer under it is ever framed or run.
 */
export const ADMIN_PREFIX = '/admin/';
/** The admin API, spoken by the `toolhub` CLI (bearer token) and the ops page (session cookie). */
export const ADMIN_API_PREFIX = `${ADMIN_PREFIX}api/`;
/** POST signs in (the token in the body), GET says who is signed in, DELETE signs out. */
export const ADMIN_SESSION_PATH = `${ADMIN_API_PREFIX}session`;
/** GET: each engine's state (engines.ts); `?recheck=1` looks at the machine again first. */
export const ENGINES_ADMIN_PATH = `${ADMIN_API_PREFIX}engines`;
export const ADMIN_SESSION_COOKIE = 'toolhub_ops_session';
/** Only requests to the admin side carry the cookie. */
export const ADMIN_SESSION_COOKIE_PATH = ADMIN_PREFIX;

/** The ops page: a page of its own, outside the visitors' app, that talks to the admin API. */
export const OPS_PATH = '/ops';

/**
 * Sent (as `1`) by the ops page on every call made with its session cookie; the server refuses
 * a cookie call without it. A page elsewhere cannot add a header to a request without the hub's
 * CORS consent, which it never gives; script of the hub's own origin can (see README "Ops guide").
 */
export const OPS_REQUEST_HEADER = 'X-Toolhub-Ops';

/** An ops person signs in with name and password; the admin token signs in as `admin-token` (break-glass). */
export const adminSignInRequestSchema = deferred(() => z.union([
  z.object({ name: z.string().check(z.minLength(1), z.maxLength(64)), password: z.string().check(z.minLength(1), z.maxLength(256)) }),
  z.object({ token: z.string().check(z.minLength(1), z.maxLength(1024)) }),
]));
export type AdminSignInRequest = z.infer<typeof adminSignInRequestSchema>;

export const adminSessionSchema = deferred(() => z.object({
  /** Who the audit log names for this session's changes: the person, or `admin-token`. */
  actor: z.string(),
  /** What the caller may do (ops-people.ts); the admin token is `admin`. */
  role: z.enum(OPS_ROLES),
  /** Epoch ms when the session ends; null for a bearer-token caller. */
  expires_at: z.nullable(z.number()),
}));
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const adminSessionResponseSchema = deferred(() => envelope(adminSessionSchema));

/** DELETE: the session is over, whatever state it was in. */
export const adminSignOutResponseSchema = deferred(() => envelope(z.object({})));
