import { setLocale, useLocale, type Locale } from '@toolhub/sdk';
import { useLocation } from 'react-router-dom';
import { useT } from './messages';
import styles from './Header.module.css';

/** The same address in the other language: the URL decides a page's language (`?lang=en`; zh-CN without it). */
export function addressIn(locale: Locale, href: string): string {
  const url = new URL(href);
  if (locale === 'en') url.searchParams.set('lang', 'en');
  else url.searchParams.delete('lang');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The header's language switch. It navigates to the page's address in the other language, so
 * the server renders that language (title, description, `<html lang>`); the choice is also kept
 * as the default for a later visit whose address names no language.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  // Re-rendered on every route change of the single-page shell, so the link is this page's.
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'zh-CN' : 'en';
  const href = addressIn(other, `${globalThis.location?.origin ?? 'http://localhost'}${pathname}${search}${hash}`);
  return (
    <a
      className={styles.language}
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('switchLanguage')}
      data-log-event="language_switch"
      data-log-params={`to=${other}`}
      onClick={(event) => {
        event.preventDefault();
        // Kept as the default for a visit whose address names no language; then the page loads anew.
        setLocale(other);
        globalThis.location.assign(href);
      }}
    >
      {other === 'en' ? 'EN' : '中文'}
    </a>
  );
}
