import { expect, test } from '@playwright/test';
import { untilLive } from './test-support/live-page';

test('homepage search "利率" opens a finance tool in a new tab, rendered from its remote', async ({ page, context }) => {
  await page.goto('/');
  await untilLive(page);
  const search = page.getByRole('searchbox');
  await search.fill('利率');
  const result = page.getByRole('link', { name: /房贷计算器/ }).first();
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), result.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/mortgage-calculator.html');
  // The calculator's own form comes from the finance remote.
  await expect(tab.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  const remoteFiles: string[] = [];
  tab.on('response', (r) => remoteFiles.push(r.url()));
  await tab.reload();
  await expect(tab.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  expect(remoteFiles.some((url) => url.includes('/remotes/finance/'))).toBe(true);
});

test('search finds nothing and offers a web search on the typed text', async ({ page }) => {
  await page.goto('/');
  await untilLive(page);
  await page.getByRole('searchbox').fill('量子纠缠测量仪');
  const web = page.getByRole('link', { name: '没有找到相关工具，试试全网搜索' });
  await expect(web).toBeVisible();
  expect(await web.getAttribute('href')).toContain(encodeURIComponent('量子纠缠测量仪'));
});

test('an unknown page answers the hub 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-tool.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a malformed query never breaks the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const url of ['/?%E0%A4%A', '/lpr.html?isDebug=%&page=<b>&reurl=%zz']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  expect(errors).toEqual([]);
});
