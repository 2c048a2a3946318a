import { expect, test } from '@playwright/test';
import { inTabs } from './test-support/tabs';
import { untilLive } from './test-support/live-page';

test('English end to end: the address decides, the catalog and the tool speak English, the switch goes back to Chinese', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Toolhub - small online tools that help');
  await expect(page.getByRole('heading', { level: 2, name: 'Finance' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mortgage calculator/ }).first()).toBeVisible();

  // Search finds by the English name, and by the Chinese one too.
  await untilLive(page);
  const search = page.getByRole('searchbox');
  await search.fill('mortgage');
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: /Mortgage calculator/ })).toHaveAttribute('href', '/mortgage-calculator.html?lang=en');
  await search.fill('房贷');
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: /Mortgage calculator/ })).toBeVisible();
  await search.fill('');

  // A tool card keeps the language in the address; the tool page and its screen are English.
  await page.getByRole('region', { name: 'Finance' }).getByRole('link', { name: /Mortgage calculator/ }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html\?lang=en$/);
  await expect(page).toHaveTitle('Mortgage calculator - Toolhub');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mortgage calculator');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  // No Chinese is left on the English page, but for what is marked as Chinese: the official
  // notices the rates come from, cited by their own titles.
  const visibleText = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="zh-CN"]').forEach((element) => element.remove());
    return copy.innerText || copy.textContent || '';
  });
  expect(visibleText.match(/[\u4e00-\u9fff]+/g) ?? []).toEqual([]);

  // Reloaded, the address still decides.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch navigates to the Chinese page.
  await page.getByRole('link', { name: '切换到中文' }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('房贷计算器');
});

test('every tool page in English says nothing in Chinese but what is marked as Chinese (names of banks, cities and official notices)', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/?lang=en');
  const paths = await page.evaluate(() => (JSON.parse(document.getElementById('toolhub-snapshot')?.textContent ?? '{}') as { tools: { path: string }[] }).tools.map((tool) => tool.path));
  expect(paths.length).toBeGreaterThan(30);
  const found = await inTabs(context, paths, async (tab, path) => {
    await tab.goto(`/${path}.html?lang=en`);
    await tab.locator('[data-tool-ready]').waitFor();
    const chinese = await tab.locator('body').evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[lang="zh-CN"], script, style, noscript').forEach((element) => element.remove());
      return copy.textContent?.match(/[\u4e00-\u9fff]+/g) ?? [];
    });
    return chinese.length ? `${path}: ${chinese.join(' ')}` : undefined;
  });
  const leftovers = found.filter(Boolean);
  expect(leftovers).toEqual([]);
});

test('in English the login panel links to the English terms, and the pay panel speaks English', async ({ page }) => {
  await page.goto('/mortgage-calculator.html?lang=en');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('button', { name: 'Become a member', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Please log in first' });
  await expect(panel.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/agreement/user?lang=en');
  await expect(panel.getByRole('link', { name: 'Privacy Guidance' })).toHaveAttribute('href', '/agreement/privacy?lang=en');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Log in with QQ' }).click();
  // The provider's own page is in its language, as the real one is.
  await page.getByLabel('或输入其他名字').fill(`English${Date.now() % 100000}`);
  await page.getByRole('button', { name: '授权并登录' }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html\?lang=en/);
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();

  await page.getByRole('button', { name: 'Become a member', exact: true }).click();
  const payFrame = page.frameLocator('iframe[title]').last();
  await expect(payFrame.getByRole('heading', { level: 1, name: 'Become a member' })).toBeVisible();
  await expect(payFrame.getByText('Uses only: packs for "Mortgage calculator"')).toBeVisible();
  await payFrame.locator('label[data-card="vip_month"]', { hasText: 'VIP one month' }).click();
  await expect(payFrame.getByRole('button', { name: 'Pay ¥15 now' })).toBeVisible();
  await payFrame.getByRole('button', { name: 'Pay ¥15 now' }).click();
  await expect(payFrame.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
  await expect(payFrame.getByText('Scan with WeChat to pay')).toBeVisible();
  const payText = await payFrame.locator('body').innerText();
  expect(payText.match(/[\u4e00-\u9fff]+/g) ?? []).toEqual([]);
});
