/**
 * The built-in WeChat Pay sandbox (DESIGN §4): the provider's side of Native, H5 and JSAPI
 * payments (and of the official account that names a JSAPI payer) with
 * the real protocol — signed requests checked, answers and notifications signed, resources
 * encrypted — so the hub's adapter runs unchanged against it. Never registered in prod.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { cashierRoutes } from './cashier';
import { mpOAuthRoutes } from './mp-oauth';
import { nativeRoute } from './native';
import { clientPayRoute } from './sandbox-client';
import type { SandboxWxPay } from './settings';

export async function sandboxWxPayRoutes(app: FastifyInstance, ctx: ServerContext & { sandbox: SandboxWxPay }): Promise<void> {
  await nativeRoute(app, ctx);
  // Forms post url-encoded; their fields are not needed, only accepted.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    cashierRoutes(scope, ctx);
    mpOAuthRoutes(scope, ctx);
    clientPayRoute(scope, ctx);
  });
}
