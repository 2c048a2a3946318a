import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_HEADER, checkCtkResponseSchema, loginInfoResponseSchema, netStatusResponseSchema, userInfoResponseSchema } from '@toolhub/contracts';
import { issueToken } from '../auth/token';
import { createTestApp, type TestApp } from '../test-support';
import { SANDBOX_APPIDS, appidOf } from './appids';
import { issueLoginToken, userOfLoginToken, verifyLoginToken } from './login-token';
import { TestBrowser } from './test-support/browser';
import { qqJourney, wxJourney } from './test-support/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const loginInfo = async (browser: TestBrowser) => loginInfoResponseSchema.parse((await browser.api('GET', '/api/getLoginInfo')).json()).data;
const LOGIN_COOKIES = ['qbid', 'openid', 'token', 'logintype', 'loginname', 'loginlogo', 'refresh_token', 'appid'];

async function loggedIn(name = '小明') {
  const browser = new TestBrowser(t.app);
  await qqJourney(browser, { name });
  return browser;
}

describe('getLoginInfo', () => {
  it('answers isLogin false to an anonymous visitor, and is never cached', async () => {
    const answer = await new TestBrowser(t.app).api('GET', '/api/getLoginInfo');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ret: 0, data: { isLogin: false } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('hands out a login token bound to the live session', async () => {
    const browser = await loggedIn();
    const { token, qbid } = await loginInfo(browser);
    const user = await userOfLoginToken(t.db, { secret: t.secret, token: token ?? '', guid: browser.cookie('guid') as string, now: Date.now(), appidOf: appidOf(t.config) });
    expect(user).toMatchObject({ qbid, appid: SANDBOX_APPIDS.qq, logintype: 'qq' });
  });
});

describe('logout', () => {
  it('revokes the session and clears the eight cookies; the old cookie and login token are refused', async () => {
    const browser = await loggedIn();
    const { token: loginToken } = await loginInfo(browser);
    const sessionToken = browser.cookie('token') as string;

    const answer = await browser.api('POST', '/api/logout');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ret: 0, data: { isLogin: false } });
    const cleared = new Map(answer.cookies.map((c) => [c.name, c]));
    for (const name of LOGIN_COOKIES) expect(cleared.get(name)?.maxAge, name).toBe(0);
    expect(await loginInfo(browser)).toEqual({ isLogin: false });

    browser.setCookie('token', sessionToken);
    expect(await loginInfo(browser)).toEqual({ isLogin: false });
    expect(await userOfLoginToken(t.db, { secret: t.secret, token: loginToken ?? '', guid: browser.cookie('guid') as string, now: Date.now(), appidOf: appidOf(t.config) })).toBeUndefined();
  });

  it("is the spec's GET too, but a GET from another site (an image, a link: no token) logs nobody out", async () => {
    const browser = await loggedIn();
    const forged = await browser.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('invalid timestamp');
    expect(forged.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect((await loginInfo(browser)).isLogin).toBe(true);

    const answer = await browser.api('GET', '/api/logout');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ret: 0, data: { isLogin: false } });
    expect((await loginInfo(browser)).isLogin).toBe(false);
  });
});

