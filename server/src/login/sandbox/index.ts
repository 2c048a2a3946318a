/**
 * The built-in sandbox login providers (DESIGN §4): QQ Connect under /sandbox/qq and WeChat
 * website login under /sandbox/wx, speaking the real protocols so the same adapters talk to
 * them. Registered only for the kinds that have no real provider, and never in prod.
 */
import type { LoginProvider } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { acceptForms, field } from './form';
import { avatarSvg } from './people';
import { qqAuthorizeRoutes } from './qq-authorize';
import { qqGraphRoutes } from './qq-graph';
import { wxConnectRoutes } from './wx-connect';
import { wxSnsRoutes } from './wx-sns';

export async function sandboxRoutes(app: FastifyInstance, ctx: ServerContext, providers: LoginProvider[]) {
  if (!providers.length) return;
  await app.register(async (scope) => {
    acceptForms(scope);
    if (providers.includes('qq')) {
      qqAuthorizeRoutes(scope, ctx);
      qqGraphRoutes(scope, ctx);
    }
    if (providers.includes('wx')) {
      wxConnectRoutes(scope, ctx);
      wxSnsRoutes(scope, ctx);
    }
    scope.get('/sandbox/avatar.svg', async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        // An SVG opened on its own is a document: let it draw, never run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(avatarSvg(field(request.query, 'name').slice(0, 20))),
    );
  });
}
