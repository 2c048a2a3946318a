/**
 * QQ Connect, authorization-code flow: the browser authorizes on `/oauth2.0/authorize`, then
 * the server exchanges the code on `/oauth2.0/token`, learns the openid on `/oauth2.0/me` and
 * reads the nickname and avatar on `/user/get_user_info`.
 */
import { endpoint, ProviderError, type ProviderAdapter, type ProviderBases } from './adapter';
import { fetchProviderJson, optionalText, requiredText } from './fetch-json';

export interface QqConnectOptions {
  appId: string;
  appKey: string;
  bases: ProviderBases;
  timeoutMs?: number;
}

/** QQ answers errors as `{error, error_description}` on the oauth2.0 endpoints. */
function refuseOAuthError(body: Record<string, unknown>, where: string) {
  if (body.error !== undefined && body.error !== 0 && body.error !== '0') {
    throw new ProviderError(`${where}: error ${String(body.error)} ${optionalText(body, 'error_description')}`.trim());
  }
}

export function qqConnectAdapter({ appId, appKey, bases, timeoutMs }: QqConnectOptions): ProviderAdapter {
  return {
    kind: 'qq',
    appId,
    authorizeUrl({ publicOrigin, callbackUrl, state }) {
      return endpoint(bases.browser(publicOrigin), '/oauth2.0/authorize', {
        response_type: 'code',
        client_id: appId,
        redirect_uri: callbackUrl,
        state,
        scope: 'get_user_info',
      }).toString();
    },

    async profileOf({ code, callbackUrl }) {
      const api = bases.server();
      const token = await fetchProviderJson(
        endpoint(api, '/oauth2.0/token', {
          grant_type: 'authorization_code',
          client_id: appId,
          client_secret: appKey,
          code,
          redirect_uri: callbackUrl,
          fmt: 'json',
        }),
        timeoutMs,
      );
      refuseOAuthError(token, 'qq token');
      const accessToken = requiredText(token, 'access_token', 'qq token');

      const me = await fetchProviderJson(endpoint(api, '/oauth2.0/me', { access_token: accessToken, fmt: 'json' }), timeoutMs);
      refuseOAuthError(me, 'qq me');
      // An access token issued to another app must not log anyone into ours.
      if (requiredText(me, 'client_id', 'qq me') !== appId) throw new ProviderError('qq me: the token belongs to another app');
      const openid = requiredText(me, 'openid', 'qq me');

      const info = await fetchProviderJson(
        endpoint(api, '/user/get_user_info', { access_token: accessToken, oauth_consumer_key: appId, openid }),
        timeoutMs,
      );
      if (Number(info.ret) !== 0) throw new ProviderError(`qq get_user_info: ret ${String(info.ret)} ${optionalText(info, 'msg')}`.trim());
      return {
        openid,
        nickname: optionalText(info, 'nickname') || 'QQ用户',
        // 100×100 when the person has one, else 40×40.
        logo: optionalText(info, 'figureurl_qq_2') || optionalText(info, 'figureurl_qq_1'),
      };
    },
  };
}
