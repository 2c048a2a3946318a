/**
 * A page's address in each language (issue 20: the URL decides the language): its canonical
 * URL is the one it was asked under (`?lang=en` kept, anything else dropped), and `hreflang`
 * alternates name both languages, Chinese the default, so a search engine lists each page
 * once per language.
 */
import { toolUrl } from '@toolhub/contracts';
import { escapeHtml } from './plain-page';
import type { PageLocale } from './page-locale';

/** `pagePath` '' is the home page. */
export function pageUrlIn(origin: string, pagePath: string, locale: PageLocale): string {
  return `${origin}${toolUrl(pagePath)}${locale === 'en' ? '?lang=en' : ''}`;
}

export function languageLinks(origin: string, pagePath: string, locale: PageLocale): string[] {
  const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtml(href)}" />`;
  return [
    link('rel="canonical"', pageUrlIn(origin, pagePath, locale)),
    link('rel="alternate" hreflang="zh-CN"', pageUrlIn(origin, pagePath, 'zh-CN')),
    link('rel="alternate" hreflang="en"', pageUrlIn(origin, pagePath, 'en')),
    link('rel="alternate" hreflang="x-default"', pageUrlIn(origin, pagePath, 'zh-CN')),
  ];
}
