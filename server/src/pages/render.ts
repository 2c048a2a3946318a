/**
 * Renders the shell's HTML for `/` and `/{path}.html` with the inline snapshot, so the
 * shell starts with this visitor's remotes and the tool catalog and makes no round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_ATTRIBUTE, SNAPSHOT_ELEMENT_ID, toolTexts, type HubTool, type Snapshot } from '@toolhub/contracts';
import type { FirstView } from '../registry/first-views';
import { headMeta } from './head-meta';
import { noScriptView } from './no-script';
import { languageLinks } from './language-links';
import { PAGE_TEXTS, type PageLocale } from './page-locale';
import { escapeHtml } from './plain-page';
import { scriptJson } from '../http/script-json';
import { inlineStyleSource } from '../http/security-headers';
import { ShellServerRenderFiles } from './shell-server-render';

// Where every page module has read them from.
export { PAGE_TEXTS, pageLocaleOf, type PageLocale } from './page-locale';

/** A rendered page, and the CSP sources of its inline styles (the first paint's CSS: the shell's, and its tool's first view's). */
export interface RenderedPage {
  html: string;
  styleSources: string[];
}

export class PageRenderer {
  private template = { text: '', mtimeMs: -1 };
  private readonly serverRender: ShellServerRenderFiles;

  constructor(
    private readonly shellDist: string,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.serverRender = new ShellServerRenderFiles(path.dirname(shellDist), log);
  }

  /** The built shell's HTML, read again only when a new build replaced it. */
  private load(): string {
    const file = path.join(this.shellDist, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== this.template.mtimeMs) this.template = { text: fs.readFileSync(file, 'utf8'), mtimeMs };
    return this.template.text;
  }

  /**
   * `locale`: the page's language, which its address decides (`?lang=en`); the title,
   * description and `<html lang>` follow it. `origin`: the hub's public origin — a page that is
   * there then names its addresses (canonical, hreflang) and describes itself to search engines
   * and link previews (head-meta.ts). `preload`: the tool's chunks to fetch early. `url`: the
   * requested address of a visitors' page, which the shell's server render then renders (the
   * ops page and the style guide are not: they have no chrome to show first). `toolView`: the
   * tool's first view (registry/first-views.ts), rendered in the tool's place with its CSS.
   */
  render(
    snapshot: Snapshot,
    tool?: HubTool,
    { locale = 'zh-CN', origin, preload = [], url, toolView }: { locale?: PageLocale; origin?: string; preload?: string[]; url?: string; toolView?: FirstView } = {},
  ): RenderedPage {
    const text = PAGE_TEXTS[locale];
    const texts = tool && toolTexts(tool, locale);
    const title = texts ? `${texts.name} - ${text.site}` : snapshot.page.status === 404 ? text.notFound : text.home;
    const description = texts?.description ?? text.description;
    const pagePath = snapshot.page.path;
    const described =
      origin && snapshot.page.status === 200
        ? [...languageLinks(origin, pagePath, locale), ...headMeta({ origin, pagePath, locale, title, description, tool: texts && { name: texts.name, category: texts.category } })]
        : [];
    const rendered = url === undefined ? undefined : this.renderRoot(snapshot, url, locale, toolView?.html);
    const styles = rendered ? [rendered.css, ...(toolView?.css && rendered.withToolView ? [toolView.css] : [])] : [];
    const html = this.load()
      .replace('<html lang="zh-CN">', `<html lang="${locale}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered?.root ?? ''}</div>`)
      .replace(`<noscript>${PAGE_TEXTS['zh-CN'].noScript}</noscript>`, noScriptView({ tools: snapshot.tools, tool: texts ? tool : undefined, locale, serverRendered: rendered !== undefined }))
      .replace('__TOOLHUB_TITLE__', escapeHtml(title))
      .replace('__TOOLHUB_DESCRIPTION__', escapeHtml(description))
      .replace(
        '<!--toolhub-snapshot-->',
        // A function, so that a `$&` in a tool's text is not read as a replacement pattern.
        () => [
          ...described,
          ...styles.map((css) => `<style>${css}</style>`),
          ...preload,
          `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${scriptJson(snapshot)}</script>`,
        ].join('\n    '),
      );
    return { html, styleSources: styles.map((css) => (css === rendered?.css ? rendered.cssSource : inlineStyleSource(css))) };
  }

  /** The shell's first HTML for the page, or nothing (the browser renders it) when there is no server render or it failed. */
  private renderRoot(snapshot: Snapshot, url: string, locale: PageLocale, toolView: string | undefined) {
    const serverRender = this.serverRender.current();
    if (!serverRender) return undefined;
    try {
      const root = serverRender.renderShell({ snapshot, url, locale, toolView });
      return { root, css: serverRender.css, cssSource: serverRender.cssSource, withToolView: toolView !== undefined && root.includes(FIRST_VIEW_ATTRIBUTE) };
    } catch (error) {
      this.log(`server render of ${url} failed, sent for the browser to render: ${(error as Error).stack ?? String(error)}`);
      return undefined;
    }
  }
}
