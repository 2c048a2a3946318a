/**
 * Sandbox QQ Connect, the server side, as graph.qq.com answers it with `fmt=json`: the code
 * exchange, the openid of a token and the user's profile. Errors use QQ's codes.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { SANDBOX_APPIDS } from '../appids';
import { sameSecret } from '../../auth/same-secret';
import { sandboxAppSecret, sandboxPath } from './app';
import { field } from './form';
import { holderOfAccessToken, issueAccessToken, redeemCode } from './grants';

const ACCESS_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const oauthError = (error: number, description: string) => ({ error, error_description: description });

export function qqGraphRoutes(scope: FastifyInstance, ctx: ServerContext) {
  const base = sandboxPath('qq');

  scope.get(`${base}/oauth2.0/token`, async (request) => {
    const q = request.query;
    if (field(q, 'grant_type') !== 'authorization_code') return oauthError(100000, 'unsupported grant_type');
    if (!field(q, 'client_id')) return oauthError(100001, 'missing client_id');
    if (!field(q, 'client_secret')) return oauthError(100002, 'missing client_secret');
    if (!field(q, 'redirect_uri')) return oauthError(100005, 'missing redirect_uri');
    if (field(q, 'client_id') !== SANDBOX_APPIDS.qq) return oauthError(100008, 'client_id does not exist');
    if (!sameSecret(field(q, 'client_secret'), sandboxAppSecret(ctx.secret, 'qq'))) return oauthError(100009, 'client_secret is invalid');
    const now = ctx.clock();
    const redemption = await redeemCode(
      ctx.db,
      { provider: 'qq', appid: SANDBOX_APPIDS.qq, code: field(q, 'code'), redirectUri: field(q, 'redirect_uri') },
      now,
    );
    if (!redemption.ok) {
      if (redemption.reason === 'used') return oauthError(100020, 'code is reused');
      if (redemption.reason === 'redirect_uri') return oauthError(100010, 'redirect uri is illegal');
      return oauthError(100019, 'code to access token error');
    }
    const accessToken = await issueAccessToken(ctx.db, redemption.grant, ACCESS_TOKEN_TTL_MS, now);
    return { access_token: accessToken, expires_in: String(ACCESS_TOKEN_TTL_MS / 1000), refresh_token: `sandbox-${accessToken.slice(0, 16)}` };
  });

  scope.get(`${base}/oauth2.0/me`, async (request) => {
    const holder = await holderOfAccessToken(ctx.db, 'qq', field(request.query, 'access_token'), ctx.clock());
    if (!holder) return oauthError(100016, 'access token check failed');
    return { client_id: holder.appid, openid: holder.openid };
  });

  scope.get(`${base}/user/get_user_info`, async (request) => {
    const q = request.query;
    const holder = await holderOfAccessToken(ctx.db, 'qq', field(q, 'access_token'), ctx.clock());
    if (!holder) return { ret: 100016, msg: 'access token check failed' };
    if (field(q, 'oauth_consumer_key') !== holder.appid) return { ret: -1, msg: "client request's parameters are invalid, invalid oauth_consumer_key" };
    if (field(q, 'openid') !== holder.openid) return { ret: -1, msg: "client request's parameters are invalid, invalid openid" };
    return {
      ret: 0,
      msg: '',
      is_lost: 0,
      nickname: holder.nickname,
      figureurl: holder.logo,
      figureurl_1: holder.logo,
      figureurl_2: holder.logo,
      figureurl_qq_1: holder.logo,
      figureurl_qq_2: holder.logo,
      gender: '',
    };
  });
}
