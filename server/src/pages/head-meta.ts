/**
 * What a page tells search engines and link previews about itself (issue 21): Open Graph and
 * Twitter cards with the page's share picture, and JSON-LD — a WebApplication for a tool, the
 * WebSite for the home page. Only for a page that is there; the texts are the catalog's, in
 * the page's language, so a description promises only tools that exist.
 */
import { shareImagePath, type HubTool } from '@toolhub/contracts';
import { scriptJson } from '../http/script-json';
import { escapeHtml } from './plain-page';
import { pageUrlIn } from './language-links';
import { PAGE_TEXTS, type PageLocale } from './page-locale';
import { SHARE_IMAGE_SIZE } from './share-image';


const OG_LOCALES: Record<PageLocale, string> = { 'zh-CN': 'zh_CN', en: 'en_US' };

export function headMeta({ origin, pagePath, locale, title, description, tool }: { origin: string; pagePath: string; locale: PageLocale; title: string; description: string; tool?: Pick<HubTool, 'name'> & { category?: string } }): string[] {
  const url = pageUrlIn(origin, pagePath, locale);
  const image = `${origin}${shareImagePath(pagePath, locale)}`;
  const meta = (attribute: 'property' | 'name', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const site = PAGE_TEXTS[locale].site;
  const structured = tool
    ? {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: title.replace(` - ${site}`, ''),
        description,
        url,
        image,
        inLanguage: locale,
        applicationCategory: 'UtilitiesApplication',
        ...(tool.category ? { applicationSubCategory: tool.category } : {}),
        operatingSystem: 'Any',
        browserRequirements: 'Requires JavaScript',
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'CNY' },
        isPartOf: { '@type': 'WebSite', name: site, url: pageUrlIn(origin, '', locale) },
      }
    : { '@context': 'https://schema.org', '@type': 'WebSite', name: site, description, url, inLanguage: locale, image };
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[locale === 'en' ? 'zh-CN' : 'en']),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ];
}
