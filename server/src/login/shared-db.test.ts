import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { hiddenFields, TestBrowser } from './test-support/browser';
import { loginResultOf, poll, qrPageConfig } from './test-support/flows';

// Two server processes on one database, as behind a load balancer: every step of a login may
// land on either, and the sandbox providers' state is shared like the hub's own.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ db: first.db });
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const isLoggedInOn = async (browser: TestBrowser, t: TestApp) => {
  browser.app = t.app;
  return ((await browser.api('GET', '/api/getLoginInfo')).json() as { data: { isLogin: boolean } }).data.isLogin;
};

describe('login across two server processes', () => {
  it('QQ: starts on one, consents on the other, comes back on the first', async () => {
    const browser = new TestBrowser(first.app);
    const start = await browser.get('/login/qq?redirect=%2Fa.html');
    browser.app = second.app;
    const page = await browser.follow(start);
    const consent = await browser.post('/sandbox/qq/oauth2.0/authorize', { ...hiddenFields(page.body), user: 'Alice', action: 'allow' });
    browser.app = first.app;
    const callback = await browser.follow(consent);
    expect(callback.headers.location).toBe('/a.html?th_login=ok');
    expect(await isLoggedInOn(browser, second)).toBe(true);
  });

  it('WeChat: the QR page on one, the phone on the other, the poll and the callback on either', async () => {
    const browser = new TestBrowser(first.app);
    const config = qrPageConfig((await browser.follow(await browser.get('/login/wx?redirect=%2F'))).body);
    const phone = new TestBrowser(second.app);
    const confirmUrl = new URL(config.confirmUrl);
    const confirmPage = await phone.get(`${confirmUrl.pathname}${confirmUrl.search}`);
    expect((await poll(browser, config.pollUrl)).errcode).toBe(404);
    await phone.post('/sandbox/wx/connect/confirm', { ...hiddenFields(confirmPage.body), user: '小红', action: 'allow' });
    browser.app = second.app;
    const { errcode, code } = await poll(browser, config.pollUrl);
    expect(errcode).toBe(405);
    const callback = await browser.get(`/login/wx/callback?${new URLSearchParams({ code, state: config.state })}`);
    expect(loginResultOf(callback)).toBe('ok');
    expect(await isLoggedInOn(browser, first)).toBe(true);
  });
});
