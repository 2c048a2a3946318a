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
function installFakeHost({ global, qua2 }: { global: string; qua2: string }) {
  const calls: { name: string; args: unknown }[] = [];
  const answers: Record<string, unknown> = { getGuid: 'host-guid-0001', getQua2: qua2, getConnectionType: 'wifi', getVersion: '15.0.0.0', share: true, setShareInfo: true, openPayFrame: true };
  (window as unknown as Record<string, unknown>)[global] = {
    call(name: string, args: unknown, reply: (answer: unknown) => void) {
      calls.push({ name, args });
      if (name === 'getQ36' || name === 'onLoginChange') return;
      setTimeout(() => reply(answers[name]), 10);
    },
  };
  (window as unknown as { hostCalls: typeof calls }).hostCalls = calls;
}

const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as { hostCalls: { name: string; args: Record<string, unknown> }[] }).hostCalls);

test.use({ ...devices['Pixel 7'], userAgent: HOST_UA });

test('in the browser host: device ids from the bridge (a call that never answers falls back after 1000 ms), native share and the native pay frame', async ({ page }) => {
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

  // Paying opens the host's native frame with the same-host pay page; the page shows no overlay of its own.
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await logInWithQq(page, '宿主用户');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await expect.poll(async () => (await hostCalls(page)).some((call) => call.name === 'openPayFrame')).toBe(true);
  const frame = (await hostCalls(page)).find((call) => call.name === 'openPayFrame');
  expect(String(frame?.args.url)).toMatch(new RegExp(`^${new URL(page.url()).origin}/[^?]*\\?appid=tool&scene=new_pc_entry_bangxm&from=web`));
  await expect(page.getByRole('dialog', { name: '开通会员' })).toHaveCount(0);
});

test.describe('in a chat app', () => {
  test.use({ userAgent: `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN` });

  test('the share button shows 请点击右上角进行分享', async ({ page }) => {
    await page.goto('/mortgage-calculator.html');
    await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('请点击右上角进行分享')).toBeVisible();
  });
});
