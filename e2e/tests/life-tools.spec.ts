/**
 * The everyday family as visitors use it, in real Chromium against the real server and engines:
 * a fruit photo analysed by the detector, its suggestion added, another food found by search,
 * and the totals checked against the committed nutrition table; an IP address typed and found;
 * the browser's location (granted, and set by the test) turned into the right city.
 * Photo: server/engines/life/test-data/fruits.jpg (OpenCV sample data, see its README).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './image/image-journeys';
import { chooseFile } from './journeys';

const LIFE = path.join(import.meta.dirname, '../../server/engines/life');
const FRUITS = fs.readFileSync(path.join(LIFE, 'test-data/fruits.jpg'));

/** A food's figures per 100 g, read from the committed table itself. */
function tableRow(id: string) {
  const [header, ...lines] = fs.readFileSync(path.join(LIFE, 'calories/foods.tsv'), 'utf8').trimEnd().split('\n');
  const columns = header.split('\t');
  const cells = lines.map((line) => line.split('\t')).find((row) => row[0] === id);
  if (!cells) throw new Error(`no ${id} in foods.tsv`);
  const at = (name: string) => cells[columns.indexOf(name)];
  const grams = Object.fromEntries(at('measures').split(',').map((pair) => pair.split(':')).map(([m, g]) => [m, Number(g)]));
  return { kcal: Number(at('kcal')), protein: Number(at('protein')), fat: Number(at('fat')), carbohydrate: Number(at('carbohydrate')), grams };
}

async function openTool(page: Page, toolPath: string, module: string): Promise<Locator> {
  await page.goto(`/${toolPath}.html`);
  const tool = page.locator(`[data-tool-ready="life/${module}"]`);
  await expect(tool).toBeVisible();
  return tool;
}

const fact = (tool: Locator, label: string) => tool.locator(`dt:text-is("${label}") + dd`);

test('calorie estimate: a fruit photo suggests an orange, a banana is found by search, and the totals are the table’s', async ({ page }) => {
  test.setTimeout(120_000);
  await openTool(page, 'calories', 'Calories');
  // The photo's analysis takes a use; the journeys share one network, whose anonymous try is soon spent.
  await logIn(page, '热量');
  const tool = await openTool(page, 'calories', 'Calories');
  await expect(tool.getByText(/它不能识别其他菜品，也不能估计份量/)).toBeVisible();

  await chooseFile(page, '点击选择文件', { name: 'fruits.jpg', mimeType: 'image/jpeg', buffer: FRUITS }, { agree: true });
  await expect(tool.getByRole('img', { name: '食物照片：fruits.jpg' })).toBeVisible();
  const analyse = tool.getByRole('button', { name: '识别照片中的食物' });
  await expect(analyse).toBeEnabled();
  await analyse.click();
  const addOrange = tool.getByRole('button', { name: /^添加 橙子（把握 \d+%）$/ });
  await expect(addOrange).toBeVisible({ timeout: 90_000 });
  await addOrange.click();
  await expect(tool.getByRole('button', { name: '橙子 · 已添加' })).toBeVisible();

  // A banana by keyboard: type, Enter; then 200 grams of it.
  const search = tool.getByRole('combobox', { name: '搜索食物' });
  await search.fill('banana');
  await expect(tool.getByRole('option', { name: /香蕉/ })).toBeVisible();
  await search.press('Enter');
  await tool.getByRole('combobox', { name: '香蕉的份量单位' }).selectOption({ label: '克' });
  await tool.getByRole('textbox', { name: '香蕉的份量', exact: true }).fill('200');

  // One orange (its "piece" in the table) and 200 g of banana, by the table's own figures.
  const orange = tableRow('orange');
  const banana = tableRow('banana');
  const orangeGrams = orange.grams.piece;
  const kcal = Math.round((orange.kcal * orangeGrams) / 100) + Math.round((banana.kcal * 200) / 100);
  const protein = Math.round(((orange.protein * orangeGrams) / 100) * 10) / 10 + Math.round(banana.protein * 2 * 10) / 10;
  const total = tool.getByTestId('calorie-total');
  await expect(total.getByRole('cell').nth(2)).toHaveText(String(orangeGrams + 200));
  await expect(total.getByRole('cell').nth(3)).toHaveText(String(kcal));
  await expect(total.getByRole('cell').nth(4)).toHaveText(String(Math.round(protein * 10) / 10));
  await expect(tool.getByText('中国食物成分表 第6版 064101')).toBeVisible();
});

test('location: a typed IP address is placed in its province and city, drawn without map tiles', async ({ page }) => {
  const tool = await openTool(page, 'location', 'Location');
  await tool.getByRole('radio', { name: 'IP 查询' }).click();
  await tool.getByLabel('IP 地址').fill('114.114.114.114');
  await tool.getByRole('button', { name: '查询' }).click();
  await expect(fact(tool, '城市')).toHaveText('南京市', { timeout: 30_000 });
  await expect(fact(tool, '省份')).toHaveText('江苏省（Jiangsu）');
  await expect(tool.getByRole('img', { name: /位置示意图/ })).toBeVisible();
  // Nanjing is Jiangsu's capital: the drawing labels it.
  await expect(tool.getByText('Nanjing', { exact: true })).toBeVisible();

  await tool.getByLabel('IP 地址').fill('10.0.0.8');
  await tool.getByRole('button', { name: '查询' }).click();
  await expect(fact(tool, '地址类型')).toHaveText(/^内网地址/);
});

test('location: the browser’s position, once allowed, is the right city, on a phone-sized screen too', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  // West Lake, Hangzhou.
  await context.setGeolocation({ latitude: 30.2431, longitude: 120.1503 });
  await page.setViewportSize({ width: 390, height: 844 });
  const tool = await openTool(page, 'location', 'Location');
  await expect(tool.getByText(/浏览器会询问是否允许获取你的位置/)).toBeVisible();
  await tool.getByRole('button', { name: '使用浏览器定位' }).click();
  await expect(fact(tool, '城市')).toHaveText('Hangzhou', { timeout: 30_000 });
  await expect(fact(tool, '省份')).toHaveText('浙江省（Zhejiang）');
  await expect(tool.getByText(/GeoNames（CC BY 4.0）/)).toBeVisible();
  // Nothing runs off the side of a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
