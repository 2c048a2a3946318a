import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAY_PATH } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, loginAs, snapshotOf, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { hubPolicy, policyOriginsOf } from './security-headers';

/** `script-src 'self' https://cdn.example; …` → { 'script-src': ["'self'", 'https://cdn.example'], … } */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * Every <script> of a page: executable ones must come from a file (src), data ones say so —
 * data blocks (the snapshot, JSON-LD) are never run.
 */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes) && body.trim());

describe('security headers (issue 15, W8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('every kind of response says nosniff and keeps paths from other sites', async () => {
    const shellScript = fs.readdirSync(path.join(t.config.rootDir, 'shell/dist')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    const urls = ['/', '/mortgage-calculator.html', '/no-such-tool.html', '/ops', '/api/getToken', '/healthz', `/shell/${shellScript}`, '/agreement/user', PAY_PATH, '/admin/api/registry', '/sandbox/qq/oauth2.0/authorize', '/sandbox/avatar.svg?name=x'];
    for (const url of urls) {
      const res = await get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it("the shell's pages run files of the hub only and one inline script, the loader, by its hash; no eval, and only the hub may frame them", async () => {
    for (const url of ['/', '/mortgage-calculator.html', '/no-such-tool.html']) {
      const res = await get(url);
      const policy = directives(res.headers['content-security-policy']);
      // The one inline script is the paint-first loader (pages/paint-first.ts), allowed by its hash alone.
      const scripts = inlineScripts(res.body).map(([, , body]) => body);
      expect(scripts, url).toHaveLength(1);
      expect(policy['script-src'], url).toEqual(["'self'", `'sha256-${crypto.createHash('sha256').update(scripts[0]).digest('base64')}'`]);
      // Inline styles only by hash: the server render's first-paint CSS, each <style> its own.
      const styleHashes = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
      expect(policy['style-src'], url).toEqual(["'self'", ...styleHashes]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['base-uri'], url).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
      // The pay overlay and the login panel's QR page are frames of the hub's own pages.
      expect(policy['frame-src'], url).toEqual(["'self'"]);
      expect(policy['img-src'], url).toEqual(expect.arrayContaining(['data:', 'blob:']));
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('/ops cannot be framed, opens in its own browsing context group and is given no remote to load', async () => {
    const res = await get('/ops');
    expect(res.statusCode).toBe(200);
    const policy = directives(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const snapshot = snapshotOf(res.body);
    expect(snapshot.remotes).toEqual([]);
    expect(snapshot.tools).toEqual([]);
    expect(snapshot.page.path).toBe('ops');
  });

  it('the admin API answers as data that never runs nor is framed, refused or not', async () => {
    const refused = await get('/admin/api/registry');
    const answered = await get('/admin/api/registry', { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(refused.statusCode).toBe(401);
    expect(answered.statusCode).toBe(200);
    for (const res of [refused, answered]) {
      expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('a percent-encoded admin path gets the admin headers, as the router and the gate take it for the admin API', async () => {
    const refused = await get('/%61dmin/api/registry');
    const answered = await get('/%61dmin/api/registry', { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    const routeLess = await get('/%61dmin/api/no-such-call');
    expect([refused.statusCode, answered.statusCode, routeLess.statusCode]).toEqual([401, 200, 401]);
    for (const res of [refused, answered, routeLess]) {
      expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("the server's plain pages run only their own inline script and style, by a nonce made for each response", async () => {
    const user = await loginAs(t);
    const pages = [
      await get('/agreement/user'),
      await get(PAY_PATH, { cookie: user.cookie }),
      await get(PAY_PATH, { cookie: user.cookie }),
      await get('/sandbox/qq/oauth2.0/authorize'),
    ];
    const nonces: string[] = [];
    for (const res of pages) {
      const policy = directives(res.headers['content-security-policy']);
      const nonce = /^'nonce-(.+)'$/.exec(policy['script-src']?.[0] ?? '')?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy['script-src']).toEqual([`'nonce-${nonce}'`]);
      expect(policy['style-src']).toEqual([`'nonce-${nonce}'`]);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      // Every inline script and style of the page carries it; the placeholder never leaves the server.
      for (const [, attributes] of res.body.matchAll(/<(?:script|style)\b([^>]*)>/g)) {
        if (!/type="application\/json"/.test(attributes)) expect(attributes).toContain(`nonce="${nonce}"`);
      }
      expect(res.body).not.toContain('th-nonce-');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("keeps a route's own policy on what is not a page (the sandbox's SVG avatars)", async () => {
    const res = await get('/sandbox/avatar.svg?name=x');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

describe('the policy of the hub pages names what ops configured', () => {
  it('remote origins for scripts, styles, manifests and workers; COS for uploads; the WeChat QR page as a frame', () => {
    const config = loadConfig({
      TOOLHUB_REMOTE_ORIGINS: 'https://cdn.example',
      COS_SECRET_ID: 'id',
      COS_SECRET_KEY: 'key',
      COS_BUCKET: 'toolhub-1250000000',
      COS_REGION: 'ap-shanghai',
      WX_OPEN_APPID: 'wx1',
      TOOLHUB_PUBLIC_URL: 'https://hub.example/',
    });
    const policy = directives(hubPolicy(policyOriginsOf(config)));
    const cos = 'https://toolhub-1250000000.cos.ap-shanghai.myqcloud.com';
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(policy['style-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example', cos, 'https://hub.example']);
    expect(policy['img-src']).toEqual(expect.arrayContaining([cos, 'https://cdn.example']));
    // pdf.js wraps a worker of another origin in a blob: module.
    expect(policy['worker-src']).toEqual(["'self'", 'https://cdn.example', 'blob:']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://open.weixin.qq.com']);
  });

  it("the chat app's JS-SDK script only with an official account configured", () => {
    expect(directives(hubPolicy(policyOriginsOf(loadConfig({}))))['script-src']).toEqual(["'self'"]);
    const config = loadConfig({ WX_MP_APPID: 'wxmp1', WX_MP_SECRET: 's' });
    expect(directives(hubPolicy(policyOriginsOf(config)))['script-src']).toEqual(["'self'", 'https://res.wx.qq.com']);
  });

  it('a COS_DOMAIN with a path is named by its origin (a source with a path matches that path alone)', () => {
    const config = loadConfig({ COS_SECRET_ID: 'id', COS_SECRET_KEY: 'key', COS_BUCKET: 'toolhub-1250000000', COS_DOMAIN: 'http://other-hub.example:8080/cos/{Bucket}' });
    expect(directives(hubPolicy(policyOriginsOf(config)))['connect-src']).toEqual(["'self'", 'http://other-hub.example:8080']);
  });
});
