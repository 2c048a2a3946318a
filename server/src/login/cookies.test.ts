/**
 * Every cookie the hub sets, as a browser receives it over a visit, both logins and a logout
 * (issue 15, W6): Secure, on the hub's own host only (no Domain attribute), HttpOnly (no page
 * script reads any of them), SameSite=Strict for the spec's login cookies, and no longer-lived
 * than the spec says: the user id 3650 days, a login its session's 30 days.
 */
import { USER_ID_COOKIE_DAYS } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { LOGIN_COOKIES, SESSION_DAYS } from './sessions';
import { TestBrowser } from './test-support/browser';
import { qqJourney, wxJourney } from './test-support/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600;

describe('the cookies the hub sets', () => {
  it('are all Secure, host-only and HttpOnly, with the spec names and lifetimes', async () => {
    const qq = new TestBrowser(t.app);
    await qq.get('/');
    await qqJourney(qq);
    await qq.api('POST', '/api/logout');
    const wx = new TestBrowser(t.app);
    await wxJourney(t, wx);
    const cookies = [...qq.cookiesSet, ...wx.cookiesSet];

    const names = new Set(cookies.map((cookie) => cookie.name));
    for (const name of ['guid', 'login_state', ...LOGIN_COOKIES]) expect(names, name).toContain(name);
    for (const cookie of cookies) {
      const what = `${cookie.name} (max-age ${cookie.maxAge})`;
      expect(cookie.secure, what).toBe(true);
      expect(cookie.domain, what).toBeUndefined();
      expect(cookie.httpOnly, what).toBe(true);
      expect(cookie.maxAge, what).toBeDefined();
      if ((LOGIN_COOKIES as readonly string[]).includes(cookie.name)) {
        expect(cookie.sameSite, what).toBe('Strict');
        expect(cookie.maxAge as number, what).toBeLessThanOrEqual(SESSION_DAYS * DAY);
      }
      if (cookie.name === 'guid') expect(cookie.maxAge, what).toBe(USER_ID_COOKIE_DAYS * DAY);
    }
  });
});
