import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, sessionHeaders, snapshotOf, type TestApp } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});


describe('pages', () => {
  it('serves the homepage with a snapshot of the hosted remotes and sets a long-lived guid cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const snapshot = snapshotOf(res.body);
    expect(snapshot.remotes.map((r) => r.name)).toContain('finance');
    expect(snapshot.tools.some((tool) => tool.path === 'mortgage-calculator' && tool.remote === 'finance')).toBe(true);
    const guid = res.cookies.find((c) => c.name === 'guid');
    expect(guid?.maxAge).toBe(3650 * 24 * 3600);
    expect(snapshot.guid).toBe(guid?.value);
  });

  it('answers a tool page with its title, and keeps the visitor guid from the cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mortgage-calculator.html', cookies: { guid: 'abcdef12-3456' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>房贷计算器');
    expect(snapshotOf(res.body).guid).toBe('abcdef12-3456');
    expect(res.cookies.find((c) => c.name === 'guid')).toBeUndefined();
  });

  it('answers an unknown page with the hub 404 page and status 404', async () => {
    for (const url of ['/no-such-tool.html', '/no-such-thing', '/a/b/c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(snapshotOf(res.body).page.status).toBe(404);
    }
  });

  it('never breaks on a malformed query', async () => {
    for (const url of ['/?%E0%A4%A', '/mortgage-calculator.html?a=%&b=%zz&page=<script>', '/?isDebug=1&isDebug=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('<script>"');
    }
  });

  it('serves a published version\'s files as immutable with CORS, and hashed shell files immutable and precompressed', async () => {
    const finance = snapshotOf((await t.app.inject({ method: 'GET', url: '/' })).body).remotes.find((r) => r.name === 'finance');
    expect(finance?.manifestUrl).toBe(`/remotes/finance/${finance?.version}/mf-manifest.json`);
    const manifest = await t.app.inject({ method: 'GET', url: finance?.manifestUrl as string, headers: { 'accept-encoding': 'br' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toContain('immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['content-encoding']).toBe('br');
    // A version nobody published has no files, whatever the store holds.
    expect((await t.app.inject({ method: 'GET', url: '/remotes/finance/9.9.9/mf-manifest.json' })).statusCode).toBe(404);
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    // The shell's entry, which the page starts once it has painted (pages/paint-first.ts).
    const script = /"(\/shell\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1] as string;
    const js = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.headers['content-encoding']).toBe('br');
  });
});

describe('api identity', () => {
  it('gives a token bound to the device, and the API refuses calls without it', async () => {
    const h = await sessionHeaders(t.app);
    const withToken = await t.app.inject({ method: 'GET', url: '/api/getToolRecord?toolid=101', headers: h });
    expect(withToken.statusCode).toBe(200);
    const without = await t.app.inject({ method: 'GET', url: '/api/getToolRecord?toolid=101', headers: { ...h, authorization: '' } });
    expect(without.statusCode).toBe(401);
    expect(without.body).toMatch(/^1000,/);
    // Another device's cookie with this token is refused too.
    const stolen = await t.app.inject({ method: 'GET', url: '/api/getToolRecord?toolid=101', headers: { ...h, cookie: 'guid=someone-else-123' } });
    expect(stolen.statusCode).toBe(401);
  });

  it('answers a stale Timestamp with a body containing "invalid timestamp"', async () => {
    const h = await sessionHeaders(t.app);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const res = await t.app.inject({ method: 'GET', url: '/api/get_tool_list', headers: { ...h, timestamp: stale } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('invalid timestamp');
  });
});

describe('api calls', () => {
  it('lists the tools of the hosted remotes', async () => {
    const h = await sessionHeaders(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/get_tool_list', headers: h });
    const body = res.json() as { ret: number; data: { path: string; url: string }[] };
    expect(body.ret).toBe(0);
    expect(body.data).toContainEqual(expect.objectContaining({ path: 'lpr', url: '/lpr.html' }));
  });

  it('answers validation errors with 400 and the catalogue body', async () => {
    const h = await sessionHeaders(t.app);
    const bad = await t.app.inject({ method: 'GET', url: '/api/getToolRecord?toolid=abc', headers: h });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/^1300,.*toolid/);
    const badScore = await t.app.inject({
      method: 'POST',
      url: '/api/addToolScore',
      headers: { ...h, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ toolid: 101, score: 6 }),
    });
    expect(badScore.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/noSuchCall', headers: h });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(/^1300,/);
  });

  it('counts page views per tool', async () => {
    const a = await sessionHeaders(t.app);
    const b = await sessionHeaders(t.app);
    for (const h of [a, a, b]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addToolPV',
        headers: { ...h, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ toolid: 102, userInfo: { guid: h.guid, qimei36: '', qua2: '' } }),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.db.selectFrom('tool_stats').select('pv').where('toolid', '=', 102).executeTakeFirstOrThrow()).pv).toBeGreaterThanOrEqual(3);
  });

  it('counts the people helped once each, by a use of a tool, and never by page views of made-up devices (issue 15, W5)', async () => {
    const statistics = async () => {
      const answer = (await t.app.inject({ method: 'GET', url: '/cgi-bin/tools/get_statistics', headers: await sessionHeaders(t.app) })).json() as { header: { retCode: number }; pvCount: number };
      expect(answer.header.retCode).toBe(0);
      return answer.pvCount;
    };
    const before = await statistics();
    // A script that drops its device cookie before every page view.
    for (let i = 0; i < 30; i++) {
      const h = await sessionHeaders(t.app);
      const view = await t.app.inject({ method: 'POST', url: '/api/addToolPV', headers: { ...h, 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ toolid: 102 }) });
      expect(view.statusCode).toBe(200);
    }
    expect(await statistics()).toBe(before);
    // Two people export a mortgage schedule (a use of the tool); one of them twice.
    const [a, b] = [await loginAs(t), await loginAs(t)];
    for (const h of [a, a, b]) {
      const use = await t.app.inject({ method: 'POST', url: '/api/consumeCount', headers: { ...h, 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ scene: 'finance_mortgage' }) });
      expect(use.statusCode, use.body).toBe(200);
    }
    expect(await statistics()).toBe(before + 2);
  });
  // Ratings (login, once per user, my_score) are tested in stats/ratings.test.ts.
});

describe('documents', () => {
  it('serves the user agreement and privacy guidance the login panel links to', async () => {
    for (const [url, title] of [
      ['/agreement/user', '小工具用户协议'],
      ['/agreement/privacy', '小工具隐私保护指引'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<h1>${title}</h1>`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/agreement/other' })).statusCode).toBe(404);
  });
});
