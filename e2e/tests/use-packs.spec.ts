import { expect, test } from '@playwright/test';
import { logInWithQq, payAtCashier } from './journeys';

test("a tool's pack of uses, bought from its page, adds to that tool's uses: the tip bar counts them at once", async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '立即登录' }).click();
  await logInWithQq(page, `次数包${Date.now() % 100000}`, '立即登录');
  const tip = page.getByRole('button', { name: /今日剩余/ });
  await expect(tip).toContainText('今日剩余3次');

  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  const payFrame = page.frameLocator('iframe[title]').last();
  await expect(payFrame.getByRole('group', { name: '只买次数：「房贷计算器」使用包' })).toBeVisible();
  await payAtCashier(page, context, '10 次使用包');

  // The panel closes by itself; the uses are there without a reload, and the visitor is no member.
  await expect(page.getByRole('dialog', { name: '开通会员' })).toBeHidden();
  // Bought uses are the tip's paid state: they never run out at midnight.
  await expect(page.getByRole('button', { name: /剩余13次（含已购次数）/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '开通会员', exact: true })).toBeVisible();
});
