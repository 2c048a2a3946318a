/** Orders, the pay page, and the pay provider's notifications (DESIGN §2 "A visitor pays"). */
import type { ToolMeta } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import type { OfficialAccount } from '../official-account';
import { notifyRoute } from './notify-route';
import { orderRoutes } from './order-routes';
import { payerAuthRoutes } from './payer';
import { payPageRoutes } from './page/routes';
import { resolvePayProvider } from './provider';
import { sandboxWxPayRoutes } from './sandbox';

export async function payRoutes(app: FastifyInstance, ctx: LoggedInContext & { tools: () => Promise<readonly ToolMeta[]>; account?: OfficialAccount }): Promise<void> {
  const { provider, sandbox } = await resolvePayProvider(ctx);
  // The chat app pays in its own pay sheet (JSAPI) when the hub's official account is the merchant's app.
  const payerAccount = ctx.account && provider && ctx.account.appId === provider.appId ? ctx.account : undefined;
  if (sandbox) await sandboxWxPayRoutes(app, { ...ctx, sandbox, account: payerAccount });
  if (provider) await notifyRoute(app, { db: ctx.db, readCache: ctx.readCache, clock: ctx.clock, provider });
  if (provider && payerAccount) payerAuthRoutes(app, { ...ctx, account: payerAccount });
  await orderRoutes(app, { ...ctx, provider, inAppPay: Boolean(payerAccount) });
  payPageRoutes(app, { ...ctx, sandbox: provider?.sandbox ?? false, inAppPay: Boolean(payerAccount) });
}
