/**
 * Login state (spec §3 "Login info", §4 "Login"). The server is the only source of truth:
 * the page shows exactly what GET /api/getLoginInfo answers and never assumes a login.
 * The login panel itself is rendered by the shell from `loginPanelAtom`.
 */
import { atom } from 'jotai';
import { LOGIN_RESULT_PARAM, loginProviderSchema, serverLoginInfoSchema, type LoginProvider, type ServerLoginInfo } from '@toolhub/contracts';
import { defineMessages } from './i18n';
import { api, isApiFailure } from './request';
import { sdkStore, useSdkValue } from './store';
import { toast } from './toast';
import { getEnv } from './env';
import { hasNativeBridge } from './host/bridge';
import { loginThroughHost, logoutOfHost } from './host/login';

export type LoginInfo = ServerLoginInfo;
/** The account kinds the panel offers: the qq account, or the chat app (wx) by QR code. */
export type LoginKind = LoginProvider;

export interface LoginPanelRequest {
  /** '立即登录' when absent, or a custom tip such as '请先登录'. */
  title?: string;
  /** 'all' offers both account kinds (on PC); 'qq' only the qq account. */
  type: 'all' | 'qq';
}

const messages = defineMessages({
  'zh-CN': {
    loginFirst: '请先登录',
    loginSuccess: '登录成功',
    loginFailed: '抱歉，登录失败，请重新登录',
    loginExpired: '登录态过期，请重新登录',
  },
  en: {
    loginFirst: 'Please log in first',
    loginSuccess: 'Logged in',
    loginFailed: 'Sorry, login failed, please log in again',
    loginExpired: 'Your login has expired, please log in again',
  },
});


const ANONYMOUS: LoginInfo = { isLogin: false };
const LAST_LOGIN_TYPE_KEY = '_qbtool_last_login_type';

/** undefined until the first answer arrives (the spec's "undefined" login state). */
export const loginInfoAtom = atom<LoginInfo | undefined>(undefined);
/** The open login panel, or null. */
export const loginPanelAtom = atom<LoginPanelRequest | null>(null);

let pendingRead: Promise<LoginInfo | undefined> | undefined;
let panelWaiters: Array<(info: LoginInfo) => void> = [];

/** Asks the server; undefined when the call itself failed (the state is then unchanged). */
async function readLoginInfo(): Promise<LoginInfo | undefined> {
  const answer = await api.get<unknown>('/api/getLoginInfo', undefined, { silent: true });
  if (isApiFailure(answer)) return undefined;
  const envelope = answer as { ret?: number; data?: unknown };
  const parsed = serverLoginInfoSchema.safeParse(envelope.data ?? {});
  // Logged in only when the call succeeds with a qbid (spec §4 "Server login").
  const info = envelope.ret === 0 && parsed.success && parsed.data.qbid ? { ...parsed.data, isLogin: true } : ANONYMOUS;
  sdkStore.set(loginInfoAtom, info);
  return info;
}

/** The login info, cached once fetched; `force` asks the server again. */
export async function getLoginInfo({ force = false }: { force?: boolean } = {}): Promise<LoginInfo> {
  const known = sdkStore.get(loginInfoAtom);
  if (known && !force) return known;
  const answer = await freshLoginInfo();
  if (answer) return answer;
  // Unreachable server: keep what we knew, or settle on the spec's default (isLogin false).
  if (!known) sdkStore.set(loginInfoAtom, ANONYMOUS);
  return known ?? ANONYMOUS;
}

function freshLoginInfo(): Promise<LoginInfo | undefined> {
  pendingRead ??= readLoginInfo().finally(() => {
    pendingRead = undefined;
  });
  return pendingRead;
}

/**
 * Opens the login panel and resolves with the login once the visitor closes it. Logging
 * in leaves the page (redirect or QR relay) and comes back logged in, so a panel closed
 * here usually resolves anonymous; the login is re-read rather than assumed.
 */
export function openLoginPanel(options: { title?: string; type?: 'all' | 'qq' } = {}): Promise<LoginInfo> {
  // In the browser host the host logs in: its own login, then its account's ctk traded here.
  if (inBrowserHost()) return loginInHost();
  sdkStore.set(loginPanelAtom, { title: options.title, type: options.type ?? 'all' });
  return new Promise((resolve) => panelWaiters.push(resolve));
}

const inBrowserHost = () => getEnv().hostKind === 'browser' && hasNativeBridge();

