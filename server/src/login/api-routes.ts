/**
 * The login calls of spec §7 "Token and user": who is logged in, logout, the profile and the
 * network status. Answers carry the login token and are never cached.
 */
import { ERROR_CODES, type ServerLoginInfo, type UserProfile } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { LoggedInUser, LoginLookup } from '../auth/login';
import type { ServerContext } from '../context';
import { ApiError, ok } from '../http/errors';
import { issueLoginToken } from './login-token';
import { accountCreatedAt, clearLoginCookies, revokeSession, typesOf } from './sessions';

// Reads answer GET and POST alike (the sdk's wrapper defaults to POST); logout changes state
// and answers POST only.
const READ: ['GET', 'POST'] = ['GET', 'POST'];

/** What getLoginInfo and getUserInfor both say of the account (spec §3 "Server-side login info"). */
function accountFields(user: LoggedInUser) {
  const types = typesOf(user.logintype);
  return {
    qbid: user.qbid,
    logo: user.logo,
    nick_name: user.nickname,
    account_id: user.openid,
    appid: user.appid,
    logintype: user.logintype,
    account_type: types.accountType,
    token_type: types.tokenType,
  };
}

export function loginApiRoutes(app: FastifyInstance, { db, secret, clock, readCache }: ServerContext, login: LoginLookup) {
  app.route({
    method: READ,
    url: '/api/getLoginInfo',
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await login(request);
      if (!user) return ok<ServerLoginInfo>({ isLogin: false });
      return ok<ServerLoginInfo>({
        isLogin: true,
        ...accountFields(user),
        token: issueLoginToken(secret, { sessionId: user.sessionId, guid: request.guid }, clock()).token,
      });
    },
  });

  // The spec's logout is a GET (§7); POST is kept for pages of an older shell. Neither can be
  // forged by another site: every /api/ call needs this device's Authorization token and a fresh
  // Timestamp (auth/guard.ts), which an <img> or a link elsewhere cannot send.
  app.route({
    method: READ,
    url: '/api/logout',
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies.token;
      if (token) await revokeSession(db, readCache, token, clock());
      clearLoginCookies(reply);
      return ok({ isLogin: false as const });
    },
  });

  app.route({
    method: READ,
    url: '/api/getUserInfor',
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await login(request);
      if (!user) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
      const createdAt = (await accountCreatedAt(db, user.qbid)) ?? clock();
      return ok<UserProfile>({ ...accountFields(user), created_at: Math.floor(createdAt / 1000) });
    },
  });

  app.route({
    method: READ,
    url: '/api/getNetStatus',
    handler: async () => ok({ online: true, server_time: Math.floor(clock() / 1000) }),
  });
}
