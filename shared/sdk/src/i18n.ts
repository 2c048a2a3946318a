import { atom, useAtomValue } from 'jotai';
import { sdkStore } from './store';

export type Locale = 'zh-CN' | 'en';
export const LOCALES: Locale[] = ['zh-CN', 'en'];

const LOCALE_KEY = 'toolhub_lang';

/**
 * zh-CN unless the visitor chose otherwise: `?lang=en` in the address, or a choice kept in
 * local storage from an earlier visit. The product speaks zh-CN first, whatever the browser.
 */
export function detectLocale(search = globalThis.location?.search ?? ''): Locale {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || asked === 'zh-CN') return asked;
  try {
    const kept = globalThis.localStorage?.getItem(LOCALE_KEY);
    if (kept === 'en' || kept === 'zh-CN') return kept;
  } catch {
    // Storage can be unavailable (private mode, sandboxed frame): the default stands.
  }
  return 'zh-CN';
}

export const localeAtom = atom<Locale>(detectLocale());
export const setLocale = (locale: Locale) => {
  sdkStore.set(localeAtom, locale);
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, locale);
  } catch {
    // Not kept: the choice lasts for this page only.
  }
};
export const getLocale = () => sdkStore.get(localeAtom);
/** In React: the page's language, re-rendering when the visitor switches it. */
export const useLocale = (): Locale => useAtomValue(localeAtom, { store: sdkStore });

type Catalog<K extends string> = Record<Locale, Record<K, string>>;

/**
 * Makes a translator for one app's message catalog. `{name}` placeholders are filled from
 * `params`. zh-CN holds the spec's strings verbatim; en must have the same keys.
 */
export function defineMessages<K extends string>(catalog: Catalog<K>) {
  const format = (locale: Locale, key: K, params?: Record<string, string | number>) => {
    const text = catalog[locale][key] ?? catalog['zh-CN'][key] ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
  };
  return {
    /** Outside React: translate with the current locale. */
    t: (key: K, params?: Record<string, string | number>) => format(getLocale(), key, params),
    /** In React: re-renders when the locale changes. */
    useT: () => {
      const locale = useLocale();
      return (key: K, params?: Record<string, string | number>) => format(locale, key, params);
    },
  };
}

/**
 * An address of the hub in the page's language. The URL decides a page's language, so links on
 * an English page carry `?lang=en` (and zh-CN pages' links carry none).
 */
export function inLocale(href: string, locale: Locale = getLocale()): string {
  if (locale !== 'en') return href;
  const hashAt = href.indexOf('#');
  const [path, hash] = hashAt === -1 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}lang=en${hash}`;
}
