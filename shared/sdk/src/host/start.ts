/**
 * What the page does once in the browser host (spec §3, §4): take the host's device ids,
 * report the ones it lacks (spec §8: a missing guid or qimei36 is an error event), log in with
 * the host's account when it has one, follow the host's login changes — the mobile host reloads
 * the page, the desktop one refreshes the login and equity in place and emits
 * HOST_LOGIN_STATUS_EVENT (spec §4 "Desktop") — and reload after a payment the host reports
 * through its `onPrivilegePaySuccess` hook. In the chat app it sets the share card
 * (chat-share.ts). Elsewhere it does nothing.
 */
import { adoptHostDevice } from '../device';
import { reportError } from '../telemetry/reporter';
import { onHostLoginChange } from './calls';
import { startChatAppShare } from './chat-share';
import { readHostDevice } from './device';
import { loginThroughHost } from './login';
import { getEnv } from '../env';
import { loadEquity } from '../equity';
import { getLoginInfo } from '../login';
import { setHostLoginToken } from './login-token';

export const PAY_SUCCESS_HOOK = 'onPrivilegePaySuccess';
/** Dispatched on window on the desktop host after a login change, with `{ isLogin }`. */
export const HOST_LOGIN_STATUS_EVENT = 'toolhub:host-login-status';

/** The desktop host: the login changed; the page reads it again rather than reloading. */
async function followDesktopLogin(): Promise<void> {
  const loggedIn = await loginThroughHost({ prompt: false });
  if (!loggedIn) setHostLoginToken(undefined);
  const info = await getLoginInfo({ force: true });
  await loadEquity();
  globalThis.dispatchEvent?.(new CustomEvent(HOST_LOGIN_STATUS_EVENT, { detail: { isLogin: info.isLogin } }));
}

export async function startHost(): Promise<void> {
  // The chat app has no native bridge, only its JS-SDK: the share card.
  if (getEnv().hostKind === 'chat') return startChatAppShare();
  const device = await readHostDevice();
  if (!device) return;
  adoptHostDevice(device);
  if (!device.guid) reportError('host', 'the browser host gave no device guid');
  if (!device.qimei36) reportError('host', 'the browser host gave no qimei36');
  // Logged in at the host already: the page is too, without asking (spec §3 host accounts).
  if (await loginThroughHost({ prompt: false })) await getLoginInfo({ force: true });
  onHostLoginChange(() => (getEnv().hostKind === 'desktop' ? void followDesktopLogin() : globalThis.location?.reload()));
  (globalThis as Record<string, unknown>)[PAY_SUCCESS_HOOK] = () => globalThis.location?.reload();
}
