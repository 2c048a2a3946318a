/**
 * The ops page's sign-in, who-am-I and sign-out (`/admin/api/session`, issue 15, W9). The token
 * is posted once and never kept by the page: the answer sets an HttpOnly, Secure,
 * SameSite=Strict cookie on `Path=/admin/` holding a random session id, which page script cannot
 * read and no request outside the admin API carries.
 */
import {
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
import { adminCallerOf, cleanActorName, requireOpsPage, type AdminGate } from './admin-auth';
import type { AdminSessions } from './admin-sessions';

/** Sign-in and sign-out check for themselves; the admin gate lets them through. */
export const isSelfCheckedSessionCall = (method: string, path: string) => path === ADMIN_SESSION_PATH && (method === 'POST' || method === 'DELETE');

/** Only requests to the admin side carry it. */
const cookieOptions = (maxAgeSeconds?: number) => strictCookie(ADMIN_SESSION_COOKIE_PATH, maxAgeSeconds);

export interface AdminSessionDeps {
  sessions: AdminSessions;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'adminAuth'>;
  gate: AdminGate;
}

export async function adminSessionRoutes(app: FastifyInstance, deps: AdminSessionDeps) {
  const { sessions, clock, config, gate } = deps;

  app.post(ADMIN_SESSION_PATH, async (request, reply) => {
    requireOpsPage(request, config.publicUrl);
    const input = parseInput(adminSignInRequestSchema, request.body);
    await gate.checkToken(request, reply, input.token);
    const actor = cleanActorName(input.actor ?? '');
    const ttlMs = config.adminAuth.sessionMs;
    const { id, expiresAt } = await sessions.start({ actor, now: clock(), ttlMs });
    reply.setCookie(ADMIN_SESSION_COOKIE, id, cookieOptions(Math.floor(ttlMs / 1000))).header('Cache-Control', 'no-store');
    return ok<AdminSession>({ actor, expires_at: expiresAt });
  });

  app.get(ADMIN_SESSION_PATH, async (request, reply) => {
    const caller = adminCallerOf(request);
    reply.header('Cache-Control', 'no-store');
    return ok<AdminSession>({ actor: caller.name, expires_at: caller.expiresAt ?? null });
  });

  // Ends the session the cookie names, wherever it stands: a signed-out id never works again.
  app.delete(ADMIN_SESSION_PATH, async (request, reply) => {
    requireOpsPage(request, config.publicUrl);
    await sessions.end(request.cookies[ADMIN_SESSION_COOKIE] ?? '');
    reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions()).header('Cache-Control', 'no-store');
    return ok({});
  });
}
