/**
 * Login through the browser host (spec §3 host accounts, §4 Login, §7 check-ctk): the host owns
 * the login; its account carries the session's refresh token (`ctk`), which the page trades at
 * `/login/checkctk` for a login token of the same session. Ret 0 with data replaces the token (and
 * the sdk login type reads as qq); any other answer leaves it as it was (spec §8).
 */
import { checkCtkResponseSchema, type CheckCtkResponse } from '@toolhub/contracts';
import { api, isApiFailure } from '../request';
import { hostAccountInfo, hostLogout, hostPromptLogin } from './calls';
import { setHostLoginToken } from './login-token';

async function tradeCtk(): Promise<boolean> {
  const account = await hostAccountInfo();
  if (!account?.ctk || !account.uin || !account.appid) return false;
  const answer = await api.get<CheckCtkResponse>('/login/checkctk', { ctk: account.ctk, openid: account.uin, clientid: account.appid }, { silent: true, appendUserInfo: false });
  const parsed = checkCtkResponseSchema.safeParse(isApiFailure(answer) ? undefined : answer);
  if (!parsed.success || parsed.data.ret !== 0 || !parsed.data.data) return false;
  setHostLoginToken(parsed.data.data.token);
  return true;
}

/**
 * Logs the page in with the host's account; with `prompt`, asks the host to show its own login
 * first when it has none. True when the page is now logged in through the host.
 */
export async function loginThroughHost({ prompt }: { prompt: boolean }): Promise<boolean> {
  if (await tradeCtk()) return true;
  if (!prompt || !(await hostPromptLogin())) return false;
  return tradeCtk();
}

/** Logs the host out too, and forgets its token. */
export async function logoutOfHost(): Promise<void> {
  setHostLoginToken(undefined);
  await hostLogout();
}
