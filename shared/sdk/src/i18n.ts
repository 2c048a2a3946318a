import { atom } from 'jotai';
import { LOCALE_COOKIE } from '@toolhub/contracts';
import { sdkStore, useSdkValue } from './store';

export type Locale = 'zh-CN' | 'en';
export const LOCALES: Locale[] = ['zh-CN', 'en'];

/** A year: the remembered language outlives a visit. */
const KEPT_FOR_S = 365 * 24 * 3600;

/**
 * The page's language is its address's: `?lang=en`, else zh-CN — as the server rendered it, so
 * hydration finds the same text. The product speaks zh-CN first, whatever the browser. (A
 * remembered English never reaches here on an address without `lang`: the server sends that
 * visit to the English address first.)
 */
export function detectLocale(search = globalThis.location?.search ?? ''): Locale {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'zh-CN';
}

export const localeAtom = atom<Locale>(detectLocale());
/** Switches the page's language and remembers it as the default for a later visit (LOCALE_COOKIE). */
export const setLocale = (locale: Locale) => {
  sdkStore.set(localeAtom, locale);
  if (globalThis.document) document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${KEPT_FOR_S}; SameSite=Lax`;
};
export const getLocale = () => sdkStore.get(localeAtom);
/** In React: the page's language, re-rendering when the visitor switches it. */
export const useLocale = (): Locale => useSdkValue(localeAtom);

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
