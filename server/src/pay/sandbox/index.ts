/**
 * The built-in WeChat Pay sandbox (DESIGN §4): the provider's side of Native, H5 and JSAPI
 * payments with
 * the real protocol — signed requests checked, answers and notifications signed, resources
 * encrypted — so the hub's adapter runs unchanged against it. Never registered in prod.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { OfficialAccount } from '../../official-account';
import { cashierRoutes } from './cashier';
import { nativeRoute } from './native';
import { clientPayRoute } from './sandbox-client';
import type { SandboxWxPay } from './settings';

export async function sandboxWxPayRoutes(app: FastifyInstance, ctx: ServerContext & { sandbox: SandboxWxPay; account?: OfficialAccount }): Promise<void> {
  await nativeRoute(app, ctx);
  // Forms post url-encoded; their fields are not needed, only accepted.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    cashierRoutes(scope, ctx);
    // The chat app's pay sheet, when the sandbox account is the merchant's app.
    if (ctx.account) clientPayRoute(scope, { ...ctx, account: ctx.account });
  });
}
