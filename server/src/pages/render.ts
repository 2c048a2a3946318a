/**
 * Renders the shell's HTML for `/` and `/{path}.html` with the inline snapshot, so the
 * shell starts with this visitor's remotes and the tool catalog and makes no round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_ELEMENT_ID, toolTexts, type HubTool, type Snapshot } from '@toolhub/contracts';
import { escapeHtml } from './plain-page';


export type PageLocale = 'zh-CN' | 'en';

/** The page's language from its address: `?lang=en`, else zh-CN (the product's first language). */
export const pageLocaleOf = (query: unknown): PageLocale => ((query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'zh-CN');

const PAGE_TEXTS: Record<PageLocale, { site: string; home: string; notFound: string; description: string; noScript: string }> = {
  'zh-CN': { site: '小工具', home: '小工具 - 帮忙小事，贴心小助手', notFound: '页面不存在 - 小工具', description: '文字识别、PDF、图片、语音、金融查询等免费在线小工具。', noScript: '请开启 JavaScript 后使用小工具。' },
  en: { site: 'Toolhub', home: 'Toolhub - small online tools that help', notFound: 'Page not found - Toolhub', description: 'Free online tools: text recognition, PDF, pictures, speech, finance look-ups and more.', noScript: 'Please turn on JavaScript to use Toolhub.' },
};

/** JSON inside a script element must not be able to close it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export class PageRenderer {
  private template = { text: '', mtimeMs: -1 };

  constructor(private readonly shellDist: string) {}

  /** The built shell's HTML, read again only when a new build replaced it. */
  private load(): string {
    const file = path.join(this.shellDist, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== this.template.mtimeMs) this.template = { text: fs.readFileSync(file, 'utf8'), mtimeMs };
    return this.template.text;
  }

  /**
   * `headLinks`: extra `<link>` elements for the head (preload hints). `locale`: the page's
   * language, which its address decides (`?lang=en`); the title, description and `<html lang>` follow it.
   */
  render(snapshot: Snapshot, tool?: HubTool, headLinks: string[] = [], locale: PageLocale = 'zh-CN'): string {
    const text = PAGE_TEXTS[locale];
    const texts = tool && toolTexts(tool, locale);
    const title = texts ? `${texts.name} - ${text.site}` : snapshot.page.status === 404 ? text.notFound : text.home;
    const description = texts?.description ?? text.description;
    return this.load()
      .replace('<html lang="zh-CN">', `<html lang="${locale}">`)
      .replace(PAGE_TEXTS['zh-CN'].noScript, text.noScript)
      .replace('__TOOLHUB_TITLE__', escapeHtml(title))
      .replace('__TOOLHUB_DESCRIPTION__', escapeHtml(description))
      .replace(
        '<!--toolhub-snapshot-->',
        [...headLinks, `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${scriptJson(snapshot)}</script>`].join('\n    '),
      );
  }
}
