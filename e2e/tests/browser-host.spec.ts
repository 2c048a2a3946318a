import { NATIVE_BRIDGE_GLOBAL, TELEMETRY_PATH, telemetryBatchSchema, type TelemetryEvent } from '@toolhub/contracts';
import { devices, expect, test, type Page } from '@playwright/test';
import { logInWithQq } from './journeys';

/** The vendor's mobile browser, as its user agent names it (the UA marker the SDK reads). */
const HOST_UA = 'Mozilla/5.0 (Linux; U; Android 13; zh-cn; V2307A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/15.0 Mobile Safari/537.36';
const HOST_QUA2 = 'QV=3&PL=ADR&PR=QB&PP=com.tencent.mtt&PPVN=15.0.0.0&MO=V2307A&BR=vivo';

/**
 * The browser host's native JS API, injected before the page's own script as the host does: it
 * answers the device calls, records every call, accepts share and the pay frame — and never
 * answers getQ36, as a host that hangs.
 */
function installFakeHost({ global, qua2, account }: { global: string; qua2: string; account?: Record<string, unknown> }) {
  const calls: { name: string; args: unknown }[] = [];
  // The host's own login: once prompted, its account (with the session's ctk) is there, reloads included.
  const LOGGED_IN = 'fake-host-logged-in';
  const answers: Record<string, unknown> = { getGuid: 'host-guid-0001', getQua2: qua2, getConnectionType: 'wifi', getVersion: '15.0.0.0', share: true, setShareInfo: true, openPayFrame: true };
  const answerOf = (name: string) => {
    if (name === 'promptLogin') {
      if (account) sessionStorage.setItem(LOGGED_IN, '1');
      return Boolean(account);
    }
    if (name === 'getAccountInfo') return sessionStorage.getItem(LOGGED_IN) ? account : null;
    return answers[name];
  };
  (window as unknown as Record<string, unknown>)[global] = {
    call(name: string, args: unknown, reply: (answer: unknown) => void) {
      calls.push({ name, args });
      if (name === 'getQ36' || name === 'onLoginChange') return;
      setTimeout(() => reply(answerOf(name)), 10);
    },
  };
  (window as unknown as { hostCalls: typeof calls }).hostCalls = calls;
}

const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as { hostCalls: { name: string; args: Record<string, unknown> }[] }).hostCalls);

test.use({ ...devices['Pixel 7'], userAgent: HOST_UA });

test('in the browser host: device ids from the bridge (a call that never answers falls back after 1000 ms) and the native share', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(installFakeHost, { global: NATIVE_BRIDGE_GLOBAL, qua2: HOST_QUA2 });
  const sent: TelemetryEvent[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TELEMETRY_PATH) sent.push(...telemetryBatchSchema.parse(JSON.parse(request.postData() ?? '{}')).events);
  });

  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();

  // The host's device ids reach telemetry; its hung getQ36 cost a second, then the page went on
  // without it and reported the missing qimei36 (spec §8).
  await expect.poll(() => sent.find((event) => event.name === 'error' && event.error?.source === 'host')?.error?.message, { timeout: 15_000 }).toBe('the browser host gave no qimei36');
  const later = sent.filter((event) => event.context.guid === 'host-guid-0001');
  expect(later.length).toBeGreaterThan(0);
  expect(later[0].context).toMatchObject({ host: 'browser', is_pc: false, qua2: HOST_QUA2, qimei36: '' });
  expect(later[0].fields.aid).toMatch(/^_\d{13}__host-guid-0001_$/);

  // The page told the host what to share; the share button opens the host's own sheet.
  const askedShareInfo = (await hostCalls(page)).find((call) => call.name === 'setShareInfo');
  expect(askedShareInfo?.args).toMatchObject({ title: expect.stringContaining('房贷计算器') });
  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(async () => (await hostCalls(page)).filter((call) => call.name === 'share').length).toBe(1);
  const shared = (await hostCalls(page)).find((call) => call.name === 'share');
  expect(String(shared?.args.link)).toMatch(/\/mortgage-calculator\.html\?.*callfrom=share_qb/);
  await expect(page.getByText('请点击右上角进行分享')).toHaveCount(0);
});

