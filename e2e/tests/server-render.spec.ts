/**
 * Server-rendered pages in a real browser (issue 21): the first response paints the page, its
 * tool's first view included, styled, before any script of the shell has run; hydration then
 * finds exactly that HTML (no difference reported, nothing moves), and the tool's own code
 * replaces its first view.
 */
import { expect, test, type Page } from '@playwright/test';
import { untilLive } from './test-support/live-page';

const DIFFERED = 'the server-rendered page differed';

/** Warnings of a hydration that did not match, from now on. */
function hydrationDifferences(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(DIFFERED)) seen.push(`${page.url()}: ${message.text().slice(0, 300)}`);
  });
  return seen;
}

test('the first response is the page, styled, before any script of the shell runs', async ({ page }) => {
  await page.route(/\/shell\/[^?]*\.js(\?|$)/, (route) => route.abort());
  await page.goto('/mortgage-calculator.html');
  await expect(page.getByRole('heading', { level: 1, name: '房贷计算器' })).toBeVisible();
  await expect(page.getByText('按最新 LPR 和公积金利率计算月供、总利息和还款计划。')).toBeVisible();
  // Styled by the inline first-paint CSS: the header is the chrome's, not an unstyled list.
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBe(56);
  // The tool as its remote's build rendered it: there, and inert until the remote's code replaces it.
  const firstView = page.locator('[data-first-view]');
  await expect(firstView.getByText('贷款类型')).toBeVisible();
  await expect(firstView).toHaveAttribute('inert', '');

  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Small online tools' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Mortgage calculator/ }).first()).toBeVisible();
});

test('hydration finds the server\'s HTML on every kind of page, and the title does not move when the tool arrives', async ({ page }) => {
  const differences = hydrationDifferences(page);
  for (const url of ['/', '/?lang=en', '/mortgage-calculator.html', '/basic-ocr.html?lang=en', '/pdf-merge.html', '/no-such-tool.html']) {
    // Scripts held back a moment, so that the server's HTML is measured as painted before them.
    await page.route(/\/shell\/[^?]*\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const before = await heading.boundingBox();
    await page.locator('[data-tool-ready], [data-page="home"], [data-testid="not-found"], main h1').first().waitFor();
    if (url.includes('.html') && !url.includes('no-such')) {
      await page.locator('[data-tool-ready]').waitFor();
      await expect(page.locator('[data-first-view]'), url).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');
    expect(await heading.boundingBox(), url).toEqual(before);
    await page.unrouteAll();
  }
  expect(differences).toEqual([]);
});

test('taking the page over touches nothing the server drew: no element of the page is made again, and <html> keeps its language', async ({ page }) => {
  // Recorded from before the first byte: what the page's code changes once it runs.
  await page.addInitScript({
    content:
      'window.__changes=[];new MutationObserver(function(list){list.forEach(function(m){' +
      'if(m.type==="attributes"&&m.target===document.documentElement&&m.attributeName!=="data-hydrated")window.__changes.push("html["+m.attributeName+"]");' +
      'if(m.type==="childList"&&m.removedNodes.length&&m.target.closest&&m.target.closest("main"))window.__changes.push("removed from "+m.target.nodeName)' +
      '})}).observe(document,{subtree:true,childList:true,attributes:true});',
  });
  for (const url of ['/', '/?lang=en']) {
    await page.goto(url);
    await untilLive(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__changes'), url).toEqual([]);
  }
});