async function loginInHost(): Promise<LoginInfo> {
  const before = sdkStore.get(loginInfoAtom);
  const loggedIn = await loginThroughHost({ prompt: true });
  const info = loggedIn ? await getLoginInfo({ force: true }) : ANONYMOUS;
  if (!info.isLogin) toast(messages.t('loginFailed'), { kind: 'error' });
  else if (info.qbid !== before?.qbid) toast(messages.t('loginSuccess'), { kind: 'success' });
  return info;
}

/** Called by the shell's panel when it closes. */
export async function closeLoginPanel(): Promise<void> {
  const before = sdkStore.get(loginInfoAtom);
  sdkStore.set(loginPanelAtom, null);
  const waiters = panelWaiters;
  panelWaiters = [];
  const answer = await freshLoginInfo();
  // A failed read after the panel is a failed login: the caller gets an empty login.
  if (!answer) toast(messages.t('loginFailed'), { kind: 'error' });
  const info = answer ?? ANONYMOUS;
  if (info.isLogin && info.appid && info.qbid !== before?.qbid) toast(messages.t('loginSuccess'), { kind: 'success' });
  waiters.forEach((resolve) => resolve(info));
}

/**
 * Check-login flow (spec §4): refresh, and when not logged in show the panel titled
 * '请先登录', then read again. Resolves true only when logged in at the end.
 */
export async function checkLogin(): Promise<boolean> {
  const info = await getLoginInfo({ force: true });
  if (info.isLogin) return true;
  const after = await openLoginPanel({ title: messages.t('loginFirst') });
  return after.isLogin;
}

/** Logs out on the server (the spec's GET) and reloads, as the spec asks after a logout. */
export async function logout(): Promise<void> {
  if (inBrowserHost()) await logoutOfHost();
  const answer = await api.get<unknown>('/api/logout', undefined, { silent: true });
  if (isApiFailure(answer)) {
    console.warn('[toolhub] logout failed', answer.errMsg);
    return;
  }
  sdkStore.set(loginInfoAtom, ANONYMOUS);
  globalThis.location?.reload();
}

/**
 * Where a login button sends the visitor; the server's login pages come back to `redirect`.
 * `embed` asks for the chat app's QR page in a form that fits the login panel's frame.
 */
export function loginUrl(
  kind: LoginKind,
  location: Pick<Location, 'pathname' | 'search'> = globalThis.location,
  { embed = false }: { embed?: boolean } = {},
): string {
  const search = new URLSearchParams(location.search);
  search.delete(LOGIN_RESULT_PARAM);
  const query = new URLSearchParams({ logintype: kind, redirect: location.pathname, search: search.size ? `?${search}` : '' });
  if (embed) query.set('embed', '1');
  return `/login/${kind}?${query.toString()}`;
}

/**
 * After a login the server sends the visitor back with `th_login=ok|same|fail`: says
 * '登录成功' (only when the account changed, spec §4) or the failure, and takes the flag
 * out of the address so a reload does not say it again.
 */
export function announceLoginResult(location: Location = globalThis.location): void {
  const url = new URL(location.href);
  const result = url.searchParams.get(LOGIN_RESULT_PARAM);
  if (!result) return;
  url.searchParams.delete(LOGIN_RESULT_PARAM);
  globalThis.history?.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (result === 'ok') toast(messages.t('loginSuccess'), { kind: 'success' });
  if (result === 'fail') toast(messages.t('loginFailed'), { kind: 'error' });
}

/**
 * A call answered 1101 (log in first). When the page thought it was logged in, the session
 * ended elsewhere (logout in another tab, expiry): say so and offer the login again.
 */
/** The login panel's plain title for a visitor asked to log in (请先登录). */
export const loginFirstTitle = () => messages.t('loginFirst');

export function onLoginRequired(): void {
  if (sdkStore.get(loginPanelAtom)) return;
  const wasLoggedIn = sdkStore.get(loginInfoAtom)?.isLogin;
  if (wasLoggedIn) sdkStore.set(loginInfoAtom, ANONYMOUS);
  void openLoginPanel({ title: messages.t(wasLoggedIn ? 'loginExpired' : 'loginFirst') });
}

export function rememberLoginType(kind: LoginKind): void {
  try {
    globalThis.localStorage?.setItem(LAST_LOGIN_TYPE_KEY, kind);
  } catch {
    // Storage can be disabled (private mode); the hint is only a convenience.
  }
}

export function lastLoginType(): LoginKind | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LAST_LOGIN_TYPE_KEY);
    const parsed = loginProviderSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}


// The first component that reads the login asks the server.
loginInfoAtom.onMount = () => {
  if (!sdkStore.get(loginInfoAtom)) void getLoginInfo();
};

/** The login in React: undefined until known. */
export function useLogin(): LoginInfo | undefined {
  return useSdkValue(loginInfoAtom);
}
