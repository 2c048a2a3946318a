import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseFile, leftCount, logInWithQq } from './journeys';

/**
 * Card recognition, charged tools like the invoice: a visitor logs in, reads an ID card's
 * front (the side selector starts there), switches to the back with a photo of the back, gets
 * 'no card recognised' and keeps the use when the photo is of the other side, and reads a bank
 * card, whose number downloads whole. Real Chromium, real upload, real engine.
 */
const CARDS = path.join(import.meta.dirname, '../../server/engines/ocr/accuracy/cards');
/** Specimen cards of the accuracy suite, photographed (their fields are in the `.json` beside each). */
const card = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(CARDS, name)) });
const [FRONT, BACK, BANK] = [card('id-front-1.jpg'), card('id-back-1.jpg'), card('bank-1.jpg')];

async function choose(page: Page, button: string, file: ReturnType<typeof card>, options: { agree?: boolean } = {}) {
  await chooseFile(page, button, file, options);
  await expect(page.getByRole('img', { name: `待识别的图片：${file.name}` })).toBeVisible();
}

const valueOf = (table: Locator, name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');

test('an ID card front, then its back; the wrong side costs nothing; a bank card, its number whole in the CSV', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/id-card-ocr.html');
  const tool = page.locator('[data-tool-ready="ocr/IdCardOcr"]');
  await expect(tool).toBeVisible();
  // A charged tool: the login panel opens on arrival.
  await logInWithQq(page, `证件${Date.now() % 100000}`);
  await expect(page).toHaveURL(/\/id-card-ocr\.html$/);
  const tip = tool.getByRole('button', { name: /今日剩余/ });
  await expect(tip).toContainText('今日剩余3次');

  // The front, the side the selector starts on.
  await choose(page, '点击选择文件', FRONT, { agree: true });
  await expect(tool.getByRole('radio', { name: '正面' })).toHaveAttribute('aria-checked', 'true');
  const recognise = tool.getByRole('button', { name: '识别图片' });
  await recognise.click();
  const fields = tool.getByRole('table', { name: '身份证信息' });
  await expect(fields).toBeVisible({ timeout: 60_000 });
  await expect(valueOf(fields, '姓名')).toHaveText('张晓明');
  await expect(valueOf(fields, '出生')).toHaveText('1990年3月7日');
  await expect(valueOf(fields, '住址')).toHaveText('北京市朝阳区建国路甲88号院3号楼2单元1502号');
  await expect(valueOf(fields, '公民身份号码')).toHaveText('11010519900307013X');
  await expect(tool.getByText('待核对')).toHaveCount(0);
  await expect(tip).toContainText('今日剩余2次');

  // The back: another photo, and the side switched to 反面.
  await choose(page, '更换图片', BACK);
  await tool.getByRole('radio', { name: '反面' }).click();
  await recognise.click();
  await expect(valueOf(fields, '签发机关')).toHaveText('北京市公安局朝阳分局', { timeout: 60_000 });
  await expect(valueOf(fields, '有效期限')).toHaveText('2015.08.20-2035.08.20');
  await expect(tip).toContainText('今日剩余1次');

  // The front sent as the back: the screen says what went wrong, and the use is kept.
  await choose(page, '更换图片', FRONT);
  await recognise.click();
  await expect(tool.getByRole('alert')).toHaveText(/^身份证识别失败！未识别到卡证信息/, { timeout: 60_000 });
  expect(await leftCount(page, 'idcard_ocr')).toBe(1);

  // A bank card: no sides to choose; its own quota.
  await page.goto('/bank-card-ocr.html');
  const bank = page.locator('[data-tool-ready="ocr/BankCardOcr"]');
  await choose(page, '点击选择文件', BANK, { agree: true });
  await expect(bank.getByRole('radio')).toHaveCount(0);
  await bank.getByRole('button', { name: '识别图片' }).click();
  const bankFields = bank.getByRole('table', { name: '银行卡信息' });
  await expect(valueOf(bankFields, '卡号')).toHaveText('6225880136724193', { timeout: 60_000 });
  await expect(valueOf(bankFields, '银行')).toHaveText('招商银行');
  await expect(valueOf(bankFields, '卡类型')).toHaveText('借记卡');
  expect(await leftCount(page, 'bankcard_ocr')).toBe(2);

  // The CSV keeps the card number text, so a spreadsheet shows all sixteen digits.
  const download = page.waitForEvent('download');
  await bank.getByRole('button', { name: '下载 CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('卡号,"=""6225880136724193"""');
  expect(csv).toContain('银行,招商银行');
});
