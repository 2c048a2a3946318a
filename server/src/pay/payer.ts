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
import type { WxPayerAuthConfig } from '../config';
import type { LoggedInContext } from '../context';
import { seal, unseal } from '../auth/sealed';
import { strictCookie } from '../auth/strict-cookie';
import { publicOrigin } from '../http/public-origin';
import { endpoint, ProviderError } from '../login/providers/adapter';
import { fetchProviderJson, requiredText } from '../login/providers/fetch-json';
import { refuseWxError } from '../login/providers/wx-open';
import { sameOriginPath } from '../login/redirect';
import type { PayProvider } from './provider';

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

export function payerAuthRoutes(app: FastifyInstance, ctx: LoggedInContext & { provider: PayProvider }) {
  const authOf = (): { appId: string; auth: WxPayerAuthConfig } | undefined => {
    const settings = ctx.provider.settings();
    return settings.payerAuth && { appId: settings.appId, auth: settings.payerAuth };
  };
  const backTo = (reply: FastifyReply, back: string) => reply.header('cache-control', 'no-store').redirect(back, 302);

  app.get(PAY_PAYER_AUTH_PATH, async (request, reply) => {
    const back = sameOriginPath((request.query as { back?: unknown }).back);
    const configured = authOf();
    const user = await ctx.login(request);
    // Nothing to learn for nobody, or without an official account: the page offers the QR code.
    if (!configured || !user) return backTo(reply, back);
    const nonce = crypto.randomBytes(16).toString('base64url');
    const pending: PendingAuth = { qbid: user.qbid, back, nonce };
    reply.setCookie(STATE_COOKIE, seal(ctx.secret, STATE_COOKIE, pending, ctx.clock() + STATE_TTL_MS), stateCookie(STATE_TTL_MS / 1000));
    const url = endpoint(absoluteBase(configured.auth.pageBaseUrl, publicOrigin(ctx.config, request)), '/connect/oauth2/authorize', {
      appid: configured.appId,
      redirect_uri: `${publicOrigin(ctx.config, request)}${PAY_PAYER_AUTH_PATH}/callback`,
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
    const configured = authOf();
    // No code: the visitor refused; the pay page then offers the QR code.
    if (!configured || typeof query.code !== 'string' || !query.code) return backTo(reply, pending.back);
    try {
      const openid = await exchangeCode(configured, query.code);
      const payer: KnownPayer = { qbid: pending.qbid, appid: configured.appId, openid };
      reply.setCookie(PAYER_COOKIE, seal(ctx.secret, PAYER_COOKIE, payer, ctx.clock() + PAYER_TTL_MS), strictCookie('/api/pay/', PAYER_TTL_MS / 1000));
    } catch (error) {
      request.log.warn({ err: error }, 'the payer could not be learnt from the official account');
    }
    return backTo(reply, pending.back);
  });
}

/** The sandbox's page lives on the hub's own origin, given as a path; the real one is absolute. */
const absoluteBase = (base: string, origin: string) => (base.startsWith('/') ? `${origin}${base}` : base);

async function exchangeCode({ appId, auth }: { appId: string; auth: WxPayerAuthConfig }, code: string): Promise<string> {
  const where = 'wx mp access_token';
  const answer = await fetchProviderJson(endpoint(auth.apiBaseUrl, '/sns/oauth2/access_token', { appid: appId, secret: auth.secret, code, grant_type: 'authorization_code' }));
  refuseWxError(answer, where);
  const openid = requiredText(answer, 'openid', where);
  if (openid.length > 128) throw new ProviderError(`${where}: an openid of ${openid.length} characters`);
  return openid;
}
