import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { hiddenFields, TestBrowser } from './test-support/browser';
import { loginResultOf } from './test-support/flows';

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const isLoggedIn = async (browser: TestBrowser) =>
  ((await browser.api('GET', '/api/getLoginInfo')).json() as { data: { isLogin: boolean } }).data.isLogin;

/** A browser that has started a QQ login and consented: the callback URL is ready but not yet visited. */
async function consented(browser: TestBrowser, name = '小明') {
  const consentPage = await browser.follow(await browser.get('/login/qq?logintype=qq&redirect=%2Focr.html&search=%3Fa%3D1'));
  const form = { ...hiddenFields(consentPage.body), user: name, action: 'allow' };
  const consent = await browser.post('/sandbox/qq/oauth2.0/authorize', form);
  return { form, consent, stateCookie: browser.cookie('login_state') as string };
}

describe('the login state', () => {
  it('is accepted once: a replay with a fresh code and the original cookie fails', async () => {
    const browser = new TestBrowser(t.app);
    const { form, consent, stateCookie } = await consented(browser);
    const first = await browser.follow(consent);
    expect(loginResultOf(first)).toBe('ok');
    const token = browser.cookie('token');

    // Another valid code for the same state: only the state can refuse it now.
    const replay = await browser.post('/sandbox/qq/oauth2.0/authorize', form);
    browser.setCookie('login_state', stateCookie, '/login/qq/');
    const second = await browser.follow(replay);
    expect(second.headers.location).toBe('/ocr.html?a=1&th_login=fail');
    expect(second.cookies.find((c) => c.name === 'token')).toBeUndefined();
    // The login that did happen is untouched.
    expect(browser.cookie('token')).toBe(token);
    expect(await isLoggedIn(browser)).toBe(true);
  });

  it('is accepted once even when two callbacks race with it', async () => {
    const browser = new TestBrowser(t.app);
    const { form, consent } = await consented(browser);
    const other = await browser.post('/sandbox/qq/oauth2.0/authorize', form);
    const results = await Promise.all([browser.follow(consent), browser.follow(other)]);
    expect(results.map(loginResultOf).sort()).toEqual(['fail', 'ok']);
  });

  it('is refused from another browser, even one holding the state cookie, and stays valid for its own', async () => {
    const owner = new TestBrowser(t.app);
    const { consent, stateCookie } = await consented(owner);

    const stranger = new TestBrowser(t.app);
    const foreign = await stranger.follow(consent);
    // The stranger learns nothing of where the login started.
    expect(foreign.headers.location).toBe('/?th_login=fail');
    expect(foreign.cookies.find((c) => c.name === 'token')).toBeUndefined();

    stranger.setCookie('login_state', stateCookie, '/login/qq/');
    expect(loginResultOf(await stranger.follow(consent))).toBe('fail');
    expect(await isLoggedIn(stranger)).toBe(false);

    expect(loginResultOf(await owner.follow(consent))).toBe('ok');
  });

  it('is refused without its cookie on the same device', async () => {
    const browser = new TestBrowser(t.app);
    const { consent, stateCookie } = await consented(browser);
    browser.deleteCookie('login_state');
    const withoutCookie = await browser.follow(consent);
    expect(withoutCookie.headers.location).toBe('/ocr.html?a=1&th_login=fail');
    browser.setCookie('login_state', 'some-other-state', '/login/qq/');
    expect(loginResultOf(await browser.follow(consent))).toBe('fail');
    expect(await isLoggedIn(browser)).toBe(false);
    browser.setCookie('login_state', stateCookie, '/login/qq/');
    expect(loginResultOf(await browser.follow(consent))).toBe('ok');
  });

  it('expires after 10 minutes', async () => {
    const browser = new TestBrowser(t.app);
    const started = now;
    try {
      const consentPage = await browser.follow(await browser.get('/login/qq?redirect=%2F'));
      now = started + 11 * 60 * 1000;
      // The code is fresh; only the state is too old.
      const consent = await browser.post('/sandbox/qq/oauth2.0/authorize', { ...hiddenFields(consentPage.body), user: '小明', action: 'allow' });
      expect(loginResultOf(await browser.follow(consent))).toBe('fail');

      now = started;
      const { consent: timely } = await consented(browser);
      now = started + 9 * 60 * 1000;
      expect(loginResultOf(await browser.follow(timely))).toBe('ok');
    } finally {
      now = Date.now();
    }
  });

  it('fails home for an unknown or missing state', async () => {
    const browser = new TestBrowser(t.app);
    for (const url of ['/login/qq/callback?code=ABC&state=made-up', '/login/qq/callback?code=ABC', '/login/wx/callback']) {
      const answer = await browser.get(url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe('/?th_login=fail');
    }
  });

  it('fails when the provider refuses the code', async () => {
    const browser = new TestBrowser(t.app);
    const { consent } = await consented(browser);
    const location = new URL(String(consent.headers.location));
    location.searchParams.set('code', '0123456789ABCDEF0123456789ABCDEF');
    const answer = await browser.get(`${location.pathname}${location.search}`);
    expect(answer.headers.location).toBe('/ocr.html?a=1&th_login=fail');
    expect(await isLoggedIn(browser)).toBe(false);
  });
});