describe('getUserInfor and getNetStatus', () => {
  it('refuses an anonymous visitor with 1101', async () => {
    const answer = await new TestBrowser(t.app).api('GET', '/api/getUserInfor');
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toMatch(/^1101,/);
  });

  it('answers the profile of a QQ and of a WeChat login', async () => {
    const before = Math.floor(Date.now() / 1000);
    const qq = await loggedIn('赵六');
    const qqProfile = userInfoResponseSchema.parse((await qq.api('POST', '/api/getUserInfor')).json()).data;
    expect(qqProfile).toMatchObject({ qbid: qq.cookie('qbid'), nick_name: '赵六', logintype: 'qq', account_type: 4, token_type: 7, appid: SANDBOX_APPIDS.qq });
    expect(qqProfile.created_at).toBeGreaterThanOrEqual(before);
    expect(qqProfile.logo).toContain('/sandbox/avatar.svg');

    const wx = new TestBrowser(t.app);
    await wxJourney(t, wx, { name: '孙七' });
    const wxProfile = userInfoResponseSchema.parse((await wx.api('GET', '/api/getUserInfor')).json()).data;
    expect(wxProfile).toMatchObject({ nick_name: '孙七', logintype: 'wx', account_type: 2, token_type: 2, appid: SANDBOX_APPIDS.wx });
  });

  it('says the network is up with the server time in seconds', async () => {
    const answer = netStatusResponseSchema.parse((await new TestBrowser(t.app).api('GET', '/api/getNetStatus')).json());
    expect(answer.data.online).toBe(true);
    expect(Math.abs(answer.data.server_time - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('check-ctk', () => {
  const checkCtk = async (browser: TestBrowser, params: Record<string, string>) => {
    const answer = await browser.get(`/login/checkctk?${new URLSearchParams(params)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.filter((c) => LOGIN_COOKIES.includes(c.name))).toEqual([]);
    return checkCtkResponseSchema.parse(answer.json());
  };

  it('trades the refresh token for a fresh login token of the same session, and changes nothing', async () => {
    const browser = await loggedIn();
    const info = await loginInfo(browser);
    const params = { ctk: browser.cookie('refresh_token') as string, openid: info.account_id ?? '', clientid: SANDBOX_APPIDS.qq };
    const answer = await checkCtk(browser, params);
    expect(answer).toMatchObject({ ret: 0, data: { logintype: 'qq', token: expect.any(String) } });
    expect(verifyLoginToken(t.secret, answer.data?.token ?? '')).toEqual(verifyLoginToken(t.secret, info.token ?? ''));
    // Nothing was replaced: the session, its cookie and the ctk all still work.
    expect((await loginInfo(browser)).qbid).toBe(info.qbid);
    expect((await checkCtk(browser, params)).ret).toBe(0);
  });

  it("logs in a host's web view that has no session cookies with its token (the access-token alternative), on that device only, while the session lives", async () => {
    const browser = await loggedIn('宿主');
    const info = await loginInfo(browser);
    const host = new TestBrowser(t.app);
    const traded = await checkCtk(host, { ctk: browser.cookie('refresh_token') as string, openid: info.account_id ?? '', clientid: SANDBOX_APPIDS.qq });
    const asHost = { [LOGIN_TOKEN_HEADER]: traded.data?.token ?? '' };
    const hostInfo = loginInfoResponseSchema.parse((await host.api('GET', '/api/getLoginInfo', asHost)).json()).data;
    expect(hostInfo).toMatchObject({ isLogin: true, qbid: info.qbid, nick_name: '宿主' });
    expect(host.cookie('token')).toBeUndefined();

    // The same token from another device speaks for nobody; nor does a forged one.
    const elsewhere = new TestBrowser(t.app);
    expect(loginInfoResponseSchema.parse((await elsewhere.api('GET', '/api/getLoginInfo', asHost)).json()).data.isLogin).toBe(false);
    const forged = { [LOGIN_TOKEN_HEADER]: `${asHost[LOGIN_TOKEN_HEADER].slice(0, -4)}AAAA` };
    expect(loginInfoResponseSchema.parse((await host.api('GET', '/api/getLoginInfo', forged)).json()).data.isLogin).toBe(false);

    // Logged out where the session began: the host's token ends with it.
    await browser.api('GET', '/api/logout');
    expect(loginInfoResponseSchema.parse((await host.api('GET', '/api/getLoginInfo', asHost)).json()).data.isLogin).toBe(false);
  });

  it('refuses a ctk with another openid or app id, an unknown ctk, missing fields, and a logged-out session', async () => {
    const browser = await loggedIn();
    const info = await loginInfo(browser);
    const good = { ctk: browser.cookie('refresh_token') as string, openid: info.account_id ?? '', clientid: SANDBOX_APPIDS.qq };
    for (const params of [
      { ...good, openid: 'SOMEONE-ELSE' },
      { ...good, clientid: SANDBOX_APPIDS.wx },
      { ...good, ctk: 'not-a-ctk' },
      { ctk: good.ctk, openid: good.openid },
      { ...good, ctk: browser.cookie('token') as string },
    ]) {
      const answer = await checkCtk(browser, params);
      expect(answer.ret, JSON.stringify(params)).toBe(1101);
      expect(answer.data).toBeUndefined();
    }
    await browser.api('POST', '/api/logout');
    expect((await checkCtk(browser, good)).ret).toBe(1101);
  });
});

describe('the login token', () => {
  const session = 'a'.repeat(32);
  const device = 'device-guid-0001';

  it('verifies to its session and device until it expires', () => {
    const { token, expiresAt } = issueLoginToken(t.secret, { sessionId: session, guid: device }, 1_000_000);
    expect(expiresAt).toBe(1000 + 2 * 3600);
    expect(verifyLoginToken(t.secret, token, 1_000_000)).toEqual({ sessionId: session, guid: device });
    expect(verifyLoginToken(t.secret, token, (expiresAt + 1) * 1000)).toBeUndefined();
  });

  it('refuses a tampered token (session, device or expiry), another secret, and a device token of /api/getToken', () => {
    const { token } = issueLoginToken(t.secret, { sessionId: session, guid: device });
    const [version, id, guid, expiry, signature] = token.split('.');
    expect(verifyLoginToken(t.secret, [version, 'b'.repeat(32), guid, expiry, signature].join('.'))).toBeUndefined();
    expect(verifyLoginToken(t.secret, [version, id, Buffer.from('another-device').toString('base64url'), expiry, signature].join('.'))).toBeUndefined();
    expect(verifyLoginToken(t.secret, [version, id, guid, String(Number(expiry) + 3600), signature].join('.'))).toBeUndefined();
    expect(verifyLoginToken('another-secret', token)).toBeUndefined();
    expect(verifyLoginToken(t.secret, issueToken(t.secret, session).token)).toBeUndefined();
    expect(verifyLoginToken(t.secret, '')).toBeUndefined();
  });

  it('speaks for its user only from the device it was handed to (issue 15, W7)', async () => {
    const browser = await loggedIn();
    const { token } = await loginInfo(browser);
    const guid = browser.cookie('guid') as string;
    const lookup = (from: string) => userOfLoginToken(t.db, { secret: t.secret, token: token ?? '', guid: from, now: Date.now(), appidOf: () => SANDBOX_APPIDS.qq });
    expect((await lookup(guid))?.qbid).toBe((await loginInfo(browser)).qbid);
    expect(await lookup('another-device-0001')).toBeUndefined();
  });
});
