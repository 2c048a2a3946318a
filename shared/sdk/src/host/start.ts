/**
 * What the page does once in the browser host (spec §3, §4): take the host's device ids,
 * report the ones it lacks (spec §8: a missing guid or qimei36 is an error event), log in with
 * the host's account when it has one, reload when
 * the host's login changes, and reload after a payment the host reports through its
 * `onPrivilegePaySuccess` hook. Outside the host it does nothing.
 */
import { adoptHostDevice } from '../device';
import { reportError } from '../telemetry/reporter';
import { onHostLoginChange } from './calls';
import { readHostDevice } from './device';
import { loginThroughHost } from './login';
import { getLoginInfo } from '../login';

export const PAY_SUCCESS_HOOK = 'onPrivilegePaySuccess';

export async function startHost(): Promise<void> {
  const device = await readHostDevice();
  if (!device) return;
  adoptHostDevice(device);
  if (!device.guid) reportError('host', 'the browser host gave no device guid');
  if (!device.qimei36) reportError('host', 'the browser host gave no qimei36');
  // Logged in at the host already: the page is too, without asking (spec §3 host accounts).
  if (await loginThroughHost({ prompt: false })) await getLoginInfo({ force: true });
  onHostLoginChange(() => globalThis.location?.reload());
  (globalThis as Record<string, unknown>)[PAY_SUCCESS_HOOK] = () => globalThis.location?.reload();
}
