/**
 * The hub's public origin never comes from a client's Host header (issue 15, W11): outside dev
 * and test the server refuses to start without TOOLHUB_PUBLIC_URL (and with a real provider
 * anywhere), and without it a request's host counts only when it is loopback or allowed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { createTestApp, loginAs, type TestApp } from '../test-support';
import { freePort, startServer } from '../test-support/processes';
import { requirePublicUrl } from './public-origin';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const appWith = async (config: Partial<Config>) => {
  const t = await createTestApp({ configure: (base) => ({ ...base, ...config }) });
  apps.push(t);
  return t;
};

describe('starting without a public URL', () => {
  it('is refused outside dev and test, and with a real provider anywhere', () => {
    const base = loadConfig({});
    for (const env of ['prod', 'staging']) expect(() => requirePublicUrl({ ...base, env }), env).toThrow(/TOOLHUB_PUBLIC_URL is required when TOOLHUB_ENV=/);
    const qq = { appId: '1', appKey: 'k', baseUrl: 'https://graph.qq.com' };
    expect(() => requirePublicUrl({ ...base, env: 'dev', qqConnect: qq })).toThrow(/TOOLHUB_PUBLIC_URL is required with QQ_CONNECT_APPID/);
    expect(() => requirePublicUrl({ ...base, env: 'dev' })).not.toThrow();
    expect(() => requirePublicUrl({ ...base, env: 'prod', publicUrl: 'https://tools.example.com' })).not.toThrow();
  });

  it('stops `pnpm start` in prod with one line saying what to set', { timeout: 60_000 }, async () => {
    const started = startServer({ TOOLHUB_ENV: 'prod', PORT: String(await freePort()) });
    await expect(started).rejects.toThrow(/Toolhub does not start: TOOLHUB_PUBLIC_URL is required when TOOLHUB_ENV=prod/);
  });
});

describe('a Host header the client writes', () => {
  const evil = { host: 'evil.example' };

  it('never becomes the OAuth redirect_uri nor the pay notification URL (dev, no public URL)', async () => {
    const t = await appWith({});
    const login = await t.app.inject({ method: 'GET', url: '/login/qq?redirect=%2F', headers: evil });
    expect(login.statusCode).toBe(400);
    expect(String(login.headers.location ?? '')).not.toContain('evil.example');
    const user = await loginAs(t);
    const order = await t.app.inject({ method: 'POST', url: '/api/pay/createOrder', headers: { ...user, ...evil, 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ card_id: 'vip_month' }) });
    expect(order.statusCode).toBe(400);
    expect(await t.db.selectFrom('sandbox_wxpay_payment').select('notify_url').where('notify_url', 'like', '%evil.example%').execute()).toEqual([]);
    // Loopback, as on a laptop, and hosts ops allow work.
    expect((await t.app.inject({ method: 'GET', url: '/login/qq?redirect=%2F', headers: { host: 'localhost:8080' } })).statusCode).toBe(302);
    const allowed = await appWith({ allowedHosts: ['tools.lan'] });
    const lan = await allowed.app.inject({ method: 'GET', url: '/login/qq?redirect=%2F', headers: { host: 'tools.lan:8080' } });
    expect(lan.statusCode).toBe(302);
    expect(new URL(String(lan.headers.location), 'http://tools.lan:8080').searchParams.get('redirect_uri')).toBe('http://tools.lan:8080/login/qq/callback');
  });

  it('is ignored when the public URL is set', async () => {
    const t = await appWith({ publicUrl: 'https://tools.example.com' });
    const login = await t.app.inject({ method: 'GET', url: '/login/qq?redirect=%2F', headers: evil });
    expect(login.statusCode).toBe(302);
    const redirectUri = new URL(String(login.headers.location), 'https://tools.example.com').searchParams.get('redirect_uri');
    expect(redirectUri).toBe('https://tools.example.com/login/qq/callback');
  });
});
