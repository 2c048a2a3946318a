/**
 * The ops page's sign-in, who-am-I and sign-out (`/admin/api/session`, issue 15, W9). An ops
 * person posts name and password (issue 22) — or, break-glass, the admin token — once, and the
 * page keeps neither: the answer sets an HttpOnly, Secure,
 * SameSite=Strict cookie on `Path=/admin/` holding a random session id, which page script cannot
 * read and no request outside the admin API carries.
 */
import {
  ADMIN_TOKEN_ACTOR,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_COOKIE_PATH,
  ADMIN_SESSION_PATH,
  adminSignInRequestSchema,
  type AdminSession,
} from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { strictCookie } from '../auth/strict-cookie';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { ok, parseInput } from '../http/errors';
import { adminCallerOf, requireOpsPage, type AdminGate } from './admin-auth';
import type { AdminSessions } from './admin-sessions';
import type { OpsPeople } from './ops/people';

/** Sign-in and sign-out check for themselves; the admin gate lets them through. */
export const isSelfCheckedSessionCall = (method: string, path: string) => path === ADMIN_SESSION_PATH && (method === 'POST' || method === 'DELETE');

/** Only requests to the admin side carry it. */
const cookieOptions = (maxAgeSeconds?: number) => strictCookie(ADMIN_SESSION_COOKIE_PATH, maxAgeSeconds);

export interface AdminSessionDeps {
  sessions: AdminSessions;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'adminAuth'>;
  gate: AdminGate;
  people: OpsPeople;
}

export async function adminSessionRoutes(app: FastifyInstance, deps: AdminSessionDeps) {
  const { sessions, clock, config, gate, people } = deps;

  app.post(ADMIN_SESSION_PATH, async (request, reply) => {
    requireOpsPage(request, config.publicUrl);
    const input = parseInput(adminSignInRequestSchema, request.body);
    // A wrong password counts toward the network's lockout as a wrong token does.
    const signedIn =
      'token' in input
        ? (await gate.checkToken(request, reply, input.token), { name: null, role: 'admin' as const })
        : await gate.checkSecret(request, reply, () => people.check(input.name, input.password), 'wrong name or password');
    const ttlMs = config.adminAuth.sessionMs;
    const { id, expiresAt } = await sessions.start({ person: signedIn.name, now: clock(), ttlMs });
    reply.setCookie(ADMIN_SESSION_COOKIE, id, cookieOptions(Math.floor(ttlMs / 1000))).header('Cache-Control', 'no-store');
    return ok<AdminSession>({ actor: signedIn.name ?? ADMIN_TOKEN_ACTOR, role: signedIn.role, expires_at: expiresAt });
  });

  app.get(ADMIN_SESSION_PATH, async (request, reply) => {
    const caller = adminCallerOf(request);
    reply.header('Cache-Control', 'no-store');
    // Reads need a role (the gate refused a team token already).
    return ok<AdminSession>({ actor: caller.actor, role: caller.role ?? 'viewer', expires_at: caller.expiresAt ?? null });
  });

  // Ends the session the cookie names, wherever it stands: a signed-out id never works again.
  app.delete(ADMIN_SESSION_PATH, async (request, reply) => {
    requireOpsPage(request, config.publicUrl);
    await sessions.end(request.cookies[ADMIN_SESSION_COOKIE] ?? '');
    reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions()).header('Cache-Control', 'no-store');
    return ok({});
  });
}
