/**
 * Who pays in the chat app. A JSAPI payment names its payer by openid under the merchant's app
 * (an official account), which the hub learns from the official account's silent web
 * authorization (snsapi_base): `PAY_PAYER_AUTH_PATH` sends the visitor there, its callback
 * exchanges the code for the openid and keeps it in a sealed cookie bound to the visitor's
 * account, and createOrder reads it from there, never from what the page says.
 */
import crypto from 'node:crypto';
import { PAY_PAYER_AUTH_PATH } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedInContext } from '../context';
import { seal, unseal } from '../auth/sealed';
import { strictCookie } from '../auth/strict-cookie';
import { publicOrigin } from '../http/public-origin';
import { endpoint } from '../login/providers/adapter';
import { sameOriginPath } from '../login/redirect';
import type { OfficialAccount } from '../official-account';
import { openidOfCode } from '../official-account/client';

export const PAYER_COOKIE = 'wxpay_payer';
const STATE_COOKIE = 'wxpay_payer_state';
const STATE_TTL_MS = 10 * 60 * 1000;
/** The openid of one account under one app does not change; a month spares re-asking often. */
const PAYER_TTL_MS = 30 * 24 * 3600 * 1000;

interface PendingAuth {
  qbid: string;
  back: string;
  nonce: string;
}
interface KnownPayer {
  qbid: string;
  appid: string;
  openid: string;
}

const isPendingAuth = (value: unknown): value is PendingAuth =>
  typeof value === 'object' && value !== null && ['qbid', 'back', 'nonce'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
const isKnownPayer = (value: unknown): value is KnownPayer =>
  typeof value === 'object' && value !== null && ['qbid', 'appid', 'openid'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The payer's openid for this logged-in account under the merchant's app, if the hub learnt it. */
export function payerOpenidOf(request: FastifyRequest, ctx: Pick<LoggedInContext, 'secret' | 'clock'>, who: { qbid: string; appid: string }): string | undefined {
  const payer = unseal(ctx.secret, PAYER_COOKIE, request.cookies[PAYER_COOKIE], ctx.clock());
  return isKnownPayer(payer) && payer.qbid === who.qbid && payer.appid === who.appid ? payer.openid : undefined;
}

const stateCookie = (maxAgeSeconds: number) => ({
  path: `${PAY_PAYER_AUTH_PATH}/`,
  maxAge: maxAgeSeconds,
  httpOnly: true,
  secure: true,
  // Lax: the way back from WeChat is a cross-site navigation, on which a Strict cookie is not sent.
  sameSite: 'lax' as const,
});

export function payerAuthRoutes(app: FastifyInstance, ctx: LoggedInContext & { account: OfficialAccount }) {
  const { account } = ctx;
  const backTo = (reply: FastifyReply, back: string) => reply.header('cache-control', 'no-store').redirect(back, 302);

  app.get(PAY_PAYER_AUTH_PATH, async (request, reply) => {
    const back = sameOriginPath((request.query as { back?: unknown }).back);
    const user = await ctx.login(request);
    // Nothing to learn for nobody: the page offers the QR code.
    if (!user) return backTo(reply, back);
    const nonce = crypto.randomBytes(16).toString('base64url');
    const pending: PendingAuth = { qbid: user.qbid, back, nonce };
    reply.setCookie(STATE_COOKIE, seal(ctx.secret, STATE_COOKIE, pending, ctx.clock() + STATE_TTL_MS), stateCookie(STATE_TTL_MS / 1000));
    const origin = publicOrigin(ctx.config, request);
    const url = endpoint(account.pageBase(origin), '/connect/oauth2/authorize', {
      appid: account.appId,
      redirect_uri: `${origin}${PAY_PAYER_AUTH_PATH}/callback`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: nonce,
    });
    return reply.header('cache-control', 'no-store').redirect(`${url.toString()}#wechat_redirect`, 302);
  });

  app.get(`${PAY_PAYER_AUTH_PATH}/callback`, async (request, reply) => {
    const query = request.query as { code?: unknown; state?: unknown };
    const pending = unseal(ctx.secret, STATE_COOKIE, request.cookies[STATE_COOKIE], ctx.clock());
    reply.clearCookie(STATE_COOKIE, stateCookie(0));
    // A state of another browser, a replay or a stale one: nothing is learnt, the visitor goes home.
    if (!isPendingAuth(pending) || typeof query.state !== 'string' || query.state !== pending.nonce) return backTo(reply, '/');
    // No code: the visitor refused; the pay page then offers the QR code.
    if (typeof query.code !== 'string' || !query.code) return backTo(reply, pending.back);
    try {
      const payer: KnownPayer = { qbid: pending.qbid, appid: account.appId, openid: await openidOfCode(account, query.code) };
      reply.setCookie(PAYER_COOKIE, seal(ctx.secret, PAYER_COOKIE, payer, ctx.clock() + PAYER_TTL_MS), strictCookie('/api/pay/', PAYER_TTL_MS / 1000));
    } catch (error) {
      request.log.warn({ err: error }, 'the payer could not be learnt from the official account');
    }
    return backTo(reply, pending.back);
  });
}
