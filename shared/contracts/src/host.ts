/**
 * The hosts' own APIs. The browser host's native calls (spec §7 "Native browser calls (local)"): what the vendor's
 * browser answers through the native JS API it injects into its web views as
 * `window[NATIVE_BRIDGE_GLOBAL]`. Every call has a limit (NATIVE_CALL_TIMEOUT_MS, spec §9) and a
 * web fallback in the SDK, so a page outside the host — or a host that never answers — works.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** The object the host injects: `call(name, args, reply)`; `reply` is called once with the answer. */
export const NATIVE_BRIDGE_GLOBAL = 'toolhubNative';

export const NATIVE_CALLS = [
  'getVersion',
  'getGuid',
  'getQ16',
  'getQ36',
  'getQua',
  'getSupplyId',
  'getLoginInfo',
  'promptLogin',
  'logout',
  'refreshToken',
  'onLoginChange',
  'getBrowserParams',
  'getQua2',
  'getConnectionType',
  'showLoginPanel',
  'changeLoginPanel',
  'getAccountInfo',
  'getSocialTokenInfo',
  'toast',
  'share',
  'setShareInfo',
  'copy',
  'openUrl',
  'download',
  /** The pay panel as a native frame (spec §2 "Pay panel": in the browser's own host). */
  'openPayFrame',
] as const;
export type NativeCall = (typeof NATIVE_CALLS)[number];

/**
 * GET /api/share/chatAppConfig?url=: what the chat app's JS-SDK is configured with on a page
 * of the hub (`wx.config`), signed by the server with its official account's jsapi_ticket for
 * exactly that URL (without its fragment). `js_sdk_url` is the SDK script to load when the
 * chat app has not put `wx` into the page; the sandbox names none.
 */
export const CHAT_APP_CONFIG_PATH = '/api/share/chatAppConfig';

export const chatAppConfigSchema = deferred(() => z.object({
  appId: z.string(),
  timestamp: z.int(),
  nonceStr: z.string(),
  signature: z.string(),
  js_sdk_url: z.optional(z.string()),
}));
export type ChatAppConfig = z.infer<typeof chatAppConfigSchema>;

/** The JS-SDK calls the share card needs (set the card for a friend and for the moments timeline). */
export const CHAT_APP_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;
