/**
 * The sandbox account's JS-SDK side: the stable access token and the jsapi_ticket as
 * api.weixin.qq.com hands them out, and what the chat app's client does with a page's
 * `wx.config` — asks WeChat whether the signature is the account's for that page
 * (CLIENT_CONFIG_PATH, which a test's stand-in for the client posts to).
 *
 * Stateless: the token and the ticket of a two-hour window are derived from the account's
 * secret, so every process agrees and a token stays the same until it expires (as a stable
 * token does); the previous window's are still honoured, as WeChat keeps an old token a while.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../../auth/same-secret';
import { publicOrigin } from '../../http/public-origin';
import { field } from '../../login/sandbox/form';
import { SANDBOX_MP_PREFIX } from '../account';
import { jsSdkSignature } from '../js-sdk-signature';
import type { SandboxAccountContext } from './authorize';
import { wxError } from '../../login/sandbox/wx-error';

export const CLIENT_CONFIG_PATH = `${SANDBOX_MP_PREFIX}/client/config`;
const WINDOW_MS = 2 * 60 * 60 * 1000;

const derived = (secret: string, label: string) => crypto.createHmac('sha256', secret).update(label).digest('base64url');

export function jsSdkRoutes(scope: FastifyInstance, ctx: SandboxAccountContext) {
  const { account } = ctx;
  const windowOf = (now: number) => Math.floor(now / WINDOW_MS);
  const tokenOf = (window: number) => `sbx_${derived(account.secret, `access token ${window}`)}`;
  const ticketOf = (window: number) => `sbx_${derived(account.secret, `jsapi ticket ${window}`)}`;
  const secondsLeft = (window: number, now: number) => Math.max(1, Math.floor(((window + 1) * WINDOW_MS - now) / 1000));
  /** The window of a token still honoured (this one or the last), if any. */
  const windowOfToken = (token: string, now: number) => [windowOf(now), windowOf(now) - 1].find((window) => sameSecret(token, tokenOf(window)));

  scope.post(`${SANDBOX_MP_PREFIX}/cgi-bin/stable_token`, async (request) => {
    const body = request.body;
    if (field(body, 'grant_type') !== 'client_credential') return wxError(40002, 'invalid grant_type');
    if (field(body, 'appid') !== account.appId) return wxError(40013, 'invalid appid');
    if (!sameSecret(field(body, 'secret'), account.secret)) return wxError(40125, 'invalid appsecret');
    const now = ctx.clock();
    return { access_token: tokenOf(windowOf(now)), expires_in: secondsLeft(windowOf(now), now) };
  });

  scope.get(`${SANDBOX_MP_PREFIX}/cgi-bin/ticket/getticket`, async (request) => {
    const now = ctx.clock();
    const window = windowOfToken(field(request.query, 'access_token'), now);
    if (window === undefined) return wxError(40001, 'invalid credential, access_token is invalid or not latest');
    if (field(request.query, 'type') !== 'jsapi') return wxError(40097, 'invalid args');
    return { errcode: 0, errmsg: 'ok', ticket: ticketOf(window), expires_in: secondsLeft(window, now) };
  });

  // What `wx.config` answers in the page: config:ok, or why not, as the JS-SDK's errMsg.
  scope.post(CLIENT_CONFIG_PATH, async (request) => {
    const body = request.body;
    const now = ctx.clock();
    if (field(body, 'appId') !== account.appId) return { errMsg: 'config:invalid appid' };
    const url = field(body, 'url');
    // The account's JS-safe domain is the hub's own; the page's URL is signed without its fragment.
    if (!url.startsWith(`${publicOrigin(ctx.config, request)}/`) || url.includes('#')) return { errMsg: 'config:invalid url domain' };
    // wx.config takes the timestamp as a number (as the hub answers it) or as text.
    const timestamp = Number((body as { timestamp?: unknown } | undefined)?.timestamp);
    const signed = { nonceStr: field(body, 'nonceStr'), timestamp, url };
    const valid = [windowOf(now), windowOf(now) - 1].some((window) => sameSecret(field(body, 'signature'), jsSdkSignature(ticketOf(window), signed)));
    return { errMsg: valid ? 'config:ok' : 'config:invalid signature' };
  });
}
