/** The language of a server page and its site-wide texts (issue 20: the address decides the language). */
export type PageLocale = 'zh-CN' | 'en';

/** The page's language from its address: `?lang=en`, else zh-CN (the product's first language). */
export const pageLocaleOf = (query: unknown): PageLocale => ((query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'zh-CN');

export const PAGE_TEXTS: Record<PageLocale, { site: string; home: string; notFound: string; description: string; noScript: string }> = {
  'zh-CN': { site: '小工具', home: '小工具 - 帮忙小事，贴心小助手', notFound: '页面不存在 - 小工具', description: '文字识别、PDF、图片、语音、金融查询等免费在线小工具。', noScript: '请开启 JavaScript 后使用小工具。' },
  en: { site: 'Toolhub', home: 'Toolhub - small online tools that help', notFound: 'Page not found - Toolhub', description: 'Free online tools: text recognition, PDF, pictures, speech, finance look-ups and more.', noScript: 'Please turn on JavaScript to use Toolhub.' },
};
