/**
 * What search engines and link previews get (issue 21): robots.txt and the sitemap by
 * environment, each page's Open Graph, Twitter and JSON-LD description, and its share picture.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshotOf, type TestApp } from '../test-support';
import { wrapText } from './share-image';

const PUBLIC_URL = 'https://tools.example.com';
let prod: TestApp;
let staging: TestApp;
beforeAll(async () => {
  prod = await createTestApp({ configure: (config) => ({ ...config, env: 'prod', publicUrl: PUBLIC_URL }) });
  staging = await createTestApp({ configure: (config) => ({ ...config, env: 'staging', publicUrl: 'https://staging.example.com' }) });
});
afterAll(async () => {
  await prod.close();
  await staging.close();
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('robots.txt and the sitemap', () => {
  it('prod is indexed: its robots.txt keeps crawlers off calls and private pages and names the sitemap', async () => {
    const robots = await get(prod, '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /pay');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
  });

  it("prod's sitemap lists the home page and every tool of the catalog, each in both languages with its alternates", async () => {
    const sitemap = await get(prod, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const { tools } = snapshotOf((await get(prod, '/')).body);
    const usable = tools.filter((tool) => !tool.unavailable);
    expect(locs).toHaveLength((usable.length + 1) * 2);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/mortgage-calculator.html`);
    expect(locs).toContain(`${PUBLIC_URL}/mortgage-calculator.html?lang=en`);
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/mortgage-calculator.html?lang=en"/>`);
    // A tool switched off for want of its engine is not offered to search engines.
    for (const tool of tools.filter((candidate) => candidate.unavailable)) expect(locs).not.toContain(`${PUBLIC_URL}/${tool.path}.html`);
  });

  it('staging is never indexed: robots.txt disallows everything, pages say noindex, and there is no sitemap', async () => {
    expect((await get(staging, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get(staging, '/sitemap.xml')).statusCode).toBe(404);
    expect((await get(staging, '/mortgage-calculator.html')).headers['x-robots-tag']).toBe('noindex');
    expect((await get(prod, '/mortgage-calculator.html')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe("a page's description for search engines and link previews", () => {
  const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
  const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

  it('a tool page: Open Graph, Twitter card and a WebApplication in its language, with its picture', async () => {
    const html = (await get(prod, '/mortgage-calculator.html?lang=en')).body;
    expect(metaOf(html, 'og:title')).toBe('Mortgage calculator - Toolhub');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/mortgage-calculator.html?lang=en`);
    expect(metaOf(html, 'og:locale')).toBe('en_US');
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/share-image/mortgage-calculator.png?lang=en`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:description')).toMatch(/^Monthly payments/);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Mortgage calculator',
      url: `${PUBLIC_URL}/mortgage-calculator.html?lang=en`,
      inLanguage: 'en',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'CNY' },
    });
  });

  it('the home page describes the site; a missing page describes nothing', async () => {
    const home = (await get(prod, '/')).body;
    expect(jsonLdOf(home)).toMatchObject({ '@type': 'WebSite', name: '小工具', url: `${PUBLIC_URL}/`, inLanguage: 'zh-CN' });
    expect(metaOf(home, 'og:image')).toBe(`${PUBLIC_URL}/share-image/index.png`);
    const missing = (await get(prod, '/no-such-tool.html')).body;
    expect(metaOf(missing, 'og:title')).toBeUndefined();
    expect(missing).not.toContain('application/ld+json');
  });
});

describe('the share picture', () => {
  it('is a 1200 × 630 PNG for a page of the catalog, in its language; anything else is a 404', async () => {
    for (const url of ['/share-image/mortgage-calculator.png', '/share-image/mortgage-calculator.png?lang=en', '/share-image/index.png']) {
      const res = await get(prod, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ width, height, format }, url).toEqual({ width: 1200, height: 630, format: 'png' });
    }
    expect((await get(prod, '/share-image/%3Cscript%3E.png')).statusCode).toBe(404);
    expect((await get(prod, '/share-image/made-up-tool.png')).statusCode).toBe(404);
  });

  it('wraps a long name: Chinese anywhere, English at spaces, cut with … after the last line', () => {
    expect(wrapText('按最新 LPR 和公积金利率计算月供', 8, 3)).toEqual(['按最新 LPR 和公', '积金利率计算月供']);
    expect(wrapText('按最新 LPR 和公积金利率计算月供', 6, 2)).toEqual(['按最新 LPR', '和公积金利…']);
    expect(wrapText('Monthly payments, total interest and the repayment schedule', 14, 2)).toEqual(['Monthly payments, total', 'interest and the…']);
  });
});
