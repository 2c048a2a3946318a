/**
 * Sandbox WeChat website login, the server side, as api.weixin.qq.com answers it: the code
 * exchange and the user's profile. Errors are `{errcode, errmsg}` with WeChat's codes.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { SANDBOX_APPIDS } from '../appids';
import { sameSecret } from '../../auth/same-secret';
import { sandboxAppSecret, sandboxPath } from './app';
import { field } from './form';
import { holderOfAccessToken, issueAccessToken, redeemCode } from './grants';
import { wxError } from './wx-error';

const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export function wxSnsRoutes(scope: FastifyInstance, ctx: ServerContext) {
  const base = `${sandboxPath('wx')}/sns`;

  scope.get(`${base}/oauth2/access_token`, async (request) => {
    const q = request.query;
    if (field(q, 'appid') !== SANDBOX_APPIDS.wx) return wxError(40013, 'invalid appid');
    if (!sameSecret(field(q, 'secret'), sandboxAppSecret(ctx.secret, 'wx'))) return wxError(40125, 'invalid appsecret');
    if (field(q, 'grant_type') !== 'authorization_code') return wxError(40002, 'invalid grant_type');
    const now = ctx.clock();
    const redemption = await redeemCode(ctx.db, { provider: 'wx', appid: SANDBOX_APPIDS.wx, code: field(q, 'code') }, now);
    if (!redemption.ok) return redemption.reason === 'used' ? wxError(40163, 'code been used') : wxError(40029, 'invalid code');
    const { grant } = redemption;
    const accessToken = await issueAccessToken(ctx.db, grant, ACCESS_TOKEN_TTL_MS, now);
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_MS / 1000,
      refresh_token: `sandbox-${accessToken.slice(0, 16)}`,
      openid: grant.openid,
      scope: 'snsapi_login',
      unionid: grant.unionid,
    };
  });

  scope.get(`${base}/userinfo`, async (request) => {
    const q = request.query;
    const holder = await holderOfAccessToken(ctx.db, 'wx', field(q, 'access_token'), ctx.clock());
    if (!holder) return wxError(40001, 'invalid credential, access_token is invalid or not latest');
    if (field(q, 'openid') !== holder.openid) return wxError(40003, 'invalid openid');
    return {
      openid: holder.openid,
      nickname: holder.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: holder.logo,
      privilege: [],
      unionid: holder.unionid,
    };
  });
}