test("in the browser host: login through the host's account (check-ctk), then pay in the native frame", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Someone logged in to the hub in the host's own login (here: the sandbox QQ login in a page of
  // its own); the host keeps the session's refresh token as its account's ctk.
  const hostLogin = await browser.newContext({ ...devices['Desktop Chrome'] });
  const web = await hostLogin.newPage();
  await web.goto('/mortgage-calculator.html');
  await web.getByRole('banner').getByRole('button', { name: '立即登录' }).click();
  await logInWithQq(web, '宿主用户', '立即登录');
  await expect(web.getByRole('banner').getByText('宿主用户')).toBeVisible();
  const cookies = Object.fromEntries((await hostLogin.cookies()).map((cookie) => [cookie.name, cookie.value]));
  await hostLogin.close();
  const account = { qbid: cookies.qbid, mode: 2, uin: cookies.openid, ctk: cookies.refresh_token, appid: cookies.appid, nickName: '宿主用户' };

  // The host's web view has none of those cookies: the page logs in through the host's account.
  await page.addInitScript(installFakeHost, { global: NATIVE_BRIDGE_GLOBAL, qua2: HOST_QUA2, account });
  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  // Not logged in at the host yet: the host's own login is asked for, then its ctk traded.
  await expect.poll(async () => (await hostCalls(page)).some((call) => call.name === 'promptLogin')).toBe(true);
  await expect(page.getByText('登录成功')).toBeVisible();
  // The host shows its own account (the page's header has none there): the page reads the quota as this person's.
  await expect(page.getByRole('button', { name: /今日剩余\d+次/ })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

  // Paying opens the host's native frame with the same-host pay page; the page shows no overlay of its own.
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await expect.poll(async () => (await hostCalls(page)).some((call) => call.name === 'openPayFrame')).toBe(true);
  const frame = (await hostCalls(page)).find((call) => call.name === 'openPayFrame');
  expect(String(frame?.args.url)).toMatch(new RegExp(`^${new URL(page.url()).origin}/[^?]*\\?appid=tool&scene=new_pc_entry_bangxm&from=web`));
  await expect(page.getByRole('dialog', { name: '开通会员' })).toHaveCount(0);

  // A reload: the host is logged in, so the page is at once, without asking.
  await page.reload();
  await expect(page.getByRole('button', { name: /今日剩余\d+次/ })).toBeVisible();
  expect((await hostCalls(page)).filter((call) => call.name === 'promptLogin')).toEqual([]);
});

test.describe('in a chat app', () => {
  test.use({ userAgent: `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN` });

  test('the share button shows 请点击右上角进行分享', async ({ page }) => {
    await page.goto('/mortgage-calculator.html');
    await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('请点击右上角进行分享')).toBeVisible();
  });

  test("the share card of the app's menu: the JS-SDK is configured with the hub's signature for this page and given the tool's title and a share_wx link", async ({ page }) => {
    // A stand-in for the app's JS-SDK: `wx.config` asks the (sandbox) account whether the
    // signature is right for this page, as the client asks WeChat; the cards set are recorded.
    await page.addInitScript(() => {
      type Card = Record<string, string>;
      const record = { answer: '', cards: [] as Card[], timeline: [] as Card[] };
      const waiting = { ready: [] as (() => void)[], error: [] as ((failure: { errMsg: string }) => void)[] };
      Object.assign(window, {
        chatAppRecord: record,
        wx: {
          config(options: object) {
            void fetch('/sandbox/wxmp/client/config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...options, url: location.href.split('#')[0] }) })
              .then((response) => response.json())
              .then(({ errMsg }: { errMsg: string }) => {
                record.answer = errMsg;
                if (errMsg === 'config:ok') waiting.ready.forEach((callback) => callback());
                else waiting.error.forEach((callback) => callback({ errMsg }));
              });
          },
          ready: (callback: () => void) => waiting.ready.push(callback),
          error: (callback: (failure: { errMsg: string }) => void) => waiting.error.push(callback),
          updateAppMessageShareData: (card: Card) => record.cards.push(card),
          updateTimelineShareData: (card: Card) => record.timeline.push(card),
        },
      });
    });
    await page.goto('/mortgage-calculator.html?from=menu#schedule');
    await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
    type Recorded = { answer: string; cards: Record<string, string>[]; timeline: Record<string, string>[] };
    const recorded = () => page.evaluate(() => (window as unknown as { chatAppRecord: Recorded }).chatAppRecord);
    await expect.poll(async () => (await recorded()).cards.length).toBeGreaterThan(0);
    const { answer, cards, timeline } = await recorded();
    expect(answer).toBe('config:ok');
    expect(cards.at(-1)?.title).toContain('房贷计算器');
    expect(cards.at(-1)?.desc).toBeTruthy();
    const link = new URL(cards.at(-1)?.link ?? '');
    expect(link.pathname).toBe('/mortgage-calculator.html');
    expect(link.searchParams.get('callfrom')).toBe('share_wx');
    expect(link.searchParams.get('from')).toBe('menu');
    expect(timeline.at(-1)?.link).toBe(cards.at(-1)?.link);
    // The card's picture is the page's own, drawn by the server.
    const picture = cards.at(-1)?.imgUrl ?? '';
    expect(picture).toMatch(/\/share-image\/mortgage-calculator\.png$/);
    const drawn = await page.request.get(picture);
    expect(drawn.headers()['content-type']).toBe('image/png');
  });
});
