import { STYLEGUIDE_PATH } from '@toolhub/contracts';
import type { Locale } from '@toolhub/sdk';

export type Scheme = 'light' | 'dark';
export interface Frame {
  lang: Locale;
  scheme: Scheme;
}

/** The widths the guide shows every primitive at (the bench's screenshots use the same). */
export const FRAME_WIDTHS = { desktop: 1280, phone: 390 } as const;

/** `?frame&lang=en&scheme=dark` → that frame; the viewer's own address → undefined. */
export function frameOf(search: string): Frame | undefined {
  const params = new URLSearchParams(search);
  if (!params.has('frame')) return undefined;
  return { lang: params.get('lang') === 'en' ? 'en' : 'zh-CN', scheme: params.get('scheme') === 'dark' ? 'dark' : 'light' };
}

export const frameUrl = ({ lang, scheme }: Frame) => `${STYLEGUIDE_PATH}?frame&lang=${lang}&scheme=${scheme}`;
