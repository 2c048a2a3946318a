/**
 * Every page of the hub, as a visitor first sees it, has no serious or critical accessibility
 * fault by axe-core (issue 21): the home page and each tool page of the catalog, in Chinese and
 * in English, and the home page on a phone.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './test-support/axe';
import { inTabs } from './test-support/tabs';

test.use({ bypassCSP: true });

/** The pages of the catalog, from the snapshot the home page carries. */
async function toolPaths(page: Page): Promise<string[]> {
  await page.goto('/');
  const snapshot = await page.locator('#toolhub-snapshot').textContent();
  const { tools } = JSON.parse(snapshot ?? '{}') as { tools: { path: string }[] };
  return tools.map((tool) => tool.path);
}

async function faultsOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  // The shell and the tool have rendered: the tool's own root, or the home page's catalog.
  await page.locator('[data-tool-ready], [data-page="home"], main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return (await seriousViolations(page)).map((fault) => `${url}: ${fault}`);
}

test('the home page and every tool page, in both languages, have no serious or critical accessibility fault', async ({ page, context }) => {
  test.setTimeout(300_000);
  const paths = await toolPaths(page);
  expect(paths.length).toBeGreaterThan(30);
  const urls = ['', ...paths].flatMap((path) => ['', '?lang=en'].map((lang) => `/${path ? `${path}.html` : ''}${lang}`));
  const faults = (await inTabs(context, urls, faultsOf)).flat();
  expect(faults).toEqual([]);
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel });

  test('the home page and a tool page have no serious or critical accessibility fault', async ({ page }) => {
    const faults = [...(await faultsOf(page, '/')), ...(await faultsOf(page, '/mortgage-calculator.html'))];
    expect(faults).toEqual([]);
  });
});
