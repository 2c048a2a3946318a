/**
 * WeChat open platform, website login: the browser shows the QR page `/connect/qrconnect`
 * (in the login panel's frame with `embed`), the phone confirms, the page comes back with a
 * code, and the server exchanges it on `/sns/oauth2/access_token` and reads `/sns/userinfo`.
 */
import { endpoint, ProviderError, type ProviderAdapter, type ProviderBases } from './adapter';
import { fetchProviderJson, optionalText, requiredText } from './fetch-json';

export interface WxOpenOptions {
  appId: string;
  secret: string;
  bases: ProviderBases;
  timeoutMs?: number;
}

/** WeChat answers errors as `{errcode, errmsg}` (errcode 0 is no error). */
export function refuseWxError(body: Record<string, unknown>, where: string) {
  if (body.errcode !== undefined && Number(body.errcode) !== 0) {
    throw new ProviderError(`${where}: errcode ${String(body.errcode)} ${optionalText(body, 'errmsg')}`.trim());
  }
}

export function wxOpenAdapter({ appId, secret, bases, timeoutMs }: WxOpenOptions): ProviderAdapter {
  return {
    kind: 'wx',
    appId,
    authorizeUrl({ publicOrigin, callbackUrl, state, embed }) {
      const url = endpoint(bases.browser(publicOrigin), '/connect/qrconnect', {
        appid: appId,
        redirect_uri: callbackUrl,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      if (embed) {
        // The framed QR page of WeChat's JS login; `self_redirect=default` makes it navigate
        // the top window (the hub page holding the panel) to redirect_uri after the scan.
        url.searchParams.set('login_type', 'jssdk');
        url.searchParams.set('self_redirect', 'default');
      }
      return `${url.toString()}#wechat_redirect`;
    },

    async profileOf({ code }) {
      const api = bases.server();
      const token = await fetchProviderJson(
        endpoint(api, '/sns/oauth2/access_token', { appid: appId, secret, code, grant_type: 'authorization_code' }),
        timeoutMs,
      );
      refuseWxError(token, 'wx access_token');
      const accessToken = requiredText(token, 'access_token', 'wx access_token');
      const openid = requiredText(token, 'openid', 'wx access_token');

      const info = await fetchProviderJson(endpoint(api, '/sns/userinfo', { access_token: accessToken, openid }), timeoutMs);
      refuseWxError(info, 'wx userinfo');
      if (requiredText(info, 'openid', 'wx userinfo') !== openid) throw new ProviderError('wx userinfo: a different openid');
      return { openid, nickname: optionalText(info, 'nickname') || '微信用户', logo: optionalText(info, 'headimgurl') };
    },
  };
}
