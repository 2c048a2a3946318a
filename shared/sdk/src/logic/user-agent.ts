import { SYSIDS } from '@toolhub/contracts';

export type Platform = 'MAC' | 'WIN';
/** browser: the vendor's mobile browser host; desktop: its PC browser; chat / work-chat: the chat apps. */
export type HostKind = 'browser' | 'desktop' | 'chat' | 'work-chat' | 'other';
export type Sysid = (typeof SYSIDS)[keyof typeof SYSIDS];

export interface UserAgentInfo {
  isMobile: boolean;
  isPC: boolean;
  platform: Platform;
  hostKind: HostKind;
  /** Tracking extinfo1. */
  sysid: Sysid;
}

const MOBILE = /Android|webOS|iPhone|iPod|BlackBerry/i;
/** Matches MQQBrowser too. */
const VENDOR_BROWSER = /QQBrowser/;

export const isMobileUserAgent = (ua: string): boolean => MOBILE.test(ua);

/** MAC when the user agent contains 'Mac OS X', otherwise WIN (spec §6). */
export const platformOf = (ua: string): Platform => (ua.includes('Mac OS X') ? 'MAC' : 'WIN');

export function hostKindOf(ua: string): HostKind {
  // The work-chat app also says MicroMessenger, so it is told apart first.
  if (/wxwork/i.test(ua)) return 'work-chat';
  if (ua.includes('MicroMessenger')) return 'chat';
  if (VENDOR_BROWSER.test(ua)) {
    const onDesktop = !isMobileUserAgent(ua) && /Windows|Mac OS X/.test(ua);
    return onDesktop ? 'desktop' : 'browser';
  }
  return 'other';
}

/** extinfo1 of tracking: Windows or Mac, inside the vendor's browser or not (spec §3). */
export function sysidOf(ua: string): Sysid {
  const inBrowser = VENDOR_BROWSER.test(ua);
  if (platformOf(ua) === 'MAC') return inBrowser ? SYSIDS.macInBrowser : SYSIDS.macExternal;
  return inBrowser ? SYSIDS.windowsInBrowser : SYSIDS.windowsExternal;
}

export function parseUserAgent(ua: string): UserAgentInfo {
  const isMobile = isMobileUserAgent(ua);
  return { isMobile, isPC: !isMobile, platform: platformOf(ua), hostKind: hostKindOf(ua), sysid: sysidOf(ua) };
}
