/**
 * Server-rendered pages (issue 21): the first response is the page — the chrome, the tool list,
 * the tool's title and description — styled by one inline style the policy allows by its hash,
 * and a visit without scripts gets a bar saying why nothing responds. Without a server render
 * (an older build, or a render that fails) the page is still served, for the browser to render.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshotOf, type TestApp } from '../test-support';
import { storageOf } from '../storage';
import { PageRenderer } from './render';
import type { PageStart } from './paint-first';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
const noScriptOf = (html: string) => /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';

describe('a server-rendered page', () => {
  it('is the tool page in the first response: header, title, description and the tool as its build first rendered it', async () => {
    const res = await get('/mortgage-calculator.html');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(/^<header class="shell__header__/);
    expect(root).toMatch(/<h1 id="tool-title"[^>]*>.*房贷计算器<\/h1>/);
    expect(root).toContain('按最新 LPR 和公积金利率计算月供、总利息和还款计划。');
    // The remote's first view of the tool, inert until its code renders the tool in the browser.
    expect(root).toMatch(/<div data-first-view="" inert="" aria-busy="true"><section class="finance__page__\w+"[^>]*>.*<form class="finance__calculator__/);
    expect(root).toContain('贷款类型');
    // The page names no language but the address's, and the snapshot is still there for hydration.
    expect(snapshotOf(res.body).page.path).toBe('mortgage-calculator');
  });

  it('carries the first view\'s CSS as a second inline style, allowed by its own hash', async () => {
    const res = await get('/mortgage-calculator.html?lang=en');
    expect(rootOf(res.body)).toContain('Loan type');
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toContain('.finance__calculator__');
    // Only what the first view can use: not every rule of the design system the remote bundles.
    expect(styles[1].length).toBeLessThan(20_000);
    for (const [, name] of styles[1].matchAll(/\.(finance__[\w-]+)/g)) expect(res.body, name).toContain(name);
    const hashes = styles.map((css) => `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`);
    expect(/style-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ')).toEqual(["'self'", ...hashes]);
  });

  it('lists every tool the visitor may use on the home page, in the address\'s language', async () => {
    const html = (await get('/?lang=en')).body;
    const root = rootOf(html);
    expect(root).toMatch(/hrefLang="zh-CN" lang="zh-CN"[^>]*>中文<\/a>/);
    for (const tool of snapshotOf(html).tools.filter((candidate) => !candidate.unavailable)) {
      expect(root).toContain(`href="/${tool.path}.html?lang=en"`);
      expect(root).toContain(tool.en?.name ?? tool.name);
    }
    expect(root).not.toMatch(/房贷计算器/);
  });

  it('is styled by one inline style, allowed by its hash and by nothing looser; no style attribute anywhere', async () => {
    const res = await get('/');
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toMatch(/\.shell__header__\w+\{|\.shell__header__\w+ \{/);
    const hash = crypto.createHash('sha256').update(styles[0]).digest('base64');
    const styleSrc = /style-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ');
    expect(styleSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(rootOf(res.body)).not.toMatch(/\sstyle="/);
    // The ops page renders nothing on the server, and allows no inline style.
    const ops = await get('/ops');
    expect(ops.body).toContain('<div id="root"></div>');
    expect(/style-src ([^;]+)/.exec(String(ops.headers['content-security-policy']))?.[1]).toBe("'self'");
  });

  it('starts its files once it has painted: the shell\'s entry, its start files and the tool\'s, named in a data block; the ops page loads its entry as a plain script', async () => {
    const startOf = (html: string) => JSON.parse(/<script id="th-start" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as PageStart | null;
    const shellFiles = new Set(fs.readdirSync(path.join(t.config.rootDir, 'shell/dist')).map((file) => `/shell/${file}`));
    const home = await get('/');
    // No script tag fetches anything before the page is on the screen.
    expect(home.body).not.toMatch(/<script[^>]*\ssrc=/);
    const start = startOf(home.body);
    expect(start?.scripts).toHaveLength(1);
    expect(start?.scripts[0]).toMatch(/^\/shell\/main\.[0-9a-f]+\.js$/);
    // The shell's start files (the app's chunks and its singletons), each a file of this build.
    expect(start?.preload.length).toBeGreaterThan(5);
    for (const { href, as } of start?.preload ?? []) {
      expect(shellFiles.has(href), href).toBe(true);
      expect(as).toBe(href.endsWith('.css') ? 'style' : 'script');
    }
    // A tool page adds the design system the remote takes from the shell, and the remote's own files.
    const tool = startOf((await get('/mortgage-calculator.html')).body);
    const added = tool?.preload.filter((hint) => !start?.preload.some((other) => other.href === hint.href)).map((hint) => hint.href) ?? [];
    expect(added).toEqual(expect.arrayContaining([expect.stringMatching(/^\/shell\/\d+\.[0-9a-f]+\.js$/), expect.stringMatching(/^\/remotes\/finance\/[^/]+\/mf-manifest\.json$/), expect.stringMatching(/^\/remotes\/finance\/[^/]+\/remoteEntry\.js$/)]));
    const ops = (await get('/ops')).body;
    expect(ops).toMatch(/<script defer src="\/shell\/main\.[0-9a-f]+\.js"><\/script>/);
    expect(startOf(ops)).toBeNull();
  });

  it('asks Chromium to compile every script the page starts with as it streams in, and no script fetched on demand', async () => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const startOf = (html: string) => JSON.parse(/<script id="th-start" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as PageStart;
    const tool = startOf((await get('/mortgage-calculator.html')).body);
    const scripts = [...tool.scripts, ...tool.preload.filter((hint) => hint.as === 'script').map((hint) => hint.href)];
    expect(scripts.some((href) => href.startsWith('/remotes/finance/'))).toBe(true);
    for (const href of scripts) {
      const res = await get(href);
      expect(res.statusCode, href).toBe(200);
      // The hint counts only as the file's first line.
      expect(res.body.startsWith(HINT), href).toBe(true);
    }
    // The ops page, the style guide, the share QR's encoder: fetched when needed, compiled as used.
    const onDemand = fs.readdirSync(path.join(t.config.rootDir, 'shell/dist')).filter((file) => file.endsWith('.js') && !scripts.includes(`/shell/${file}`));
    expect(onDemand.some((file) => file.startsWith('ops.'))).toBe(true);
    for (const file of onDemand) expect(fs.readFileSync(path.join(t.config.rootDir, 'shell/dist', file), 'utf8').startsWith(HINT), file).toBe(false);
  });

  it('without scripts: a bar says why nothing responds, and what waits for scripts is hidden', async () => {
    const view = noScriptOf((await get('/mortgage-calculator.html')).body);
    expect(view).toBe('<link rel="stylesheet" href="/no-script.css" /><p class="ns-note ns-bar" role="note">这个工具在浏览器里运行：请开启 JavaScript 后使用。</p>');
    const style = (await get('/no-script.css')).body;
    expect(style).toContain('[data-needs-script]{display:none!important}');
    // It restyles nothing else of a server-rendered page: no rule for body, html or #root.
    expect(style).not.toMatch(/(^|\})\s*(body|html|#root)\s*\{/);
  });
});

describe('a first view changed in the store after it was published', () => {
  let hub: TestApp;
  beforeAll(async () => {
    hub = await createTestApp();
  });
  afterAll(async () => hub.close());

  it('is not put into any page: the tool shows its loading state', async () => {
    const home = await hub.app.inject({ method: 'GET', url: '/' });
    const finance = snapshotOf(home.body).remotes.find((remote) => remote.name === 'finance');
    const store = storageOf(hub.app)?.store;
    if (!finance || !store) throw new Error('no finance remote or no store');
    const views = { 'mortgage-calculator': { css: '', html: { 'zh-CN': '<img src=x onerror="alert(1)">', en: '' } } };
    await store.put(`remotes/finance/${finance.version}/first-views.json`, Buffer.from(JSON.stringify(views)), 'application/json');
    const root = rootOf((await hub.app.inject({ method: 'GET', url: '/mortgage-calculator.html' })).body);
    expect(root).not.toContain('onerror');
    expect(root).not.toContain('data-first-view');
    expect(root).toMatch(/<div class="shell__loading__\w+" role="status" aria-live="polite" data-needs-script="">/);
  });
});

describe('rendered pages kept for the next visitor', () => {
  const renderer = new PageRenderer(path.resolve(import.meta.dirname, '../../../shell/dist'));
  const tool = (path: string, name: string) => ({ toolid: name.length, path, name, icon: '🔧', keyword: name, category: '工具', remote: 'text', module: './Echo', scene: path, needCharge: false, description: `${name}的说明` });
  const snapshot = (guid: string, tools: ReturnType<typeof tool>[]) => ({ env: 'prod', remotes: [], tools, page: { path: '', status: 200 }, guid });

  it('are the same for every visitor, and follow the catalog: a tool switched off is gone from the next page', () => {
    const both = [tool('alpha', '甲工具'), tool('beta', '乙工具')];
    const first = renderer.render(snapshot('visitor-1', both), undefined, { url: '/' }).html;
    expect(rootOf(first)).toContain('乙工具');
    expect(rootOf(renderer.render(snapshot('visitor-2', both), undefined, { url: '/' }).html)).toBe(rootOf(first));
    const after = rootOf(renderer.render(snapshot('visitor-1', both.slice(0, 1)), undefined, { url: '/' }).html);
    expect(after).toContain('甲工具');
    expect(after).not.toContain('乙工具');
  });
});

describe('the remembered language', () => {
  it('sends a visit whose address names none to the English address, keeping the rest of it', async () => {
    const res = await get('/mortgage-calculator.html?callfrom=share_wx', { cookie: 'toolhub_lang=en' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/mortgage-calculator.html?callfrom=share_wx&lang=en');
    expect((await get('/', { cookie: 'toolhub_lang=en' })).headers.location).toBe('/?lang=en');
  });

  it('gives way to the address: a page that names its language, or a Chinese choice, is served as asked', async () => {
    expect((await get('/mortgage-calculator.html?lang=zh-CN', { cookie: 'toolhub_lang=en' })).statusCode).toBe(200);
    const zh = await get('/', { cookie: 'toolhub_lang=zh-CN' });
    expect(zh.statusCode).toBe(200);
    expect(zh.body).toMatch(/<html lang="zh-CN">/);
  });
});

describe('without a server render', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-shell-'));
  const dist = path.join(shellDir, 'dist');
  fs.mkdirSync(dist);
  fs.copyFileSync(path.resolve(import.meta.dirname, '../../../shell/dist/index.html'), path.join(dist, 'index.html'));
  const lines: string[] = [];
  const renderer = new PageRenderer(dist, (line) => lines.push(line));
  const snapshot = { env: 'dev', remotes: [], tools: [], page: { path: '', status: 200 }, guid: 'g' };
  afterAll(() => fs.rmSync(shellDir, { recursive: true, force: true }));

  it('sends the page for the browser to render, with the whole no-script view', () => {
    const page = renderer.render(snapshot, undefined, { url: '/' });
    expect(page.html).toContain('<div id="root"></div>');
    // Nothing to paint first: the entry is a plain deferred script, and nothing inline runs.
    expect(page.html).toMatch(/<script defer src="\/shell\/main\.[0-9a-f]+\.js"><\/script>/);
    expect(page.inline).toEqual({ scripts: [], styles: [] });
    expect(noScriptOf(page.html)).toContain('<div class="ns">');
  });

  it('falls back the same way when the render fails, and says so in the log', () => {
    fs.mkdirSync(path.join(shellDir, 'dist-server'));
    fs.writeFileSync(path.join(shellDir, 'dist-server/render.cjs'), "exports.renderShell = () => { throw new Error('a render bug'); };");
    fs.writeFileSync(path.join(shellDir, 'dist-server/render.css'), 'p{color:red}');
    const page = renderer.render(snapshot, undefined, { url: '/' });
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('<style>');
    expect(lines.join('\n')).toMatch(/server render of \/ failed.*a render bug/);
  });
});
