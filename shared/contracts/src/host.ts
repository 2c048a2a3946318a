/**
 * The browser host's native calls (spec §7 "Native browser calls (local)"): what the vendor's
 * browser answers through the native JS API it injects into its web views as
 * `window[NATIVE_BRIDGE_GLOBAL]`. Every call has a limit (NATIVE_CALL_TIMEOUT_MS, spec §9) and a
 * web fallback in the SDK, so a page outside the host — or a host that never answers — works.
 */

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
