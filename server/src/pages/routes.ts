import path from 'node:path';
import { LOCALE_COOKIE, OPS_PATH, PAGE_SUFFIX, STYLEGUIDE_PATH, toolUrl, type HubTool, type ResolvedRemote, type Snapshot, type ToolListItem } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setPagePolicy, type PagePolicy } from '../http/security-headers';
import { toolPreloads } from '../registry/preload';
import type { FirstViewLookup } from '../registry/first-views';
import type { Resolution } from '../registry/resolve';
import { PageRenderer, pageLocaleOf } from './render';
import { noScriptStyleRoute } from './no-script';
import { isIndexed } from './seo-files';

export interface PageDeps {
  env: string;
  shellDist: string;
  /** This visitor's remotes, as the registry resolves them in this environment. */
  resolve: (request: FastifyRequest) => Promise<Resolution>;
  /**
   * Remembers that a page named these versions to this device: its load reports count only
   * then (registry/loads.ts, issue 15, B4). Awaited, so a report that follows the page finds it.
   */
  recordServed: (request: FastifyRequest, remotes: ResolvedRemote[]) => Promise<void>;
  /** A tool's first view in a published version, for the page's first response. */
  firstView: FirstViewLookup;
  /** The hub's public origin for this request (canonical and alternate links), if it has one. */
  originOf: (request: FastifyRequest) => string | undefined;
}

/** The tool list items of spec §3, as /api/get_tool_list and the gateway answer them. */
export function toolListOf(tools: HubTool[]): ToolListItem[] {
  return tools.map((tool) => ({ icon: tool.icon, name: tool.name, keyword: tool.keyword, url: toolUrl(tool.path), path: tool.path }));
}

/**
 * The ops page (OPS_PATH): the shell renders it (lazily loaded) on its own, without the visitor
 * chrome and without registering any remote, so no tool team's code runs where ops sign in
 * (issue 15, W9); its policy (http/security-headers.ts) allows the shell's files only and no
 * framing. The snapshot names pages by their path without the leading `/`.
 */
const OPS_PAGE = OPS_PATH.slice(1);

/** The style guide (STYLEGUIDE_PATH) is for tool teams while they build: not served in prod. */
export const servesStyleguide = (env: string) => env !== 'prod';

/**
 * A visit whose address names no language, from a visitor who chose English before
 * (LOCALE_COOKIE): sent to the English address, which the page then follows (issue 20). Only
 * English is redirected to: zh-CN is what an address without `lang` already means.
 */
function rememberedLanguageAddress(request: FastifyRequest): string | undefined {
  if (request.cookies[LOCALE_COOKIE] !== 'en' || (request.query as { lang?: unknown }).lang !== undefined) return undefined;
  const url = new URL(request.url, 'http://hub');
  url.searchParams.set('lang', 'en');
  return `${url.pathname}${url.search}`;
}

/** `/`, `/{path}.html` and `/ops`: the shell with this visitor's snapshot; anything else is the 404 page. */
export async function pageRoutes(app: FastifyInstance, deps: PageDeps) {
  const renderer = new PageRenderer(path.resolve(deps.shellDist), (line) => app.log.error(line));

  /**
   * A page of the shell alone, not indexed: no remotes and no tools, so it has nothing to load
   * and nothing is recorded as served. `/ops` under its own policy; the style guide under the
   * hub's, which lets it frame itself (one frame per language, scheme and width).
   */
  const sendShellAlone = (pagePath: string, policy: PagePolicy) => (request: FastifyRequest, reply: FastifyReply) => {
    const snapshot: Snapshot = { env: deps.env, remotes: [], tools: [], page: { path: pagePath, status: 200 }, guid: request.guid };
    setPagePolicy(reply, policy);
    return reply
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderer.render(snapshot, undefined, { locale: pageLocaleOf(request.query) }).html);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pagePath: string | undefined) => {
    const remembered = rememberedLanguageAddress(request);
    if (remembered) return reply.header('Cache-Control', 'no-cache').redirect(remembered, 302);
    const resolution = await deps.resolve(request);
    const { tools } = resolution;
    const tool = pagePath ? tools.find((t) => t.path === pagePath) : undefined;
    // A tool whose remote is switched off here: "unavailable", not "no such page".
    const unavailable = pagePath && !tool ? resolution.unavailable.find((t) => t.path === pagePath) : undefined;
    const status = pagePath === '' || tool ? 200 : unavailable ? 503 : 404;
    // Only the home and tool pages that rendered serve their versions; a 404 or 503 page writes nothing.
    if (status === 200 && resolution.remotes.length > 0) await deps.recordServed(request, resolution.remotes);
    const snapshot: Snapshot = {
      env: deps.env,
      remotes: resolution.remotes,
      tools,
      page: { path: pagePath ?? '', status, ...(unavailable ? { unavailableTool: { name: unavailable.name, ...(unavailable.en ? { en: { name: unavailable.en.name } } : {}) } } : {}) },
      guid: request.guid,
    };
    const served = tool && resolution.served.get(tool.remote);
    const locale = pageLocaleOf(request.query);
    const page = renderer.render(snapshot, tool ?? unavailable, {
      locale,
      origin: deps.originOf(request),
      preload: served && tool ? toolPreloads(served, tool.module) : [],
      url: request.url,
      toolView: served && tool ? await deps.firstView(tool.remote, served.version, tool.path, locale) : undefined,
    });
    setPagePolicy(reply, 'hub', page.inline);
    // Only prod is for search engines (seo-files.ts): a staging copy must never be indexed.
    if (!isIndexed(deps.env)) reply.header('X-Robots-Tag', 'noindex');
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  app.get('/', (request, reply) => sendPage(request, reply, ''));
  noScriptStyleRoute(app);
  app.get(OPS_PATH, sendShellAlone(OPS_PAGE, 'ops'));
  if (servesStyleguide(deps.env)) app.get(STYLEGUIDE_PATH, sendShellAlone(STYLEGUIDE_PATH.slice(1), 'hub'));
  app.get('/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    return sendPage(request, reply, file.endsWith(PAGE_SUFFIX) ? file.slice(0, -PAGE_SUFFIX.length) : undefined);
  });

  return { sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, undefined) };
}
