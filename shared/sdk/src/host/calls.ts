/**
 * The spec's native calls as typed promises, each with the open web's way of doing the same
 * (spec §7 "Native browser calls (local)"). Pages call these, never the bridge itself.
 */
import { hostAccountSchema, hostLoginInfoSchema, type HostAccount, type HostLoginInfo } from '@toolhub/contracts';
import { getEnv } from '../env';
import { hasNativeBridge, nativeBridge, nativeCall } from './bridge';

const text = (answer: unknown) => (typeof answer === 'string' ? answer : undefined);
const bool = (answer: unknown) => (typeof answer === 'boolean' ? answer : undefined);
const record = (answer: unknown) => (answer && typeof answer === 'object' ? (answer as Record<string, string>) : undefined);

export const hostVersion = () => nativeCall('getVersion', { fallback: () => '', read: text });
export const hostGuid = () => nativeCall('getGuid', { fallback: () => '', read: text });
export const hostQ16 = () => nativeCall('getQ16', { fallback: () => '', read: text });
export const hostQ36 = () => nativeCall('getQ36', { fallback: () => '', read: text });
export const hostQua = () => nativeCall('getQua', { fallback: () => '', read: text });
export const hostQua2 = () => nativeCall('getQua2', { fallback: () => '', read: text });
export const hostSupplyId = () => nativeCall('getSupplyId', { fallback: () => '', read: text });
export const hostBrowserParams = () => nativeCall('getBrowserParams', { fallback: () => ({}), read: record });

/** wifi, 4g, …: the host's answer, or the browser's Network Information where it has one. */
export const hostConnectionType = () =>
  nativeCall('getConnectionType', {
    fallback: () => (globalThis.navigator as { connection?: { effectiveType?: string } } | undefined)?.connection?.effectiveType ?? 'unknown',
    read: text,
  });

export const hostLoginInfo = (): Promise<HostLoginInfo> =>
  nativeCall<HostLoginInfo>('getLoginInfo', {
    fallback: () => ({ isLogin: false }),
    read: (answer) => {
      const parsed = hostLoginInfoSchema.safeParse(answer);
      return parsed.success ? parsed.data : undefined;
    },
  });

export const hostAccountInfo = (): Promise<HostAccount | null> =>
  nativeCall<HostAccount | null>('getAccountInfo', {
    fallback: () => null,
    read: (answer) => {
      const parsed = hostAccountSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  });

export const hostSocialTokenInfo = () => nativeCall('getSocialTokenInfo', { fallback: () => null as Record<string, string> | null, read: record });

/** Asks the host to show its login; true when someone logged in. */
export const hostPromptLogin = () => nativeCall('promptLogin', { fallback: () => false, read: bool, timeoutMs: 60_000 });
export const hostLogout = () => nativeCall('logout', { fallback: () => false, read: bool });
export const hostRefreshToken = (type = 'qbtoken') => nativeCall('refreshToken', { args: { type }, fallback: () => false, read: bool });
export const hostShowLoginPanel = (options: { title?: string } = {}) => nativeCall('showLoginPanel', { args: options, fallback: () => false, read: bool });
export const hostChangeLoginPanel = (options: { title?: string } = {}) => nativeCall('changeLoginPanel', { args: options, fallback: () => false, read: bool });

/**
 * Listens for the host's login-on / login-off (spec §4 "Login"): the host calls the reply each
 * time the login changes, so this is no one-answer call with a limit. Outside the host nothing calls it.
 */
export function onHostLoginChange(listener: (state: 'login-on' | 'login-off') => void): void {
  nativeBridge()?.call('onLoginChange', undefined, (answer) => {
    if (answer === 'login-on' || answer === 'login-off') listener(answer);
  });
}

/** The host's own toast; false when there is none (the page shows its own). */
export const hostToast = (message: string) => nativeCall('toast', { args: { message }, fallback: () => false, read: bool });

/** The host's share sheet; false outside the host. */
export const hostShare = (options: { title: string; desc: string; link: string; img_url?: string }) =>
  nativeCall('share', { args: options, fallback: () => false, read: bool, timeoutMs: 60_000 });
export const hostSetShareInfo = (options: { title: string; desc: string; link: string; img_url?: string }) =>
  nativeCall('setShareInfo', { args: options, fallback: () => false, read: bool });

export const hostCopy = (value: string) => nativeCall('copy', { args: { text: value }, fallback: () => false, read: bool });

/** Opens a URL in the host (a new window of its own) or a new tab. */
export const hostOpenUrl = (url: string) =>
  nativeCall('openUrl', {
    args: { url },
    fallback: () => {
      globalThis.open?.(url, '_blank', 'noopener');
      return true;
    },
    read: bool,
  });

/** The host's native download (images, mp3 and zip on Android, spec §9); false: the page downloads itself. */
export const hostDownload = (url: string, name: string) => nativeCall('download', { args: { url, name }, fallback: () => false, read: bool });

/** The pay panel as the host's native frame (spec §2); false: the page shows its overlay. */
export const hostOpenPayFrame = (url: string, size: { width: number; height: number }) =>
  nativeCall('openPayFrame', { args: { url, ...size }, fallback: () => false, read: bool });

/**
 * Whether downloads go through the host (spec §7 "Loaded on demand": the browser host's own
 * saving of images and downloads): its web view does not act on a page's download links.
 */
export const hostSavesDownloads = () => getEnv().hostKind === 'browser' && hasNativeBridge();
