/**
 * The sandbox cashier: GET shows the payment sheet, POST …/confirm takes the payment once
 * and notifies the merchant the way WeChat Pay v3 does, POST …/cancel leaves it unpaid.
 * Confirming a payment already taken notifies again (the provider's retry), never charges twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { deliverNotification } from './deliver';
import { cashierCancelled, cashierExpired, cashierMissing, cashierPaid, cashierSheet } from './cashier-view';
import { cashierPath } from './native';
import { buildSignedNotification, successfulTransaction } from './notification';
import { findPayment, markNotified, markPaid, type SandboxPayment } from './payments';
import { SANDBOX_WXPAY_PREFIX, type SandboxWxPay } from './settings';

type CashierContext = Pick<ServerContext, 'db' | 'clock' | 'selfOrigin'> & { sandbox: SandboxWxPay };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The merchant's notify_url, reached on this process's own origin: the hub notifies itself
 * server to server (its public address may not be reachable from here), and a notify_url
 * can never make the sandbox post elsewhere.
 */
function notifyTarget(payment: SandboxPayment, selfOrigin: string): string {
  const url = new URL(payment.notify_url);
  return `${selfOrigin}${url.pathname}${url.search}`;
}

/** Tells the merchant a payment was taken, as the provider does; true once it answered 2xx. */
export async function notifyMerchant(request: FastifyRequest, payment: SandboxPayment, ctx: CashierContext): Promise<boolean> {
  const now = ctx.clock();
  const transaction = successfulTransaction({
    appid: payment.appid,
    mchid: payment.mchid,
    outTradeNo: payment.out_trade_no,
    transactionId: payment.transaction_id ?? '',
    amount: payment.amount,
    payerOpenid: payment.payer_openid ?? '',
    paidAt: payment.paid_at ?? now,
  });
  const notification = buildSignedNotification(transaction, ctx.sandbox, now);
  const delivered = await deliverNotification(notifyTarget(payment, ctx.selfOrigin()), notification, request.log);
  if (delivered) await markNotified(ctx.db, payment.id, ctx.clock());
  return delivered;
}

/**
 * Where an H5 payer goes back to: the redirect_url the merchant appended, but only on the
 * merchant's own site (the origin of its notify_url) — WeChat Pay too sends the payer back only
 * to the merchant's registered H5 domain, so the cashier is no open redirect.
 */
export function backOf(request: FastifyRequest, payment: SandboxPayment): string | undefined {
  const asked = (request.query as { redirect_url?: unknown }).redirect_url;
  if (typeof asked !== 'string' || !asked) return undefined;
  try {
    const url = new URL(asked);
    return url.origin === new URL(payment.notify_url).origin && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function cashierRoutes(app: FastifyInstance, ctx: CashierContext) {
  const base = `${SANDBOX_WXPAY_PREFIX}/cashier/:id`;
  const paymentOf = (request: FastifyRequest) => findPayment(ctx.db, (request.params as { id: string }).id);

  app.get(base, async (request, reply) => {
    const payment = await paymentOf(request);
    if (!payment) return html(reply, 404, cashierMissing());
    const actionBase = cashierPath(payment.id);
    const back = backOf(request, payment);
    if (payment.status === 'paid') return html(reply, 200, cashierPaid(payment, { notified: payment.notified_at !== null, actionBase, back }));
    if (payment.expires_at <= ctx.clock()) return html(reply, 410, cashierExpired());
    return html(reply, 200, cashierSheet(payment, actionBase, back));
  });

  app.post(`${base}/confirm`, async (request, reply) => {
    const found = await paymentOf(request);
    if (!found) return html(reply, 404, cashierMissing());
    if (found.status !== 'paid') await markPaid(ctx.db, found.id, ctx.clock());
    const payment = (await findPayment(ctx.db, found.id)) ?? found;
    if (payment.status !== 'paid') return html(reply, 410, cashierExpired());
    const notified = await notifyMerchant(request, payment, ctx);
    return html(reply, 200, cashierPaid(payment, { notified, actionBase: cashierPath(payment.id), back: backOf(request, payment) }));
  });

  app.post(`${base}/cancel`, async (request, reply) => {
    const payment = await paymentOf(request);
    if (!payment) return html(reply, 404, cashierMissing());
    // Closing the sheet in WeChat leaves the payment payable until it expires; so does this.
    return html(reply, 200, cashierCancelled(payment, cashierPath(payment.id), backOf(request, payment)));
  });
}
