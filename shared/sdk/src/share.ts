/**
 * Share (spec §2 "Share", §3 "Share options", §9): the page's share info, share links
 * tagged with `callfrom=share_{channel}`, copying, and the mobile share of each host.
 */
import { atom } from 'jotai';
import { DEFAULT_SHARE_DESC, PAGE_SUFFIX, shareImagePath, type ShareOptions } from '@toolhub/contracts';
import { getEnv } from './env';
import { hasNativeBridge } from './host/bridge';
import { hostSetShareInfo, hostShare } from './host/calls';
import { defineMessages, getLocale } from './i18n';
import { shareLink, type ShareChannel } from './logic';
import { sdkStore } from './store';
import { toast } from './toast';

export type { ShareChannel };

const messages = defineMessages({
  'zh-CN': { linkCopied: '链接已复制成功', copyFailed: '复制失败，请手动复制' },
  en: { linkCopied: 'Link copied', copyFailed: 'Copy failed, please copy it by hand' },
});

/** What the page set; anything unset follows the current page. */
export const shareInfoAtom = atom<Partial<ShareOptions>>({});

export function setShareInfo(info: Partial<ShareOptions>): void {
  sdkStore.set(shareInfoAtom, info);
  // The host's own menu shares the page too: it is told what to share.
  if (hasNativeBridge()) void hostSetShareInfo({ ...getShareOptions(), link: pageShareLink('qb') });
}

/** The server's share picture of this page, in its language (a tool page's, else the home page's). */
function pageShareImage(): string {
  const location = globalThis.location;
  if (!location) return '';
  const file = location.pathname.split('/').pop() ?? '';
  const page = file.endsWith(PAGE_SUFFIX) ? file.slice(0, -PAGE_SUFFIX.length) : '';
  return `${location.origin}${shareImagePath(page, getLocale())}`;
}

/** The share options now: the page's own, else its title, address, the default description and the page's share picture. */
export function getShareOptions(): ShareOptions {
  const info = sdkStore.get(shareInfoAtom);
  return {
    title: info.title ?? globalThis.document?.title ?? '',
    desc: info.desc ?? DEFAULT_SHARE_DESC,
    link: info.link ?? globalThis.location?.href ?? '',
    img_url: info.img_url ?? pageShareImage(),
  };
}

/** The page's link to share on a channel (wx, qq, pc or qb), tagged callfrom=share_{channel}. */
export function pageShareLink(channel: ShareChannel): string {
  return shareLink(getShareOptions().link, channel);
}

/** The channel of the host the visitor is in; the open web counts as 'pc'. */
export function hostShareChannel(): ShareChannel {
  const { hostKind } = getEnv();
  if (hostKind === 'chat' || hostKind === 'work-chat') return 'wx';
  if (hostKind === 'browser' || hostKind === 'desktop') return 'qb';
  return 'pc';
}

/** Copies text; the old execCommand path covers hosts without the async clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await globalThis.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    return copied;
  }
}

/** Copies the share link and says so: '链接已复制成功'. */
export async function copyLink(channel: ShareChannel = hostShareChannel()): Promise<boolean> {
  const copied = await copyText(pageShareLink(channel));
  toast(messages.t(copied ? 'linkCopied' : 'copyFailed'), { kind: copied ? 'success' : 'error' });
  return copied;
}

/**
 * The mobile share button. Chat apps share from their own top-right menu, so the caller
 * shows the mask ('mask'); the browser host opens the native share sheet ('native');
 * elsewhere the link is copied ('copied').
 */
export async function share(): Promise<'mask' | 'native' | 'copied' | 'failed'> {
  const { hostKind } = getEnv();
  if (hostKind === 'chat' || hostKind === 'work-chat') return 'mask';
  // The browser host's own share sheet, through its native JS API (spec §2 "Share").
  if (hostKind === 'browser' && hasNativeBridge()) {
    const { title, desc, img_url } = getShareOptions();
    if (await hostShare({ title, desc, link: pageShareLink('qb'), img_url })) return 'native';
  }
  const nativeShare = globalThis.navigator?.share?.bind(globalThis.navigator);
  if (hostKind === 'browser' && nativeShare) {
    const { title, desc } = getShareOptions();
    try {
      await nativeShare({ title, text: desc, url: pageShareLink('qb') });
      return 'native';
    } catch (error) {
      // The visitor closing the sheet is not a failure worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return 'native';
    }
  }
  return (await copyLink()) ? 'copied' : 'failed';
}
