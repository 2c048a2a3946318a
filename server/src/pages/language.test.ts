/**
 * The address decides a page's language (issue 20): `?lang=en` renders `<html lang="en">` with
 * the tool's English title and description, and every tool the hub serves carries its English
 * texts (the build factory refuses a workspace remote without them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshotOf, type TestApp } from '../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('the language of a page', () => {
  it('is English with ?lang=en: html lang, title and description', async () => {
    const html = await page('/mortgage-calculator.html?lang=en');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Mortgage calculator - Toolhub</title>');
    expect(html).toMatch(/<meta name="description" content="Monthly payments, total interest and the repayment schedule/);
    expect(html).toContain('<h1 id="tool-title" class="shell__title__');
    expect(html).toMatch(/<\/span> <!-- -->Mortgage calculator<\/h1>/);
    expect(html).toContain('This tool runs in your browser: turn on JavaScript to use it.');
    expect(await page('/?lang=en')).toContain('<title>Toolhub - small online tools that help</title>');
  });

  it('names its address in each language: canonical as asked, hreflang for both, Chinese the default', async () => {
    const links = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g)].map((m) => `${m[2] ?? m[1]} ${m[3]}`);
    const origin = 'http://localhost:80';
    const expected = (canonical: string, path: string) => [`canonical ${origin}${canonical}`, `zh-CN ${origin}${path}`, `en ${origin}${path}?lang=en`, `x-default ${origin}${path}`];
    expect(links(await page('/mortgage-calculator.html?lang=en&from=share'))).toEqual(expected('/mortgage-calculator.html?lang=en', '/mortgage-calculator.html'));
    expect(links(await page('/mortgage-calculator.html?callfrom=share_wx'))).toEqual(expected('/mortgage-calculator.html', '/mortgage-calculator.html'));
    expect(links(await page('/'))).toEqual(expected('/', '/'));
    // A page that is not there names no address.
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-tool.html' });
    expect(links(missing.body)).toEqual([]);
  });

  it('is zh-CN without it, whatever else the address says', async () => {
    for (const url of ['/mortgage-calculator.html', '/mortgage-calculator.html?lang=fr', '/mortgage-calculator.html?lang=<en>']) {
      const html = await page(url);
      expect(html).toMatch(/<html lang="zh-CN">/);
      expect(html).toContain('<title>房贷计算器 - 小工具</title>');
    }
  });

  it('the legal texts too: the terms and the privacy guide in English, with no Chinese left', async () => {
    for (const [doc, title] of [
      ['user', 'Toolhub Terms of Use'],
      ['privacy', 'Toolhub Privacy Guide'],
    ]) {
      const html = await page(`/agreement/${doc}?lang=en`);
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toMatch(/\p{Script=Han}/u);
      expect(await page(`/agreement/${doc}`)).toMatch(/<html lang="zh-CN">[\s\S]*小工具/);
    }
  });

  it('every tool of the workspace catalogs has its English name, keyword, category and description', async () => {
    const { tools } = snapshotOf(await page('/'));
    expect(tools.length).toBeGreaterThan(30);
    const missing = tools.filter((tool) => !tool.en?.name || !tool.en.keyword || !tool.en.category || (tool.description && !tool.en.description)).map((tool) => tool.path);
    expect(missing).toEqual([]);
    // English is not the Chinese copied over.
    expect(tools.filter((tool) => /[\u4e00-\u9fff]/.test(tool.en?.name ?? ''))).toEqual([]);
  });
});
