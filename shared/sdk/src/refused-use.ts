/**
 * A use the server refused (spec §8: 2 the day's uses are gone, 1101 log in first), told as it
 * is true for the visitor. One not logged in is invited to log in — the login panel titled
 * with the scene's no-login tip, e.g. '今日免费试用已用完，登录后每天可免费使用3次' — and is
 * never sent away until tomorrow, since a login brings uses. The catalogue's '今日次数已用完，
 * 请明天再来' stays for a logged-in visitor: the server says it only to one without equity and
 * without a paid use left.
 */
import { ERROR_CODES } from '@toolhub/contracts';
import { currentEquityTip } from './equity-tip';
import { getLoginInfo, loginFirstTitle, loginPanelAtom, onLoginRequired, openLoginPanel } from './login';
import { loadQuota, quotaAtomOf } from './quota';
import { handleRefusal, type RequestOptions } from './request';
import { sdkStore } from './store';

const isUseRefusal = (code: number | undefined) => code === ERROR_CODES.QUOTA_USED_UP || code === ERROR_CODES.LOGIN_REQUIRED;

/**
 * Tells a refused use of `scene`: a visitor not logged in gets the login panel with what a
 * login brings, and the answer is that invitation, for the screen to show in place of the
 * refusal's own message. Undefined when that message is true for the visitor (logged in), or
 * the code is no refusal of a use. The scene's count is refreshed either way.
 */
export async function tellRefusedUse(scene: string | undefined, code: number | undefined): Promise<string | undefined> {
  if (!isUseRefusal(code)) return undefined;
  const login = await getLoginInfo();
  if (login.isLogin) {
    // A 1101 to a page that thought it was logged in: the session ended elsewhere.
    if (code === ERROR_CODES.LOGIN_REQUIRED) onLoginRequired();
    if (scene) void loadQuota(scene);
    return undefined;
  }
  // The anonymous try is gone now, and the answer also says what a login brings.
  if (scene) await loadQuota(scene);
  const loginBrings = scene ? (sdkStore.get(quotaAtomOf(scene)).loginFreePerDay ?? 0) : 0;
  const invite = (scene && loginBrings > 0 && currentEquityTip(scene).text) || loginFirstTitle();
  if (!sdkStore.get(loginPanelAtom)) void openLoginPanel({ title: invite });
  return invite;
}

/** The scene a call spends: /api/consumeCount's `scene`, or a task request's bussiness_info.scene. */
function sceneOfCall(data: RequestOptions['data']): string | undefined {
  if (!data || data instanceof FormData) return undefined;
  const record = data as { scene?: unknown; req_header?: { bussiness_info?: { scene?: unknown } } };
  const scene = record.scene ?? record.req_header?.bussiness_info?.scene;
  return typeof scene === 'string' && scene ? scene : undefined;
}

// A call that shows its own refusals (not silent) gets the same telling, instead of the
// catalogue's alert to a visitor who only needs to log in. These are the only handlers of 1101
// and 2: one not logged in is invited to log in, a session that ended elsewhere is told so.
handleRefusal(ERROR_CODES.QUOTA_USED_UP, (failure, call, alert) => {
  void tellRefusedUse(sceneOfCall(call.data), failure.code).then((told) => {
    if (told === undefined) alert();
  });
});
handleRefusal(ERROR_CODES.LOGIN_REQUIRED, (failure, call) => {
  void tellRefusedUse(sceneOfCall(call.data), failure.code);
});
