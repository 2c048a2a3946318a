import { atom, useAtomValue } from 'jotai';
import { sdkStore } from './store';

export type Locale = 'zh-CN' | 'en';
export const LOCALES: Locale[] = ['zh-CN', 'en'];

/** zh-CN by default; `?lang=en` or an English-only browser switches to en. */
export function detectLocale(search = globalThis.location?.search ?? '', languages = globalThis.navigator?.languages ?? []): Locale {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || asked === 'zh-CN') return asked;
  const first = languages[0]?.toLowerCase() ?? 'zh-cn';
  return first.startsWith('en') && !languages.some((l) => l.toLowerCase().startsWith('zh')) ? 'en' : 'zh-CN';
}

export const localeAtom = atom<Locale>(detectLocale());
export const setLocale = (locale: Locale) => sdkStore.set(localeAtom, locale);
export const getLocale = () => sdkStore.get(localeAtom);

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
      const locale = useAtomValue(localeAtom, { store: sdkStore });
      return (key: K, params?: Record<string, string | number>) => format(locale, key, params);
    },
  };
}
