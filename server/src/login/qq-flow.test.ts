import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInfoResponseSchema } from '@toolhub/contracts';
import { createTestApp, type TestApp } from '../test-support';
import { SANDBOX_APPIDS } from './appids';
import { verifyLoginToken } from './login-token';
import { BROWSER_ORIGIN, hiddenFields, TestBrowser } from './test-support/browser';
import { loginResultOf, qqJourney } from './test-support/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The adapter's server-to-server calls reach the sandbox on the listening address.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const loginInfo = async (browser: TestBrowser) => loginInfoResponseSchema.parse((await browser.api('GET', '/api/getLoginInfo')).json()).data;

describe('QQ login through the sandbox', () => {
  it('sends the browser to the authorize page with a state bound to a Lax login_state cookie', async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.get('/login/qq?logintype=qq&redirect=%2Focr.html&search=%3Fa%3D1');
    expect(start.statusCode).toBe(302);
    const target = new URL(String(start.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${BROWSER_ORIGIN}/sandbox/qq/oauth2.0/authorize`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      response_type: 'code',
      client_id: SANDBOX_APPIDS.qq,
      redirect_uri: `${BROWSER_ORIGIN}/login/qq/callback`,
      state: expect.stringMatching(/^[\w-]{32}$/),
      scope: 'get_user_info',
    });
    const stateCookie = start.cookies.find((c) => c.name === 'login_state');
    expect(stateCookie).toMatchObject({
      value: target.searchParams.get('state'),
      path: '/login/qq/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
  });

  it('shows a consent page with the app, preset test users and the two buttons', async () => {
    const browser = new TestBrowser(t.app);
    const page = await browser.follow(await browser.get('/login/qq?redirect=%2F'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of ['Toolhub 小工具', '小明', '小红', 'Alice', '授权并登录', '取消', 'name="custom_name"', 'name="viewport"']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toMatch(/<form method="post" action="\/sandbox\/qq\/oauth2.0\/authorize">/);
  });

  it('logs in: eight cookies with the spec attributes, then getLoginInfo shows the QQ account', async () => {
    const browser = new TestBrowser(t.app);
    const { consent, callback } = await qqJourney(browser, { name: '小红' });
    expect(consent.statusCode).toBe(302);
    expect(String(consent.headers.location)).toMatch(new RegExp(`^${BROWSER_ORIGIN}/login/qq/callback\\?code=[0-9A-F]{32}&state=`));
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/ocr.html?a=1&th_login=ok');

    const set = new Map(callback.cookies.map((c) => [c.name, c]));
    for (const name of ['qbid', 'openid', 'token', 'logintype', 'loginname', 'loginlogo', 'refresh_token', 'appid']) {
      expect(set.get(name), name).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
      expect(set.get(name)?.httpOnly, name).toBe(true);
      expect(set.get(name)?.maxAge, name).toBe(30 * 24 * 3600);
    }
    expect(set.get('logintype')?.value).toBe('qq');
    expect(set.get('loginname')?.value).toBe('小红');
    expect(set.get('appid')?.value).toBe(SANDBOX_APPIDS.qq);
    expect(set.get('openid')?.value).toMatch(/^[0-9A-F]{32}$/);
    // The state cookie is spent.
    expect(callback.cookies.find((c) => c.name === 'login_state')).toMatchObject({ path: '/login/qq/', maxAge: 0 });

    const info = await loginInfo(browser);
    expect(info).toMatchObject({
      isLogin: true,
      qbid: set.get('qbid')?.value,
      nick_name: '小红',
      account_id: set.get('openid')?.value,
      appid: SANDBOX_APPIDS.qq,
      logintype: 'qq',
      account_type: 4,
      token_type: 7,
    });
    expect(info.logo).toContain('/sandbox/avatar.svg?name=');
    // data.token is a signed login token, never the HttpOnly session cookie.
    expect(info.token).not.toBe(browser.cookie('token'));
    expect(verifyLoginToken(t.secret, info.token ?? '')).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f]{32}$/), guid: browser.cookie('guid') });
  });

  it('says ok for a new account, same for the same one again, ok again when the account changes', async () => {
    const browser = new TestBrowser(t.app);
    const first = await qqJourney(browser, { name: 'Alice' });
    expect(loginResultOf(first.callback)).toBe('ok');
    const qbid = browser.cookie('qbid');
    const again = await qqJourney(browser, { name: 'Alice' });
    expect(loginResultOf(again.callback)).toBe('same');
    expect(browser.cookie('qbid')).toBe(qbid);
    const other = await qqJourney(browser, { name: '测试员甲' });
    expect(loginResultOf(other.callback)).toBe('ok');
    expect(browser.cookie('qbid')).not.toBe(qbid);
    expect((await loginInfo(browser)).nick_name).toBe('测试员甲');
  });

  it('issues a new token at every login and refuses the previous one', async () => {
    const browser = new TestBrowser(t.app);
    await qqJourney(browser, { name: '小明' });
    const firstToken = browser.cookie('token') as string;
    await qqJourney(browser, { name: '小明' });
    const secondToken = browser.cookie('token') as string;
    expect(secondToken).not.toBe(firstToken);
    expect((await loginInfo(browser)).isLogin).toBe(true);
    browser.setCookie('token', firstToken);
    expect(await loginInfo(browser)).toEqual({ isLogin: false });
  });

  it('revokes the earlier session even when the Strict token cookie does not come along on the redirect back', async () => {
    const browser = new TestBrowser(t.app);
    await qqJourney(browser);
    const firstToken = browser.cookie('token') as string;
    // The start is a same-site navigation: the Strict cookie comes along, and the login remembers it.
    const consentPage = await browser.follow(await browser.get('/login/qq?redirect=%2F'));
    const consent = await browser.post('/sandbox/qq/oauth2.0/authorize', { ...hiddenFields(consentPage.body), user: '小明', action: 'allow' });
    // A cross-site redirect from the provider carries no SameSite=Strict cookie.
    browser.deleteCookie('token');
    const callback = await browser.follow(consent);
    expect(loginResultOf(callback)).toBe('same');
    browser.setCookie('token', firstToken);
    expect(await loginInfo(browser)).toEqual({ isLogin: false });
  });

  it("cannot end someone else's session with the user id their page shows (the device guid)", async () => {
    const victim = new TestBrowser(t.app);
    await qqJourney(victim, { name: '受害者' });
    expect((await loginInfo(victim)).isLogin).toBe(true);
    // The guid is on every page as 用户ID: an attacker copies it into a browser of their own
    // (their cookie jar holds it as the guid cookie) and logs in, as themselves, there.
    const victimGuid = (await victim.get('/')).body.match(/"guid":"([^"]+)"/)?.[1] as string;
    expect(victimGuid).toBeTruthy();
    const attacker = new TestBrowser(t.app);
    attacker.setCookie('guid', victimGuid);
    await qqJourney(attacker, { name: '攻击者' });
    expect((await loginInfo(attacker)).nick_name).toBe('攻击者');
    // The victim is still logged in.
    expect(await loginInfo(victim)).toMatchObject({ isLogin: true, nick_name: '受害者' });
  });

  it('fails back to the original page when the visitor cancels on the consent page', async () => {
    const browser = new TestBrowser(t.app);
    const consentPage = await browser.follow(await browser.get('/login/qq?redirect=%2Fpdf.html&search=%3Fx%3D2'));
    const cancel = await browser.post('/sandbox/qq/oauth2.0/authorize', { ...hiddenFields(consentPage.body), user: '小明', action: 'cancel' });
    expect(cancel.statusCode).toBe(302);
    expect(new URL(String(cancel.headers.location)).searchParams.get('code')).toBeNull();
    const callback = await browser.follow(cancel);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/pdf.html?x=2&th_login=fail');
    expect(callback.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(await loginInfo(browser)).toEqual({ isLogin: false });
  });

  it('comes back only to a path of the hub', async () => {
    // "/.//evil.example" and "/x/..//evil.example" normalise to "//evil.example": a path that checked fine as text.
    for (const redirect of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example', '/x/..//evil.example', '/%2e%2e//evil.example']) {
      const browser = new TestBrowser(t.app);
      const { callback } = await qqJourney(browser, { redirect, search: '?a=1' });
      expect(callback.headers.location, redirect).toBe('/?a=1&th_login=ok');
    }
    const browser = new TestBrowser(t.app);
    const { callback } = await qqJourney(browser, { redirect: '/tools/ocr.html', search: 'not-a-query' });
    expect(callback.headers.location).toBe('/tools/ocr.html?th_login=ok');
  });

  it('refuses an unregistered redirect_uri or client_id on the authorize page', async () => {
    const browser = new TestBrowser(t.app);
    const params = (overrides: Record<string, string>) =>
      new URLSearchParams({
        response_type: 'code',
        client_id: SANDBOX_APPIDS.qq,
        redirect_uri: `${BROWSER_ORIGIN}/login/qq/callback`,
        state: 's',
        scope: 'get_user_info',
        ...overrides,
      });
    const good = await browser.get(`/sandbox/qq/oauth2.0/authorize?${params({})}`);
    expect(good.statusCode).toBe(200);
    const evil = await browser.get(`/sandbox/qq/oauth2.0/authorize?${params({ redirect_uri: 'https://evil.example/login/qq/callback' })}`);
    expect(evil.statusCode).toBe(400);
    expect(evil.body).toContain('100010');
    const stranger = await browser.get(`/sandbox/qq/oauth2.0/authorize?${params({ client_id: '999' })}`);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('100008');
    // The form post is checked the same way: no code leaves for an unregistered address.
    const post = await browser.post('/sandbox/qq/oauth2.0/authorize', {
      ...Object.fromEntries(params({ redirect_uri: 'https://evil.example/cb' })),
      user: '小明',
      action: 'allow',
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('draws the sandbox avatars as SVG', async () => {
    const avatar = await new TestBrowser(t.app).get('/sandbox/avatar.svg?name=%E5%B0%8F%E7%BA%A2');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('>红</text>');
  });
});
