/**
 * Who is logged in. Login itself (QQ Connect, WeChat QR, sessions) is the accounts
 * issue's work; until then every visitor is anonymous, and the server says so.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/errors';

export interface LoggedInUser {
  qbid: string;
}

/** Resolves the logged-in user of a request, or undefined for an anonymous visitor. */
export type LoginLookup = (request: FastifyRequest) => Promise<LoggedInUser | undefined>;

export const anonymousOnly: LoginLookup = async () => undefined;

export async function loginInfoRoutes(app: FastifyInstance, { login }: { login: LoginLookup }) {
  app.get('/api/getLoginInfo', async (request) => {
    const user = await login(request);
    return ok(user ? { isLogin: true, qbid: user.qbid } : { isLogin: false });
  });
}
