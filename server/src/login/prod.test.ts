import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { createTestApp, type TestApp } from '../test-support';
import { BROWSER_ORIGIN, TestBrowser } from './test-support/browser';

const apps: TestApp[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function appWith(config: Partial<Config>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-login-'));
  dirs.push(dataDir);
  // Outside dev and test, and with a real provider, the hub must know its public URL (W11).
  const t = await createTestApp({ config: { ...loadConfig({}), dataDir, env: 'test', publicUrl: BROWSER_ORIGIN, ...config } });
  apps.push(t);
  return new TestBrowser(t.app);
}

const QQ_CONNECT = { appId: '102030405', appKey: 'k', baseUrl: 'https://graph.qq.com' };
const WX_OPEN = { appId: 'wx0123456789', secret: 's', pageBaseUrl: 'https://open.weixin.qq.com', apiBaseUrl: 'https://api.weixin.qq.com' };

describe('login without a provider in prod', () => {
  it('answers the login pages with 501 功能暂未开放，敬请期待 and has no sandbox', async () => {
    const browser = await appWith({ env: 'prod' });
    for (const url of ['/login/qq?redirect=%2F', '/login/wx?redirect=%2F&embed=1', '/login/qq/callback?code=x&state=y', '/login/wx/callback']) {
      const answer = await browser.get(url);
      expect(answer.statusCode, url).toBe(501);
      expect(answer.headers['content-type'], url).toContain('text/html');
      expect(answer.body, url).toContain('功能暂未开放，敬请期待');
      expect(answer.cookies.find((c) => c.name === 'login_state'), url).toBeUndefined();
    }
    for (const url of ['/sandbox/qq/oauth2.0/authorize', '/sandbox/qq/oauth2.0/token', '/sandbox/wx/connect/qrconnect', '/sandbox/wx/sns/userinfo', '/sandbox/avatar.svg']) {
      expect((await browser.get(url)).statusCode, url).toBe(404);
    }
    // The login calls still answer: nobody is logged in.
    expect((await browser.api('GET', '/api/getLoginInfo')).json()).toEqual({ ret: 0, data: { isLogin: false } });
  });
});

describe('login with real providers configured', () => {
  it('sends the browser to graph.qq.com in prod, and keeps WeChat closed', async () => {
    const browser = await appWith({ env: 'prod', qqConnect: QQ_CONNECT, publicUrl: 'https://tools.example.com' });
    const start = await browser.get('/login/qq?redirect=%2F');
    expect(start.statusCode).toBe(302);
    const target = new URL(String(start.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe('https://graph.qq.com/oauth2.0/authorize');
    expect(target.searchParams.get('client_id')).toBe(QQ_CONNECT.appId);
    expect(target.searchParams.get('redirect_uri')).toBe('https://tools.example.com/login/qq/callback');
    expect((await browser.get('/login/wx')).statusCode).toBe(501);
  });

  it('uses the real WeChat in place of its sandbox, and the QQ sandbox still where it is allowed', async () => {
    const browser = await appWith({ wxOpen: WX_OPEN });
    const target = new URL(String((await browser.get('/login/wx?redirect=%2F&embed=1')).headers.location));
    expect(`${target.origin}${target.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(target.searchParams.get('appid')).toBe(WX_OPEN.appId);
    expect(target.searchParams.get('login_type')).toBe('jssdk');
    expect((await browser.get('/sandbox/wx/connect/qrconnect')).statusCode).toBe(404);
    expect(new URL(String((await browser.get('/login/qq')).headers.location)).pathname).toBe('/sandbox/qq/oauth2.0/authorize');
  });
});
