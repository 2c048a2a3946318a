/**
 * The sandbox's POST /v3/pay/transactions/native, /h5 and /jsapi: checks the merchant's signature as
 * the provider does (401 SIGN_ERROR otherwise), records the payment and answers a link to the
 * sandbox cashier — Native's code_url (a QR code a phone scans) or H5's h5_url (the phone's
 * browser opens it, and comes back to the redirect_url the merchant appends) or JSAPI's
 * prepay_id (the chat app's pay sheet) — signed like every provider answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { ServerContext } from '../../context';
import { rawBodyOf, withRawBody } from '../raw-body';
import { h5OrderRequestSchema, jsapiOrderRequestSchema, nativeOrderRequestSchema } from '../wxpay/messages';
import { epochSeconds, isFreshTimestamp, parseAuthorization, platformSignatureHeaders, randomNonce, requestMessage, verifySha256WithRsa } from '../wxpay/signing';
import { prepayIdOf, recordPayment, type SandboxPayment } from './payments';
import { SANDBOX_WXPAY_PREFIX, type SandboxWxPay } from './settings';

/** How long a payment can be paid when the merchant sets no time_expire (the provider's default). */
const DEFAULT_PAYMENT_TTL_MS = 2 * 3600 * 1000;

export const cashierPath = (id: string) => `${SANDBOX_WXPAY_PREFIX}/cashier/${id}`;

type SandboxContext = Pick<ServerContext, 'db' | 'clock'> & { config: Pick<Config, 'publicUrl'>; sandbox: SandboxWxPay };

/** Every provider answer carries the platform's signature. */
function sendSigned(reply: FastifyReply, ctx: SandboxContext, status: number, payload: object) {
  const body = JSON.stringify(payload);
  const headers = platformSignatureHeaders(ctx.sandbox.platform, body, { timestamp: String(epochSeconds(ctx.clock())), nonce: randomNonce() });
  return reply.status(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

function checkMerchantSignature(request: FastifyRequest, raw: Buffer, ctx: SandboxContext): string | undefined {
  const auth = parseAuthorization(request.headers.authorization);
  if (!auth) return 'Authorization 缺失或格式错误';
  if (auth.mchid !== ctx.sandbox.mchId) return '商户号不存在';
  if (auth.serial_no !== ctx.sandbox.merchant.serialNo) return '商户证书序列号不匹配';
  if (!isFreshTimestamp(auth.timestamp, ctx.clock())) return '签名时间戳已过期';
  const message = requestMessage({ method: request.method, pathAndQuery: request.url, timestamp: auth.timestamp, nonce: auth.nonce_str, body: raw });
  return verifySha256WithRsa(ctx.sandbox.merchant.publicKey, message, auth.signature) ? undefined : '签名错误';
}

function parseBody(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

const ORDER_KINDS = {
  native: { schema: nativeOrderRequestSchema, answer: (_payment: SandboxPayment, cashier: string) => ({ code_url: cashier }) },
  // The provider's h5_url already has a query: the merchant appends `&redirect_url=…`.
  h5: { schema: h5OrderRequestSchema, answer: (_payment: SandboxPayment, cashier: string) => ({ h5_url: `${cashier}?from=h5` }) },
  // The chat app opens its pay sheet with it (sandbox-client.ts); no cashier page.
  jsapi: { schema: jsapiOrderRequestSchema, answer: (payment: SandboxPayment) => ({ prepay_id: prepayIdOf(payment) }) },
} as const;

export async function nativeRoute(app: FastifyInstance, ctx: SandboxContext) {
  await withRawBody(app, (scope) => {
    for (const [kind, { schema, answer }] of Object.entries(ORDER_KINDS)) {
      scope.post(`${SANDBOX_WXPAY_PREFIX}/v3/pay/transactions/${kind}`, async (request, reply) => {
        const raw = rawBodyOf(request.body);
        const signatureProblem = checkMerchantSignature(request, raw, ctx);
        if (signatureProblem) return sendSigned(reply, ctx, 401, { code: 'SIGN_ERROR', message: signatureProblem });

        const parsed = schema.safeParse(parseBody(raw));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return sendSigned(reply, ctx, 400, { code: 'PARAM_ERROR', message: `${issue?.path.join('.') || 'body'} 不合法` });
        }
        const order = parsed.data;
        if (order.mchid !== ctx.sandbox.mchId || order.appid !== ctx.sandbox.appId) {
          return sendSigned(reply, ctx, 400, { code: 'PARAM_ERROR', message: 'appid 和 mch_id 不匹配' });
        }
        const now = ctx.clock();
        const expiresAt = order.time_expire ? Date.parse(order.time_expire) : now + DEFAULT_PAYMENT_TTL_MS;
        if (!(expiresAt > now)) return sendSigned(reply, ctx, 400, { code: 'PARAM_ERROR', message: 'time_expire 已过期' });

        const payment = await recordPayment(
          ctx.db,
          {
            mchid: order.mchid,
            appid: order.appid,
            out_trade_no: order.out_trade_no,
            description: order.description,
            amount: order.amount.total,
            notify_url: order.notify_url,
            expires_at: expiresAt,
            payer_openid: (order as { payer?: { openid: string } }).payer?.openid,
          },
          now,
        );
        if (payment.status === 'paid') return sendSigned(reply, ctx, 400, { code: 'ORDERPAID', message: '该订单已支付' });
        if (payment.amount !== order.amount.total) return sendSigned(reply, ctx, 400, { code: 'INVALID_REQUEST', message: '订单号重复' });
        // The cashier is opened by a phone: it must carry the hub's public origin, which the
        // merchant also put in notify_url (this call itself comes from the server's loopback).
        const origin = ctx.config.publicUrl ?? new URL(order.notify_url).origin;
        return sendSigned(reply, ctx, 200, answer(payment, `${origin}${cashierPath(payment.id)}`));
      });
    }
  });
}
