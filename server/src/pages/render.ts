/**
 * Renders the shell's HTML for `/` and `/{path}.html` with the inline snapshot, so the
 * shell starts with this visitor's remotes and the tool catalog and makes no round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_ATTRIBUTE, SHELL_BOOT_FILES, SNAPSHOT_ELEMENT_ID, toolTexts, type HubTool, type Snapshot } from '@toolhub/contracts';
import type { FirstView } from '../registry/first-views';
import { headMeta } from './head-meta';
import { noScriptView } from './no-script';
import { languageLinks } from './language-links';
import { PAGE_TEXTS, type PageLocale } from './page-locale';
import { escapeHtml } from './plain-page';
import { scriptJson } from '../http/script-json';
import { inlineSource } from '../http/security-headers';
import { ShellServerRenderFiles } from './shell-server-render';
import { PAINT_FIRST_SOURCE, paintFirstTags, preloadTags, type PreloadHint } from './paint-first';

// Where every page module has read them from.
export { PAGE_TEXTS, pageLocaleOf, type PageLocale } from './page-locale';

/**
 * A rendered page, and the CSP sources of its inline script (the loader of a page that paints
 * first) and styles (the first paint's CSS: the shell's, and its tool's first view's).
 */
export interface RenderedPage {
  html: string;
  inline: { scripts: string[]; styles: string[] };
}

/** The shell's built HTML, and the same without its script tags with what they load, for a page that paints first. */
interface Template {
  mtimeMs: number;
  text: string;
  withoutScripts: string;
  scripts: string[];
  /** The files of the shell's start (SHELL_BOOT_FILES): on every page, and on tool pages only. */
  boot: { every: PreloadHint[]; tool: PreloadHint[] };
}

/** `<script defer src="/shell/main.….js"></script>`, as the shell's build writes its entry. */
const SCRIPT_TAG = /<script defer src="([^"]+)"><\/script>/g;

const hintOf = (href: string): PreloadHint => ({ href, as: href.endsWith('.css') ? 'style' : 'script' });

export class PageRenderer {
  private template: Template = { mtimeMs: -1, text: '', withoutScripts: '', scripts: [], boot: { every: [], tool: [] } };
  private readonly serverRender: ShellServerRenderFiles;

  constructor(
    private readonly shellDist: string,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.serverRender = new ShellServerRenderFiles(path.dirname(shellDist), log);
  }

  /** The built shell's HTML and start files, read again only when a new build replaced it. */
  private load(): Template {
    const file = path.join(this.shellDist, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== this.template.mtimeMs) {
      const text = fs.readFileSync(file, 'utf8');
      const scripts = [...text.matchAll(SCRIPT_TAG)].map((m) => m[1]);
      // The shell's files are served from its entry's folder (`/shell/`).
      const base = scripts[0] ? scripts[0].slice(0, scripts[0].lastIndexOf('/') + 1) : '/';
      let boot: { every: string[]; tool: string[] } = { every: [], tool: [] };
      try {
        boot = JSON.parse(fs.readFileSync(path.join(this.shellDist, SHELL_BOOT_FILES), 'utf8')) as typeof boot;
      } catch (error) {
        this.log(`${SHELL_BOOT_FILES} not read (${(error as Error).message}): pages fetch the shell's files as its entry names them`);
      }
      const hints = (files: string[]) => files.map((name) => hintOf(`${base}${name}`));
      this.template = { mtimeMs, text, withoutScripts: text.replace(SCRIPT_TAG, ''), scripts, boot: { every: hints(boot.every), tool: hints(boot.tool) } };
    }
    return this.template;
  }

  /**
   * `locale`: the page's language, which its address decides (`?lang=en`); the title,
   * description and `<html lang>` follow it. `origin`: the hub's public origin — a page that is
   * there then names its addresses (canonical, hreflang) and describes itself to search engines
   * and link previews (head-meta.ts). `preload`: the tool's files to fetch early. `url`: the
   * requested address of a visitors' page, which the shell's server render then renders (the
   * ops page and the style guide are not: they have no chrome to show first). `toolView`: the
   * tool's first view (registry/first-views.ts), rendered in the tool's place with its CSS.
   */
  render(
    snapshot: Snapshot,
    tool?: HubTool,
    { locale = 'zh-CN', origin, preload = [], url, toolView }: { locale?: PageLocale; origin?: string; preload?: PreloadHint[]; url?: string; toolView?: FirstView } = {},
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
    const template = this.load();
    // A server-rendered page paints first, then starts the shell with its start files alongside;
    // a page the browser renders (no server render) has nothing to show before its scripts.
    const start = rendered && { preload: [...template.boot.every, ...(tool ? template.boot.tool : []), ...preload], scripts: template.scripts };
    const html = (start ? template.withoutScripts.replace('</body>', () => `${paintFirstTags(start)}\n  </body>`) : template.text)
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
          ...(start ? [] : preloadTags(preload)),
          `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${scriptJson(snapshot)}</script>`,
        ].join('\n    '),
      );
    return {
      html,
      inline: {
        scripts: start ? [PAINT_FIRST_SOURCE] : [],
        styles: styles.map((css) => (css === rendered?.css ? rendered.cssSource : inlineSource(css))),
      },
    };
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
