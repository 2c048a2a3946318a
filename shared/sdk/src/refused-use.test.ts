/**
 * A refused use as the visitor is told it, against a loopback server that answers as the hub's
 * does: the request layer, login, quota and tip modules are the real ones.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EQUITY_TEXT } from '@toolhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const TEXTS = {
  [EQUITY_TEXT.tipNoLogin]: '登录后每天可免费使用#次',
  [EQUITY_TEXT.tipNoLoginTried]: '今日免费试用已用完，登录后每天可免费使用#次',
  [EQUITY_TEXT.tipNoEquity]: '今日剩余#次，开通会员低至#元/月享无限次',
  [EQUITY_TEXT.tipNoEquityNoPrice]: '今日剩余#次，开通会员享无限次',
};

/** What the fake hub answers: who is logged in, and the refusal of a use. */
const hub = { loggedIn: false, refusal: '2,今日次数已用完，请明天再来', loginFreePerDay: 3 as number | undefined };
let server: http.Server;

function answer(path: string): { status: number; body: unknown } {
  switch (path) {
    case '/api/getToken':
      return { status: 200, body: { ret: 0, data: { token: 't', expires_at: Math.floor(Date.now() / 1000) + 3600 } } };
    case '/api/getLoginInfo':
      return { status: 200, body: hub.loggedIn ? { ret: 0, data: { qbid: 'q1', appid: 'a' } } : { ret: 0, data: {} } };
    case '/api/getEquitySceneText':
      return { status: 200, body: { ret: 0, data: { copywritingMap: Object.fromEntries(Object.entries(TEXTS).map(([id, content]) => [id, { content }])), extInfo: { sceneNumber: 1 } } } };
    case '/api/getEquityConsumeCount': {
      const loginFree = !hub.loggedIn && hub.loginFreePerDay !== undefined ? { loginFreePerDay: hub.loginFreePerDay } : {};
      return { status: 200, body: { ret: 0, data: { leftTime: 0, isPaid: false, ...loginFree } } };
    }
    case '/api/consumeCount':
      return { status: 403, body: hub.refusal };
    default:
      return { status: 404, body: 'not found' };
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const { status, body } = answer((req.url ?? '').split('?')[0]);
      res.statusCode = status;
      res.setHeader('content-type', typeof body === 'string' ? 'text/plain' : 'application/json');
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function page() {
  vi.resetModules();
  const sdk = await import('./index');
  sdk.configureSdk({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  const dialogs = () => sdk.sdkStore.get(sdk.dialogsAtom).map((dialog) => dialog.message);
  const loginTitle = () => sdk.sdkStore.get(sdk.loginPanelAtom)?.title;
  return { sdk, dialogs, loginTitle };
}

beforeEach(() => Object.assign(hub, { loggedIn: false, refusal: '2,今日次数已用完，请明天再来', loginFreePerDay: 3 }));

describe('a refused use, not logged in', () => {
  it("is never '请明天再来': the login panel says what a login brings (the catalogue's code 2)", async () => {
    const { sdk, dialogs, loginTitle } = await page();
    const result = await sdk.consume('basic_ocr');
    expect(result.accepted).toBe(false);
    await vi.waitFor(() => expect(loginTitle()).toBe('今日免费试用已用完，登录后每天可免费使用3次'));
    expect(dialogs()).toEqual([]);
  });

  it('is told the same way when the server asks for a login (1101)', async () => {
    hub.refusal = '1101,请登录后使用';
    const { sdk, dialogs, loginTitle } = await page();
    await sdk.consume('basic_ocr');
    await vi.waitFor(() => expect(loginTitle()).toBe('今日免费试用已用完，登录后每天可免费使用3次'));
    expect(dialogs()).toEqual([]);
  });

  it('hands a screen that words failures itself the invitation, and opens the panel', async () => {
    hub.refusal = '1101,请登录后使用';
    const { sdk, loginTitle } = await page();
    expect(await sdk.tellRefusedUse('basic_ocr', 1101)).toBe('今日免费试用已用完，登录后每天可免费使用3次');
    expect(loginTitle()).toBe('今日免费试用已用完，登录后每天可免费使用3次');
    expect(await sdk.tellRefusedUse('basic_ocr', 1201)).toBeUndefined();
  });

  it("asks to log in plainly where a login brings no free use, or the server did not say ('请先登录')", async () => {
    hub.loginFreePerDay = 0;
    const first = await page();
    expect(await first.sdk.tellRefusedUse('basic_ocr', 2)).toBe('请先登录');
    hub.loginFreePerDay = undefined;
    const second = await page();
    expect(await second.sdk.tellRefusedUse('basic_ocr', 2)).toBe('请先登录');
  });
});

describe('a refused use, logged in', () => {
  it("keeps the catalogue's '请明天再来', true for a visitor without equity and paid uses, and opens no login panel", async () => {
    hub.loggedIn = true;
    const { sdk, dialogs, loginTitle } = await page();
    await sdk.getLoginInfo();
    await sdk.consume('basic_ocr');
    await vi.waitFor(() => expect(dialogs()).toEqual(['今日次数已用完，请明天再来']));
    expect(loginTitle()).toBeUndefined();
    expect(await sdk.tellRefusedUse('basic_ocr', 2)).toBeUndefined();
  });
});
