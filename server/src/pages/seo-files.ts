/**
 * What search engines read besides the pages (issue 21): `robots.txt` and `sitemap.xml`, made
 * from the catalog and the environment. Only prod is indexed: every other environment (staging,
 * dev, test) answers "Disallow: /" and marks its pages noindex, so a staging copy never competes
 * with the real hub. The sitemap lists the home page and every tool a visitor can use here, each
 * with its address in both languages (`hreflang`), and no tool whose engine is missing.
 */
import type { HubTool } from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './plain-page';
import { pageUrlIn } from './language-links';

/** Never worth a crawler's visit: calls, sign-in and pay pages, sandboxes, the ops page. */
const NOT_FOR_CRAWLERS = ['/api/', '/admin', '/ops', '/login/', '/pay', '/sandbox/', '/agreement/'];

export const isIndexed = (env: string) => env === 'prod';

export function robotsTxt(env: string, origin: string | undefined): string {
  if (!isIndexed(env)) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), 'Allow: /', '', ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : [])].join('\n') + '\n';
}

export function sitemapXml(origin: string, tools: readonly Pick<HubTool, 'path' | 'unavailable'>[]): string {
  const pages = ['', ...tools.filter((tool) => !tool.unavailable).map((tool) => tool.path)];
  const entry = (path: string) => {
    const alternates = (['zh-CN', 'en'] as const).map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(pageUrlIn(origin, path, locale))}"/>`);
    const urlOf = (locale: 'zh-CN' | 'en') => `  <url>\n    <loc>${escapeHtml(pageUrlIn(origin, path, locale))}</loc>\n${alternates.join('\n')}\n  </url>`;
    return [urlOf('zh-CN'), urlOf('en')].join('\n');
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...new Set(pages)].map(entry).join('\n')}
</urlset>
`;
}

export function seoFileRoutes(app: FastifyInstance, deps: { env: string; originOf: (request: FastifyRequest) => string | undefined; tools: () => Promise<readonly HubTool[]> }) {
  app.get('/robots.txt', async (request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(deps.env, deps.originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = deps.originOf(request);
    if (!isIndexed(deps.env) || !origin) return reply.callNotFound();
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(origin, await deps.tools()));
  });
}
