/**
 * The sandbox account's web authorization (WeChat "网页授权", silent snsapi_base), as
 * open.weixin.qq.com and api.weixin.qq.com answer it: the authorize page sends the chat app's
 * browser back to redirect_uri with a code, and the code exchange names the user's openid under
 * the account.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { sameSecret } from '../../auth/same-secret';
import { publicOrigin } from '../../http/public-origin';
import { field } from '../../login/sandbox/form';
import { issueAccessToken, issueCode, redeemCode } from '../../login/sandbox/grants';
import { escapeHtml, plainPage } from '../../pages/plain-page';
import { SANDBOX_MP_PREFIX, type OfficialAccount } from '../account';
import { chatAppUserOf, isChatApp } from './chat-app-user';
import { wxError } from '../../login/sandbox/wx-error';

const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export type SandboxAccountContext = Pick<ServerContext, 'db' | 'clock' | 'config'> & { account: OfficialAccount };

const refusal = (message: string) => plainPage(message, `<p class="notice">${escapeHtml(message)}</p>`);

/** Why WeChat would refuse this authorize request, or undefined. */
function authorizeProblem(query: unknown, appId: string, hubOrigin: string): string | undefined {
  if (field(query, 'appid') !== appId) return '参数错误 appid';
  if (field(query, 'response_type') !== 'code') return '参数错误 response_type';
  if (field(query, 'scope') !== 'snsapi_base') return 'scope参数错误或没有scope权限';
  let redirect: URL;
  try {
    redirect = new URL(field(query, 'redirect_uri'));
  } catch {
    return 'redirect_uri 参数错误';
  }
  // The account's registered authorization domain is the hub's own.
  if (redirect.origin !== hubOrigin) return 'redirect_uri域名与后台配置不一致';
  return undefined;
}

export function authorizeRoutes(scope: FastifyInstance, ctx: SandboxAccountContext) {
  const { account } = ctx;

  scope.get(`${SANDBOX_MP_PREFIX}/connect/oauth2/authorize`, async (request, reply) => {
    const page = (status: number, message: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(refusal(message));
    // WeChat opens this page only in its own browser.
    if (!isChatApp(request)) return page(403, '请在微信客户端打开链接');
    const problem = authorizeProblem(request.query, account.appId, publicOrigin(ctx.config, request));
    if (problem) return page(400, problem);
    const redirectUri = field(request.query, 'redirect_uri');
    const openid = chatAppUserOf(request, reply, account.secret).openidUnder(account.appId);
    const code = await issueCode(ctx.db, { provider: 'wx', appid: account.appId, redirectUri, openid, unionid: '', nickname: '', logo: '' }, ctx.clock());
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', field(request.query, 'state'));
    return reply.header('cache-control', 'no-store').redirect(back.toString(), 302);
  });

  scope.get(`${SANDBOX_MP_PREFIX}/sns/oauth2/access_token`, async (request) => {
    const q = request.query;
    if (field(q, 'appid') !== account.appId) return wxError(40013, 'invalid appid');
    if (!sameSecret(field(q, 'secret'), account.secret)) return wxError(40125, 'invalid appsecret');
    if (field(q, 'grant_type') !== 'authorization_code') return wxError(40002, 'invalid grant_type');
    const now = ctx.clock();
    const redemption = await redeemCode(ctx.db, { provider: 'wx', appid: account.appId, code: field(q, 'code') }, now);
    if (!redemption.ok) return redemption.reason === 'used' ? wxError(40163, 'code been used') : wxError(40029, 'invalid code');
    const accessToken = await issueAccessToken(ctx.db, redemption.grant, ACCESS_TOKEN_TTL_MS, now);
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_MS / 1000,
      refresh_token: `sandbox-${accessToken.slice(0, 16)}`,
      openid: redemption.grant.openid,
      scope: 'snsapi_base',
    };
  });
}
