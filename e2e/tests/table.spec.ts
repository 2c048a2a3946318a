import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from './journeys';

/**
 * Table recognition in the browser: a ruled table with merged cells read into a table that
 * keeps its spans, downloadable as Excel and CSV; a file too large and a file that is no
 * image are refused before anything is uploaded, and cost nothing.
 */
const TABLE = fs.readFileSync(path.join(import.meta.dirname, '../../server/engines/ocr/accuracy/tables/ruled-sales.png'));
/** A PDF given a .png name: the browser cannot show it. */
const PDF_AS_PNG = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Chooses a PNG through the upload box (the compliance agreement first when asked). */
async function choose(page: Page, file: { name: string; buffer: Buffer }, options: { agree?: boolean } = {}) {
  await chooseFile(page, '点击选择文件', { ...file, mimeType: 'image/png' }, options);
}

test('a ruled table with merged cells comes back as a table, as Excel and as CSV; bad files are refused for free', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/table-ocr.html');
  const tool = page.locator('[data-tool-ready="ocr/TableOcr"]');
  await expect(tool.getByText('效果预览')).toBeVisible();
  const tip = tool.getByRole('button', { name: /每天可免费使用/ });
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  // Too large to even try compressing (3 times the 7340032 bytes): refused at once with the spec's message.
  await choose(page, { name: 'huge.png', buffer: Buffer.concat([TABLE, Buffer.alloc(3 * 7_340_032)]) }, { agree: true });
  await expect(tool.getByRole('alert')).toHaveText('文件过大');
  // Not an image at all, whatever its name says.
  await choose(page, { name: 'report.png', buffer: PDF_AS_PNG });
  await expect(tool.getByRole('alert')).toHaveText('读取文件出错');
  await page.reload();
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  await choose(page, { name: 'sales.png', buffer: TABLE });
  await tool.getByRole('button', { name: '识别图片' }).click();
  await expect(tool.getByRole('status')).toHaveText('识别中...');
  await expect(tool.getByRole('status')).toHaveText('识别成功', { timeout: 60_000 });

  const table = tool.getByRole('table', { name: '表格 1' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('cell', { name: '2024年各地区季度销售额（万元）' })).toHaveAttribute('colspan', '4');
  await expect(table.getByRole('cell', { name: '华东' })).toHaveAttribute('rowspan', '2');
  await expect(table.getByRole('cell', { name: '1,284.50' })).toBeVisible();
  await expect(tool.getByText('7 行 × 4 列')).toBeVisible();
  // A box per cell over the preview.
  await expect(tool.locator('figure svg polygon')).toHaveCount(22);

  const download = async (button: string) => {
    const started = page.waitForEvent('download');
    await tool.getByRole('button', { name: button }).click();
    const file = await started;
    return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
  };
  const xlsx = await download('下载 Excel');
  expect(xlsx.name).toBe('表格识别结果.xlsx');
  // A ZIP package (PK\3\4) holding the workbook's text.
  expect(xlsx.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(xlsx.bytes.toString('utf8')).toContain('<mergeCell ref="A3:A4"/>');
  // Amounts are numbers a spreadsheet sums, shown with their thousands separator.
  expect(xlsx.bytes.toString('utf8')).toMatch(/<c r="C3" s="\d+"><v>1284\.5<\/v><\/c>/);
  const csv = await download('下载 CSV');
  expect(csv.name).toBe('表格识别结果.csv');
  // Numbers written plainly, so every spreadsheet reads them as numbers whatever its locale.
  expect(csv.bytes.toString('utf8')).toContain('华东,上海,1284.50,1402.75\r\n,杭州,736.20,811.05');

  // The recognition took the day's one free try: the tip says so, and still what a login brings.
  await expect(tip).toHaveText('今日免费试用已用完，登录后每天可免费使用3次');
});
