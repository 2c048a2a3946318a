/**
 * What the text-family journeys share: open a tool, choose a document through the visible
 * button (the agreement first, once per path) and wait for its upload, download a result.
 * The documents are made with the server tests' own makers (pdf-lib, the OOXML writer).
 */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseFile, logInWithQq } from '../journeys';

export { docx, pdfOfPages } from '../../../server/engines/text/test-support/documents';

export async function openTool(page: Page, toolPath: string, module: string): Promise<Locator> {
  await page.goto(`/${toolPath}.html`);
  const tool = page.locator(`[data-tool-ready="text/${module}"]`);
  await expect(tool).toBeVisible();
  return tool;
}

export async function chooseDocument(page: Page, tool: Locator, file: { name: string; mimeType: string; buffer: Buffer }, { agree = true } = {}) {
  await chooseFile(page, '点击选择文件', file, { agree });
  await expect(tool.getByText(`已上传：${file.name}`)).toBeVisible({ timeout: 30_000 });
}

export async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Logs in with a sandbox QQ account of its own. On a charged tool the page may open the login
 * panel by itself ("请先登录", after a call answered 1101); otherwise the header's button opens it.
 */
export async function logIn(page: Page, name: string) {
  const panel = page.getByRole('dialog', { name: /^(请先登录|立即登录)$/ });
  if (!(await panel.isVisible())) await page.getByRole('banner').getByRole('button', { name: '立即登录' }).click({ timeout: 5_000 }).catch(() => undefined);
  await expect(panel).toBeVisible();
  const title = (await panel.getByRole('heading').first().textContent())?.trim() || '请先登录';
  await logInWithQq(page, `${name}${Date.now() % 100000}`, title);
}

export { seriousViolations } from '../test-support/axe';
