/**
 * The WeChat official account the hub is served under in the chat app (DESIGN §4 sandboxes):
 * the configured one (WX_MP_*), or outside prod the built-in sandbox account on this origin.
 * It names who pays (web authorization) and signs the chat app's JS-SDK config (share card).
 */
import crypto from 'node:crypto';
import { sandboxAllowed, type Config, type WxMpConfig } from '../config';

/** The sandbox account: also the app the sandbox merchant is bound to, so JSAPI payments work. */
export const SANDBOX_MP_APPID = 'wxsandboxpay00001';
/** Where the sandbox account's pages and API answer, under the hub's own origin. */
export const SANDBOX_MP_PREFIX = '/sandbox/wxmp';

export interface OfficialAccount extends Omit<WxMpConfig, 'pageBaseUrl' | 'apiBaseUrl' | 'jsSdkUrl'> {
  sandbox: boolean;
  /** Where the browser is sent to authorize, for the hub's public origin. */
  pageBase: (publicOrigin: string) => string;
  /** Where the server calls the account's API. */
  apiBase: () => string;
  /** The JS-SDK script the chat app's page loads; none in the sandbox (its client brings its own `wx`). */
  jsSdkUrl?: string;
}

/** 32 hex characters like WeChat's AppSecret, derived from the server secret (every process agrees). */
export const sandboxMpSecret = (secret: string) =>
  crypto.createHmac('sha256', secret).update('toolhub sandbox official account secret').digest('hex').slice(0, 32);

export function resolveOfficialAccount(ctx: { config: Pick<Config, 'wxMp' | 'env'>; secret: string; selfOrigin: () => string }): OfficialAccount | undefined {
  const configured = ctx.config.wxMp;
  if (configured) {
    return {
      appId: configured.appId,
      secret: configured.secret,
      sandbox: false,
      pageBase: () => configured.pageBaseUrl,
      apiBase: () => configured.apiBaseUrl,
      jsSdkUrl: configured.jsSdkUrl,
    };
  }
  if (!sandboxAllowed(ctx.config)) return undefined;
  return {
    appId: SANDBOX_MP_APPID,
    secret: sandboxMpSecret(ctx.secret),
    sandbox: true,
    // The browser reaches the sandbox on the hub's public origin; this process on its own.
    pageBase: (publicOrigin) => `${publicOrigin}${SANDBOX_MP_PREFIX}`,
    apiBase: () => `${ctx.selfOrigin()}${SANDBOX_MP_PREFIX}`,
  };
}
