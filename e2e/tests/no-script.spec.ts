/**
 * Without JavaScript (issue 21), the home page and a tool page still show the hub's header, the
 * page's title and description, and every tool as a link that leads to its own page.
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('without JavaScript: the catalog on the home page, and a tool page with its title, description and a word on why it needs scripts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('小工具 - 帮忙小事，贴心小助手');
  await expect(page.getByRole('heading', { level: 2, name: '金融理财' })).toBeVisible();
  const links = page.getByRole('navigation', { name: '全部工具' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(30);

  await page.getByRole('link', { name: '房贷计算器', exact: true }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('房贷计算器');
  const main = page.getByRole('main');
  await expect(main.locator('> p').first()).toHaveText('按最新 LPR 和公积金利率计算月供、总利息和还款计划。');
  await expect(main.locator('> p').nth(1)).toHaveText('这个工具在浏览器里运行：请开启 JavaScript 后使用。');

  // The other language, still without scripts.
  await page.getByRole('link', { name: 'EN, English' }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage calculator');
  await expect(main.locator('> p').nth(1)).toHaveText('This tool runs in your browser: turn on JavaScript to use it.');
});
