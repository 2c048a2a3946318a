import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { leftCount, logInWithQq, logInWithWx, payAtCashier } from './journeys';

/**
 * The accounts journey of a visitor, through the sandbox providers' real protocols: log in
 * (QQ Connect or WeChat QR), rate once, use the free quota up, pay for SVIP, use without
 * limit, log out. The mortgage calculator's CSV export is the metered action.
 */
const TOOL = '/mortgage-calculator.html';
const USED_UP = '今日次数已用完，请明天再来';

type LoginKind = 'qq' | 'wx';

async function exportSchedule(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出还款计划（CSV）' }).click();
  return (await download).suggestedFilename();
}

async function journey(page: Page, context: BrowserContext, kind: LoginKind) {
  const name = `${kind}旅程${Date.now() % 100000}`;
  await page.goto(TOOL);
  await expect(page.locator('[data-tool-ready]')).toBeVisible();

  // Rating while anonymous asks to log in.
  await page.getByRole('radio', { name: '4 星' }).click();
  if (kind === 'qq') await logInWithQq(page, name);
  else await logInWithWx(page, context, name);

  // Back on the tool, logged in: the toast, the nickname and the avatar's initial in the header.
  await expect(page).toHaveURL(new RegExp(`${TOOL.replace('.', '\\.')}$`));
  await expect(page.getByText('登录成功')).toBeVisible();
  const account = page.getByRole('banner').getByRole('button', { name: `账号：${name}` });
  await expect(account).toBeVisible();

  // Rate once; the vote stays locked even with local storage cleared.
  await page.getByRole('radio', { name: '4 星' }).click();
  await expect(page.getByText('感谢评分')).toBeVisible();
  await expect(page.getByText('你的评分：4 分')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText('你的评分：4 分')).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 星' })).toHaveCount(0);

  // The tip bar shows the day's free uses; each export takes one.
  const scene = 'finance_mortgage';
  const tip = page.getByRole('button', { name: /今日剩余/ });
  await expect(tip).toContainText('今日剩余3次');
  for (const left of [2, 1, 0]) {
    expect(await exportSchedule(page)).toBe('还款计划.csv');
    await expect(page.getByRole('button', { name: new RegExp(`今日剩余${left}次`) })).toBeVisible();
  }
  expect(await leftCount(page, scene)).toBe(0);

  // The next one is refused with error 2's message, and nothing downloads.
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: '导出还款计划（CSV）' }).click();
  const alert = page.getByRole('dialog', { name: '提示' });
  await expect(alert).toContainText(USED_UP);
  // The spec's notice dialog: 提示 and 我知道了, at the top right and 400 px wide on a PC.
  await expect(alert).toHaveCSS('width', '400px');
  const box = (await alert.boundingBox())!;
  expect(box.y).toBeLessThan(120);
  expect(page.viewportSize()!.width - (box.x + box.width)).toBeLessThan(64);
  await alert.getByRole('button', { name: '我知道了' }).click();
  await expect(alert).toHaveCount(0);
  expect(downloaded).toBe(false);

  // The tip bar leads to the pay panel; SVIP is paid at the sandbox cashier on a "phone".
  await page.getByRole('button', { name: /今日剩余0次/ }).click();
  await payAtCashier(page, context, 'SVIP 连续包月');

  // Without a reload: the panel closes and the badge shows SVIP with its expiry.
  await expect(page.getByRole('dialog', { name: '开通会员' })).toBeHidden();
  const memberTag = page.getByText('SVIP', { exact: true });
  await expect(memberTag).toBeVisible();
  await expect(page.getByText(/\d{4}\/\d{2}\/\d{2} 到期/)).toBeVisible();

  // The equity hover panel: the card's state, expiry and benefits on mouse enter, gone on leave.
  const benefits = page.getByRole('group', { name: '会员权益' });
  await memberTag.hover();
  await expect(benefits).toBeVisible();
  await expect(benefits).toContainText('SVIP 会员 · 生效中');
  await expect(benefits).toContainText(/有效期至 \d{4}\/\d{2}\/\d{2}，还剩 \d+ 天/);
  await expect(benefits.getByRole('listitem')).toHaveCount(3);
  await page.mouse.move(5, 400);
  await expect(benefits).toBeHidden();

  // A member exports without limit and nothing is consumed.
  for (let i = 0; i < 2; i++) expect(await exportSchedule(page)).toBe('还款计划.csv');
  expect(await leftCount(page, scene)).toBe(0);

  // Log out: the page reloads anonymous.
  await account.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '立即登录' })).toBeVisible();
  await expect(page.getByText('SVIP', { exact: true })).toHaveCount(0);
}

test('QQ login → rate once → free uses → error 2 → pay SVIP → unlimited → logout', async ({ page, context }) => {
  test.setTimeout(90_000);
  await journey(page, context, 'qq');
});

test('WeChat QR login → rate once → free uses → error 2 → pay SVIP → unlimited → logout', async ({ page, context }) => {
  test.setTimeout(90_000);
  await journey(page, context, 'wx');
});
