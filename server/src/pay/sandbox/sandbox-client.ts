/**
 * The chat app's pay sheet, sandboxed. In WeChat the client opens the sheet itself
 * (`WeixinJSBridge.invoke('getBrandWCPayRequest', …)`) and talks to WeChat's servers; POST
 * CLIENT_PAY_PATH is what it would do when its user confirms the sheet — check the merchant's
 * paySign, that the payment is this user's (the sandbox account's chat-app user), and take it.
 */
import type { FastifyInstance } from 'fastify';
import { jsapiPayParamsSchema } from '@toolhub/contracts';
import type { ServerContext } from '../../context';
import type { OfficialAccount } from '../../official-account';
import { chatAppUserOf } from '../../official-account/sandbox/chat-app-user';
import { jsapiPayMessage, verifySha256WithRsa } from '../wxpay/signing';
import { notifyMerchant } from './cashier';
import { findPayment, findPaymentByPrepayId, markPaid, type SandboxPayment } from './payments';
import { SANDBOX_WXPAY_PREFIX, type SandboxWxPay } from './settings';

/** Where the test's stand-in for the chat app posts the sheet it was asked to open. */
export const CLIENT_PAY_PATH = `${SANDBOX_WXPAY_PREFIX}/client/pay`;

/** The client's answer, as `getBrandWCPayRequest` calls back with it. */
export const sheetAnswer = (outcome: 'ok' | 'fail', detail?: string) => ({ err_msg: `get_brand_wcpay_request:${outcome}`, ...(detail ? { err_desc: detail } : {}) });

type SheetCheck = { ok: true; payment: SandboxPayment } | { ok: false; detail: string };

/** Whether the sheet's parameters are the merchant's, for a payment of this account, of this user. */
async function checkSheet(body: unknown, ctx: ClientContext, payerOpenid: string): Promise<SheetCheck> {
  const parsed = jsapiPayParamsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, detail: '调用支付JSAPI缺少参数' };
  const sheet = parsed.data;
  if (sheet.appId !== ctx.sandbox.appId) return { ok: false, detail: '商户号与AppID不匹配' };
  if (!verifySha256WithRsa(ctx.sandbox.merchant.publicKey, jsapiPayMessage(sheet), sheet.paySign)) return { ok: false, detail: '支付验证签名失败' };
  const paymentId = /^prepay_id=(wx[A-Za-z0-9_-]+)$/.exec(sheet.package)?.[1];
  const payment = paymentId ? await findPaymentByPrepayId(ctx.db, paymentId) : undefined;
  if (!payment) return { ok: false, detail: 'prepay_id 无效' };
  // The order was made for one payer: another user's client cannot pay it.
  if (payment.payer_openid !== payerOpenid) return { ok: false, detail: '当前用户不是下单用户' };
  return { ok: true, payment };
}

type ClientContext = Pick<ServerContext, 'db' | 'clock' | 'selfOrigin'> & { sandbox: SandboxWxPay; account: OfficialAccount };

export function clientPayRoute(app: FastifyInstance, ctx: ClientContext) {
  app.post(CLIENT_PAY_PATH, async (request, reply) => {
    const payer = chatAppUserOf(request, reply, ctx.account.secret).openidUnder(ctx.account.appId);
    const check = await checkSheet(request.body, ctx, payer);
    if (!check.ok) return sheetAnswer('fail', check.detail);
    const now = ctx.clock();
    if (check.payment.status !== 'paid' && !(await markPaid(ctx.db, check.payment.id, now))) return sheetAnswer('fail', '订单已关闭');
    const payment = (await findPayment(ctx.db, check.payment.id)) ?? check.payment;
    // The sheet says ok once the money is taken; the merchant learns it from the notification.
    await notifyMerchant(request, payment, ctx);
    return sheetAnswer('ok');
  });
}
