import { TELEMETRY_ADMIN_PATH, TELEMETRY_PATH, telemetryBatchSchema, telemetrySummaryResponseSchema, type TelemetryEvent } from '@toolhub/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../playwright.config';
import { untilLive } from './test-support/live-page';
import { signInWithToken } from './test-support/ops';

/** The events of every beacon the page sends from now on, as the server's contract reads them. */
function beacons(page: Page) {
  const events: TelemetryEvent[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== TELEMETRY_PATH) return;
    events.push(...telemetryBatchSchema.parse(JSON.parse(request.postData() ?? '{}')).events);
  });
  return events;
}

async function summary(page: Page) {
  const res = await page.request.get(`${TELEMETRY_ADMIN_PATH}?days=7`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return telemetrySummaryResponseSchema.parse(await res.json()).data;
}

const pageRow = async (page: Page, path: string) => (await summary(page)).pages.find((row) => row.page === path);

test('a visit sends page views, clicks, exposes, LCP and a broken remote with sendBeacon, and the server counts them per tool', async ({ page }) => {
  const sent = beacons(page);
  const before = await pageRow(page, 'mortgage-calculator');
  const errorsBefore = (await summary(page)).errors.find((error) => error.source === 'remote' && error.message.includes('finance'))?.count ?? 0;

  await page.goto('/?callfrom=news');
  // The page's code starts once it has painted: a click before then is a plain link, unseen.
  await untilLive(page);
  await page.getByRole('link', { name: /房贷计算器/ }).first().click();
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  // The page sends what it gathered within TELEMETRY_FLUSH_MS (5 s), still open.
  const seen = (name: string, page: string) => sent.some((event) => event.name === name && event.fields.page_id === page);
  await expect.poll(() => seen('page_view', 'mortgage-calculator'), { timeout: 15_000 }).toBe(true);

  // The finance remote breaks for the next tool: the page says so, and the reporter tells the server.
  await page.route('**/remotes/finance/*/mf-manifest.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/lpr.html?callfrom=news');
  await expect(page.getByTestId('tool-unavailable')).toBeVisible();
  await expect.poll(() => sent.some((event) => event.name === 'error' && event.error?.source === 'remote'), { timeout: 15_000 }).toBe(true);

  const names = sent.map((event) => `${event.name}:${event.fields.page_id}`);
  expect(names).toContain('page_view:homepage');
  expect(names).toContain('page_view:mortgage-calculator');
  const click = sent.find((event) => event.name === 'click' && event.fields.act_module === 'tool_card');
  expect(click?.fields).toMatchObject({ page_module: 'home', extinfo2: 'toolid=102&path=mortgage-calculator', appid: 'tool', fromid: 'news', extinfo1: '2' });
  expect(click?.context).toMatchObject({ page: 'homepage', callfrom: 'news', is_pc: true, host: 'other' });
  expect(click?.context.qua2).toMatch(/^QV=3&PL=WIN&PR=TH&PP=web/);
  // aid: qbid (none, not logged in), timestamp, qimei36 (none on the open web), guid, fromid.
  expect(click?.fields.aid).toMatch(/^_\d{13}__[0-9a-f-]{36}_news$/);
  expect(sent.some((event) => event.name === 'expose' && event.fields.act_module.startsWith('category:'))).toBe(true);
  const lcp = sent.find((event) => event.name === 'vital' && event.vital?.metric === 'LCP');
  expect(lcp?.vital?.value).toBeGreaterThan(0);
  const broken = sent.find((event) => event.name === 'error' && event.error?.source === 'remote');
  expect(broken?.error?.message).toMatch(/remote finance@.+ failed/);
  expect(broken?.context.page).toBe('lpr');

  // The server has them, on the tool it finds by the path.
  await expect.poll(async () => (await pageRow(page, 'mortgage-calculator'))?.pageViews).toBe((before?.pageViews ?? 0) + 1);
  const mortgage = await pageRow(page, 'mortgage-calculator');
  expect(mortgage).toMatchObject({ toolid: 102, name: '房贷计算器' });
  const errors = (await summary(page)).errors.filter((error) => error.source === 'remote' && error.message.includes('finance'));
  expect(errors.reduce((sum, error) => sum + error.count, 0)).toBeGreaterThan(errorsBefore);
  expect((await pageRow(page, 'homepage'))?.p75.LCP).toBeGreaterThan(0);
});

test("the ops page charts the e2e run's real events: views, clicks and errors per day, and each page's row", async ({ page }) => {
  // The visit of the test above (and every page of this run) has reached the server.
  expect((await pageRow(page, 'mortgage-calculator'))?.pageViews).toBeGreaterThan(0);
  await page.goto('/ops');
  // Break-glass: the admin token behind the sign-in form's switch (issue 22).
  await signInWithToken(page);
  const panel = page.getByTestId('telemetry-panel');
  await expect(panel.getByRole('heading', { name: '访问与性能' })).toBeVisible();
  await expect(panel.getByRole('img', { name: /每日访问、点击与错误：共访问 [1-9]/ })).toBeVisible();
  const row = panel.getByRole('row', { name: /房贷计算器/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('/mortgage-calculator.html');
  await expect(panel.getByText(/remote finance@.+ failed/).first()).toBeVisible();
});
