/**
 * The page without JavaScript (issue 21), inside `<noscript>`: with scripts on, the browser
 * never renders it. Its style is a file of its own (NO_SCRIPT_CSS_PATH), loaded only then.
 *
 * - When the shell's server render made the page, the page is already there — header, tool list,
 *   the tool's title and description — and the view is a bar saying why nothing responds, while
 *   the parts that wait for scripts (marked `data-needs-script`: a tool's loading state, the
 *   account area) are hidden.
 * - Without a server render: the hub's header, the page's title and description, a line saying
 *   the tool runs in the browser, and the whole catalog by category as plain links, so a visitor
 *   (or a crawler) without scripts still finds every tool and reads what each does.
 */
import { toolTexts, type HubTool } from '@toolhub/contracts';
import { pageUrlIn } from './language-links';
import type { FastifyInstance } from 'fastify';
import { PAGE_TEXTS, type PageLocale } from './page-locale';
import { escapeHtml } from './plain-page';

export const NO_SCRIPT_CSS_PATH = '/no-script.css';

const TEXT: Record<PageLocale, { tool: string; home: string; homeRendered: string; allTools: string; other: string; otherLabel: string }> = {
  'zh-CN': {
    tool: '这个工具在浏览器里运行：请开启 JavaScript 后使用。',
    home: '请开启 JavaScript 后使用小工具。下面是全部工具：',
    homeRendered: '请开启 JavaScript 后使用小工具。',
    allTools: '全部工具',
    other: 'EN',
    otherLabel: 'EN, English',
  },
  en: {
    tool: 'This tool runs in your browser: turn on JavaScript to use it.',
    home: 'Please turn on JavaScript to use Toolhub. Here are all the tools:',
    homeRendered: 'Please turn on JavaScript to use Toolhub.',
    allTools: 'All tools',
    other: '中文',
    otherLabel: '中文',
  },
};


export function noScriptView({ tools, tool, locale, serverRendered = false }: { tools: readonly HubTool[]; tool?: HubTool; locale: PageLocale; serverRendered?: boolean }): string {
  const text = TEXT[locale];
  if (serverRendered) {
    return `<noscript><link rel="stylesheet" href="${NO_SCRIPT_CSS_PATH}" /><p class="ns-note ns-bar" role="note">${tool ? text.tool : text.homeRendered}</p></noscript>`;
  }
  const site = PAGE_TEXTS[locale];
  const other: PageLocale = locale === 'en' ? 'zh-CN' : 'en';
  // Addresses on this origin: the same rule as the page's canonical one, without the origin.
  const here = tool?.path ?? '';
  const categories = new Map<string, string[]>();
  for (const candidate of tools) {
    if (candidate.unavailable) continue;
    const texts = toolTexts(candidate, locale);
    const item = `<li><a href="${escapeHtml(pageUrlIn('', candidate.path, locale))}">${escapeHtml(texts.name)}</a>${texts.description ? ` <span>${escapeHtml(texts.description)}</span>` : ''}</li>`;
    categories.set(texts.category, [...(categories.get(texts.category) ?? []), item]);
  }
  const texts = tool && toolTexts(tool, locale);
  const heading = texts
    ? `<h1>${escapeHtml(texts.name)}</h1>${texts.description ? `<p>${escapeHtml(texts.description)}</p>` : ''}<p class="ns-note">${text.tool}</p>`
    : `<h1>${escapeHtml(site.home)}</h1><p class="ns-note">${text.home}</p>`;
  const catalog = [...categories].map(([category, items]) => `<h2>${escapeHtml(category)}</h2><ul>${items.join('')}</ul>`).join('');
  return `<noscript><link rel="stylesheet" href="${NO_SCRIPT_CSS_PATH}" /><div class="ns">
<header class="ns-head"><a class="ns-site" href="${escapeHtml(pageUrlIn('', '', locale))}">${escapeHtml(site.site)}</a><a href="${escapeHtml(pageUrlIn('', here, other))}" hreflang="${other}" lang="${other}" aria-label="${escapeHtml(text.otherLabel)}">${text.other}</a></header>
<main class="ns-main">${heading}<nav aria-label="${text.allTools}">${catalog}</nav></main>
</div></noscript>`;
}

/**
 * The view's style: the hub's tokens as plain values (no script runs to load the shell's CSS).
 * Nothing here may restyle a server-rendered page but what waits for scripts, and the bar.
 */
const STYLE = `[data-needs-script]{display:none!important}
.ns-bar{position:fixed;left:0;right:0;bottom:0;z-index:10;margin:0;text-align:center;font:15px/1.5 -apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;color:#1f2329;box-shadow:0 -2px 8px rgba(0,0,0,.08)}
.ns{min-height:100vh;background:#f5f6f8;color:#1f2329;font:16px/1.6 -apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}
body:has(.ns){margin:0}
.ns-head{display:flex;justify-content:space-between;align-items:center;padding:12px 20px;background:#fff;border-bottom:1px solid #e4e6eb}
.ns-head a{color:#1f2329;text-decoration:none;font-weight:600}.ns-site{font-size:18px}
.ns-main{max-width:960px;margin:0 auto;padding:24px 20px 48px}
.ns-main h1{font-size:28px;margin:8px 0}.ns-main h2{font-size:18px;margin:28px 0 8px}
.ns-note{padding:12px 16px;background:#fff;border:1px solid #e4e6eb;border-radius:8px}
.ns-main ul{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:8px}
.ns-main li{background:#fff;border:1px solid #e4e6eb;border-radius:8px;padding:10px 14px}
.ns-main li a{color:#1f5bd8;font-weight:600;text-decoration:underline}.ns-main li span{display:block;color:#4e5561;font-size:14px}
`;

export function noScriptStyleRoute(app: FastifyInstance) {
  app.get(NO_SCRIPT_CSS_PATH, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('text/css; charset=utf-8').send(STYLE));
}
