/**
 * What the quota and money texts tell a visitor, as the visitor reads them (spec §3, §4 "Equity
 * tip states", §8): an anonymous visitor hears what a login brings — never '0次' nor '请明天再来'
 * — and a refused try opens the login panel saying so; logged in, '#' is the uses left and
 * '#元' the member price; the pay panel opens once after a login started from the tip bar.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, logInWithQq } from './journeys';

/** sharp is the server's: the test prints a small page with it. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input: Buffer) => {
  png(): { toBuffer(): Promise<Buffer> };
};
const printedPage = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="100" font-size="44" fill="#000">免费次数</text></svg>'))
    .png()
    .toBuffer();

const TRIED = '今日免费试用已用完，登录后每天可免费使用3次';

async function openBasicOcr(page: Page, query = '') {
  await page.goto(`/basic-ocr.html${query}`);
  const tool = page.locator('[data-tool-ready="ocr/BasicOcr"]');
  await expect(tool).toBeVisible();
  return tool;
}

/** Spends the anonymous visitor's free try of a scene, as a use elsewhere on the page would. */
async function spendTheFreeTry(page: Page, scene: string) {
  const token = ((await (await page.request.get('/api/getToken')).json()) as { data: { token: string } }).data.token;
  const answer = await page.request.post('/api/consumeCount', {
    headers: { authorization: token, timestamp: String(Math.floor(Date.now() / 1000)), 'content-type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({ scene, request_id: `e2e-${Date.now()}-free-try` }),
  });
  expect(answer.status()).toBe(200);
}

test('anonymous: the tip says what a login brings; once the free try is gone, a press opens the login panel saying so, never "come back tomorrow"', async ({ page }) => {
  test.setTimeout(90_000);
  const tool = await openBasicOcr(page);
  const tip = tool.getByRole('button', { name: /每天可免费使用/ });
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  await spendTheFreeTry(page, 'basic_ocr');
  await page.reload();
  await expect(tip).toHaveText(TRIED);

  await chooseFile(page, '点击选择文件', { name: 'page.png', mimeType: 'image/png', buffer: await printedPage() }, { agree: true });
  await tool.getByRole('button', { name: '识别图片' }).click();
  // The server refuses the use (1101 to a visitor not logged in): the login panel says what a login brings.
  await expect(page.getByRole('dialog', { name: TRIED })).toBeVisible();
  await expect(tool.getByRole('alert')).toHaveText(`通用文字识别失败！${TRIED}`);
  await expect(page.getByText(/请明天再来|0次/)).toHaveCount(0);

  // Logged in from that panel: the uses of the day, and the member price of the spec's rule
  // (the VIP auto-renew card: 15 yuan less its 3 yuan coupon).
  await logInWithQq(page, `试用旅程${Date.now() % 100000}`, TRIED);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(tool.getByRole('button', { name: /今日剩余/ })).toHaveText('今日剩余3次，开通会员低至12元/月享无限次');
});

test('the tip bar: not logged in it asks to log in, and after that login the pay panel opens once', async ({ page }) => {
  test.setTimeout(90_000);
  const tool = await openBasicOcr(page);
  await tool.getByRole('button', { name: '登录后每天可免费使用3次' }).click();
  await logInWithQq(page, `提示条旅程${Date.now() % 100000}`, '登录享受免费特权');

  // Back logged in: the pay panel opens by itself, once.
  const pay = page.getByRole('dialog', { name: '开通会员' });
  await expect(pay).toBeVisible();
  await pay.getByRole('button', { name: '关闭支付' }).click();
  await expect(pay).toBeHidden();
  await expect(tool.getByRole('button', { name: /今日剩余/ })).toHaveText('今日剩余3次，开通会员低至12元/月享无限次');
  await page.reload();
  await expect(tool.getByRole('button', { name: /今日剩余/ })).toBeVisible();
  await expect(pay).toBeHidden();
});

test('in English the tips say the same', async ({ page }) => {
  const tool = await openBasicOcr(page, '?lang=en');
  await expect(tool.getByRole('button', { name: /free uses every day/ })).toHaveText('Log in for 3 free uses every day');
  await spendTheFreeTry(page, 'basic_ocr');
  await page.reload();
  await expect(tool.getByRole('button', { name: /free uses every day/ })).toHaveText("Today's free try is used up; log in for 3 free uses every day");
});
