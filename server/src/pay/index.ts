/** Orders, the pay page, and the pay provider's notifications (DESIGN §2 "A visitor pays"). */
import type { ToolMeta } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import { notifyRoute } from './notify-route';
import { orderRoutes } from './order-routes';
import { payerAuthRoutes } from './payer';
import { payPageRoutes } from './page/routes';
import { resolvePayProvider } from './provider';
import { sandboxWxPayRoutes } from './sandbox';

export async function payRoutes(app: FastifyInstance, ctx: LoggedInContext & { tools: () => Promise<readonly ToolMeta[]> }): Promise<void> {
  const { provider, sandbox } = await resolvePayProvider(ctx);
  if (sandbox) await sandboxWxPayRoutes(app, { ...ctx, sandbox });
  if (provider) await notifyRoute(app, { db: ctx.db, clock: ctx.clock, provider });
  if (provider?.inAppPay) payerAuthRoutes(app, { ...ctx, provider });
  await orderRoutes(app, { ...ctx, provider });
  payPageRoutes(app, { ...ctx, sandbox: provider?.sandbox ?? false, inAppPay: provider?.inAppPay ?? false });
}
