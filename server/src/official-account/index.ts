/** The official account: the sandbox one's routes (outside prod, when none is configured) and the JS-SDK config route. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { resolveOfficialAccount, type OfficialAccount } from './account';
import { authorizeRoutes } from './sandbox/authorize';
import { jsSdkRoutes } from './sandbox/js-sdk';
import { shareConfigRoute } from './share-config';

export type { OfficialAccount };

export async function officialAccountRoutes(app: FastifyInstance, ctx: ServerContext): Promise<OfficialAccount | undefined> {
  const account = resolveOfficialAccount(ctx);
  if (!account) return undefined;
  if (account.sandbox) {
    await app.register(async (scope) => {
      authorizeRoutes(scope, { ...ctx, account });
      jsSdkRoutes(scope, { ...ctx, account });
    });
  }
  shareConfigRoute(app, { ...ctx, account });
  return account;
}
