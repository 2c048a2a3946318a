import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { SANDBOX_APPIDS } from './appids';
import { qqConnectAdapter } from './providers/qq-connect';
import { sandboxAppSecret } from './sandbox/app';
import { BROWSER_ORIGIN, hiddenFields, listeningOrigin, TestBrowser } from './test-support/browser';

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const CALLBACK = `${BROWSER_ORIGIN}/login/qq/callback`;
const graph = (path: string, params: Record<string, string>) =>
  fetch(`${listeningOrigin(t.app)}/sandbox/qq${path}?${new URLSearchParams(params)}`).then((r) => r.json() as Promise<Record<string, unknown>>);

/** A code the sandbox issued for `name`, as the consent page's form post hands it out. */
async function codeFor(name = '小明') {
  const browser = new TestBrowser(t.app);
  const page = await browser.get(
    `/sandbox/qq/oauth2.0/authorize?${new URLSearchParams({ response_type: 'code', client_id: SANDBOX_APPIDS.qq, redirect_uri: CALLBACK, state: 's1', scope: 'get_user_info' })}`,
  );
  const consent = await browser.post('/sandbox/qq/oauth2.0/authorize', { ...hiddenFields(page.body), user: '小明', custom_name: name === '小明' ? '' : name, action: 'allow' });
  const back = new URL(String(consent.headers.location));
  expect(back.searchParams.get('state')).toBe('s1');
  return back.searchParams.get('code') as string;
}

const exchange = (code: string, overrides: Record<string, string> = {}) =>
  graph('/oauth2.0/token', {
    grant_type: 'authorization_code',
    client_id: SANDBOX_APPIDS.qq,
    client_secret: sandboxAppSecret(t.secret, 'qq'),
    code,
    redirect_uri: CALLBACK,
    fmt: 'json',
    ...overrides,
  });

describe('the sandbox QQ Connect', () => {
  it('exchanges a code once: the second exchange is refused', async () => {
    const code = await codeFor();
    const first = await exchange(code);
    expect(first).toMatchObject({ access_token: expect.stringMatching(/^[0-9A-F]{32}$/), expires_in: expect.any(String) });
    expect(await exchange(code)).toEqual({ error: 100020, error_description: 'code is reused' });
  });

  it('refuses a wrong client secret or client id, without spending the code', async () => {
    const code = await codeFor();
    expect(await exchange(code, { client_secret: '0'.repeat(32) })).toMatchObject({ error: 100009 });
    expect(await exchange(code, { client_id: '101999999' })).toMatchObject({ error: 100008 });
    expect(await exchange(code)).toHaveProperty('access_token');
  });

  it('refuses a code sent with another redirect_uri, or after 10 minutes', async () => {
    expect(await exchange(await codeFor(), { redirect_uri: `${BROWSER_ORIGIN}/elsewhere` })).toMatchObject({ error: 100010 });
    const code = await codeFor();
    now += 11 * 60 * 1000;
    try {
      expect(await exchange(code)).toMatchObject({ error: 100019 });
    } finally {
      now = Date.now();
    }
  });

  it('answers the openid of a token and the profile only for the token, app and openid that match', async () => {
    const { access_token: accessToken } = (await exchange(await codeFor('王小二'))) as { access_token: string };
    const me = await graph('/oauth2.0/me', { access_token: accessToken, fmt: 'json' });
    expect(me).toEqual({ client_id: SANDBOX_APPIDS.qq, openid: expect.stringMatching(/^[0-9A-F]{32}$/) });
    const openid = String(me.openid);
    const info = await graph('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: SANDBOX_APPIDS.qq, openid });
    expect(info).toMatchObject({ ret: 0, nickname: '王小二', figureurl_qq_2: `${BROWSER_ORIGIN}/sandbox/avatar.svg?name=${encodeURIComponent('王小二')}` });

    expect(await graph('/oauth2.0/me', { access_token: 'forged', fmt: 'json' })).toMatchObject({ error: 100016 });
    expect(await graph('/user/get_user_info', { access_token: 'forged', oauth_consumer_key: SANDBOX_APPIDS.qq, openid })).toMatchObject({ ret: 100016 });
    expect(await graph('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: '1', openid })).toMatchObject({ ret: -1 });
    expect(await graph('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: SANDBOX_APPIDS.qq, openid: 'X' })).toMatchObject({ ret: -1 });
  });

  it('gives the same openid to the same name, and a different one to another name', async () => {
    const openidOf = async (name: string) => {
      const { access_token: accessToken } = (await exchange(await codeFor(name))) as { access_token: string };
      return (await graph('/oauth2.0/me', { access_token: accessToken, fmt: 'json' })).openid;
    };
    expect(await openidOf('Alice')).toBe(await openidOf('Alice'));
    expect(await openidOf('Alice')).not.toBe(await openidOf('Bob'));
  });

  it('is what the adapter talks to: the right app key logs in, a wrong one is refused', async () => {
    const bases = { browser: () => `${BROWSER_ORIGIN}/sandbox/qq`, server: () => `${listeningOrigin(t.app)}/sandbox/qq` };
    const adapter = qqConnectAdapter({ appId: SANDBOX_APPIDS.qq, appKey: sandboxAppSecret(t.secret, 'qq'), bases });
    await expect(adapter.profileOf({ code: await codeFor('小王'), callbackUrl: CALLBACK })).resolves.toMatchObject({ nickname: '小王' });
    const impostor = qqConnectAdapter({ appId: SANDBOX_APPIDS.qq, appKey: 'f'.repeat(32), bases });
    await expect(impostor.profileOf({ code: await codeFor('小王'), callbackUrl: CALLBACK })).rejects.toThrow(/100009/);
  });
});
