/**
 * Login: QQ Connect and WeChat QR login through provider adapters, sessions in cookies,
 * and the login calls of spec §7 "Token and user". Returns the LoginLookup the rest of the
 * server asks "who is this?".
 */
import type { FastifyInstance } from 'fastify';
import type { AccountLookup, LoginLookup } from '../auth/login';
import type { ServerContext } from '../context';
import { loginApiRoutes } from './api-routes';
import { appidOf } from './appids';
import { checkCtkRoute } from './check-ctk';
import { loginFlowRoutes } from './flow-routes';
import { chooseProviders } from './providers';
import { sandboxRoutes } from './sandbox';
import { cachedAccountLookup, sessionLookup } from './sessions';

export { SANDBOX_APPIDS, appidOf } from './appids';
export { userOfLoginToken, verifyLoginToken } from './login-token';

/** `login`: who is logged in, from the database; `accountOf`: only whose a read is, from the read cache. */
export async function loginRoutes(app: FastifyInstance, ctx: ServerContext): Promise<{ login: LoginLookup; accountOf: AccountLookup }> {
  const appids = appidOf(ctx.config);
  const login = sessionLookup(ctx.db, ctx.clock, appids, ctx.secret);
  const { adapters, sandboxed } = chooseProviders(ctx);
  await sandboxRoutes(app, ctx, sandboxed);
  loginFlowRoutes(app, ctx, adapters);
  loginApiRoutes(app, ctx, login);
  checkCtkRoute(app, ctx, appids);
  return { login, accountOf: cachedAccountLookup(ctx.db, ctx.readCache, ctx.clock, login) };
}
