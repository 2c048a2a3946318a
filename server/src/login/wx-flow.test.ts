import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInfoResponseSchema } from '@toolhub/contracts';
import { createTestApp, type TestApp } from '../test-support';
import { SANDBOX_APPIDS } from './appids';
import { sandboxAppSecret } from './sandbox/app';
import { BROWSER_ORIGIN, hiddenFields, listeningOrigin, TestBrowser } from './test-support/browser';
import { loginResultOf, poll, qrPageConfig, wxJourney } from './test-support/flows';

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const sandboxApi = (path: string, params: Record<string, string>) =>
  fetch(`${listeningOrigin(t.app)}/sandbox/wx${path}?${new URLSearchParams(params)}`).then((r) => r.json() as Promise<Record<string, unknown>>);

describe('WeChat QR login through the sandbox', () => {
  it('sends the browser to qrconnect, with the in-frame options when embedded', async () => {
    const browser = new TestBrowser(t.app);
    const plain = await browser.get('/login/wx?logintype=wx&redirect=%2F');
    expect(plain.statusCode).toBe(302);
    const target = String(plain.headers.location);
    expect(target.endsWith('#wechat_redirect')).toBe(true);
    const url = new URL(target);
    expect(`${url.origin}${url.pathname}`).toBe(`${BROWSER_ORIGIN}/sandbox/wx/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: SANDBOX_APPIDS.wx,
      redirect_uri: `${BROWSER_ORIGIN}/login/wx/callback`,
      response_type: 'code',
      scope: 'snsapi_login',
      state: expect.any(String),
    });
    expect(plain.cookies.find((c) => c.name === 'login_state')).toMatchObject({ path: '/login/wx/', sameSite: 'Lax', httpOnly: true });

    const embedded = new URL(String((await browser.get('/login/wx?logintype=wx&redirect=%2F&embed=1')).headers.location));
    expect(embedded.searchParams.get('login_type')).toBe('jssdk');
    expect(embedded.searchParams.get('self_redirect')).toBe('default');
  });

  it('shows a QR code of the phone page, the scan prompt and a link to scan on this machine', async () => {
    const browser = new TestBrowser(t.app);
    const page = await browser.follow(await browser.get('/login/wx?redirect=%2F&embed=1'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('请使用微信扫描二维码登录');
    expect(page.body).toMatch(/<svg[^>]*viewBox/);
    const config = qrPageConfig(page.body);
    expect(config.confirmUrl).toMatch(new RegExp(`^${BROWSER_ORIGIN}/sandbox/wx/connect/confirm\\?uuid=[\\w-]+$`));
    expect(config.redirectUri).toBe(`${BROWSER_ORIGIN}/login/wx/callback`);
    // Framed in the login panel, the page sends the top window back after the scan.
    expect(config.topWindow).toBe(true);
    expect(page.body).toContain('在本机模拟扫码');
  });

  it('logs in: the poll goes 408 → 404 → 405 with a code, and getLoginInfo shows the WeChat account', async () => {
    const browser = new TestBrowser(t.app);
    const journey = await wxJourney(t, browser, { name: '小红', redirect: '/ocr.html', search: '?b=2', embed: true });
    expect(journey.confirmPage.statusCode).toBe(200);
    expect(journey.confirmPage.body).toContain('确认登录');
    expect(journey.confirm.statusCode).toBe(200);
    expect(journey.confirm.body).toContain('已确认登录');
    expect(journey.statuses).toEqual([408, 404, 405]);
    expect(journey.code).toMatch(/^[0-9A-F]{32}$/);
    expect(journey.callback.statusCode).toBe(302);
    expect(journey.callback.headers.location).toBe('/ocr.html?b=2&th_login=ok');

    const info = loginInfoResponseSchema.parse((await browser.api('GET', '/api/getLoginInfo')).json()).data;
    expect(info).toMatchObject({ isLogin: true, nick_name: '小红', logintype: 'wx', appid: SANDBOX_APPIDS.wx, account_type: 2, token_type: 2 });
    expect(info.account_id).toMatch(/^o[\w-]{27}$/);
    expect(browser.cookie('logintype')).toBe('wx');
  });

  it('says same when the same WeChat person logs in again on this browser', async () => {
    const browser = new TestBrowser(t.app);
    expect(loginResultOf((await wxJourney(t, browser, { name: 'Alice' })).callback)).toBe('ok');
    expect(loginResultOf((await wxJourney(t, browser, { name: 'Alice' })).callback)).toBe('same');
  });

  it('holds a long poll until the status moves on', async () => {
    const browser = new TestBrowser(t.app);
    const config = qrPageConfig((await browser.follow(await browser.get('/login/wx?redirect=%2F'))).body);
    const held = poll(browser, config.pollUrl, 408);
    let settled = false;
    void held.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(settled).toBe(false);
    const confirmUrl = new URL(config.confirmUrl);
    await new TestBrowser(t.app).get(`${confirmUrl.pathname}${confirmUrl.search}`);
    expect((await held).errcode).toBe(404);
  });

  it('answers 403 when the phone cancels and 402 once the code has expired', async () => {
    const browser = new TestBrowser(t.app);
    const cancelled = qrPageConfig((await browser.follow(await browser.get('/login/wx?redirect=%2F'))).body);
    const phone = new TestBrowser(t.app);
    const url = new URL(cancelled.confirmUrl);
    const confirmPage = await phone.get(`${url.pathname}${url.search}`);
    await phone.post('/sandbox/wx/connect/confirm', { ...hiddenFields(confirmPage.body), user: '小明', action: 'cancel' });
    expect(await poll(browser, cancelled.pollUrl)).toMatchObject({ errcode: 403, code: '' });

    const stale = qrPageConfig((await browser.follow(await browser.get('/login/wx?redirect=%2F'))).body);
    expect((await poll(browser, stale.pollUrl)).errcode).toBe(408);
    now += 6 * 60 * 1000;
    try {
      expect((await poll(browser, stale.pollUrl)).errcode).toBe(402);
      const late = new URL(stale.confirmUrl);
      const latePage = await phone.get(`${late.pathname}${late.search}`);
      expect(latePage.statusCode).toBe(410);
      expect(latePage.body).toContain('二维码已失效');
    } finally {
      now = Date.now();
    }
    expect((await poll(browser, '/sandbox/wx/connect/l/qrconnect?uuid=nope')).errcode).toBe(402);
  });

  it('refuses a code used twice, a wrong secret or appid, and a foreign access token', async () => {
    const browser = new TestBrowser(t.app);
    const journey = await wxJourney(t, browser, { name: '小明' });
    const secret = sandboxAppSecret(t.secret, 'wx');
    const exchange = (overrides: Record<string, string>) =>
      sandboxApi('/sns/oauth2/access_token', { appid: SANDBOX_APPIDS.wx, secret, code: journey.code, grant_type: 'authorization_code', ...overrides });
    // The callback already redeemed this code.
    expect(await exchange({})).toEqual({ errcode: 40163, errmsg: 'code been used' });

    const fresh = await wxJourneyCodeOnly();
    expect(await exchange({ code: fresh, secret: 'not-the-secret' })).toMatchObject({ errcode: 40125 });
    expect(await exchange({ code: fresh, appid: 'wxsomeoneelse' })).toMatchObject({ errcode: 40013 });
    const granted = await exchange({ code: fresh });
    expect(granted).toMatchObject({ access_token: expect.any(String), openid: expect.stringMatching(/^o/), scope: 'snsapi_login' });
    expect(await exchange({ code: fresh })).toMatchObject({ errcode: 40163 });

    const profile = await sandboxApi('/sns/userinfo', { access_token: String(granted.access_token), openid: String(granted.openid) });
    expect(profile).toMatchObject({ openid: granted.openid, nickname: '小明', unionid: granted.unionid });
    expect(await sandboxApi('/sns/userinfo', { access_token: 'forged', openid: String(granted.openid) })).toMatchObject({ errcode: 40001 });
    expect(await sandboxApi('/sns/userinfo', { access_token: String(granted.access_token), openid: 'oSomeoneElse' })).toMatchObject({ errcode: 40003 });
  });
});

/** A confirmed code that nobody has redeemed yet (the journey stops before the callback). */
async function wxJourneyCodeOnly(): Promise<string> {
  const browser = new TestBrowser(t.app);
  const config = qrPageConfig((await browser.follow(await browser.get('/login/wx?redirect=%2F'))).body);
  const phone = new TestBrowser(t.app);
  const url = new URL(config.confirmUrl);
  const page = await phone.get(`${url.pathname}${url.search}`);
  await phone.post('/sandbox/wx/connect/confirm', { ...hiddenFields(page.body), user: '小明', action: 'allow' });
  return (await poll(browser, config.pollUrl)).code;
}
