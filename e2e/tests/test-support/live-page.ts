/**
 * Waits until the page's code has taken the server's HTML over, as a visitor sees a live page
 * before typing: a journey that clicks or types into a server-rendered control waits for this
 * first. The code starts only once the page has painted (server/src/pages/paint-first.ts), often
 * after the load event `page.goto` waits for. Typing earlier is the unit tests'
 * (shell/src/pages/home/HomePage.test.tsx).
 */
import { HYDRATED_ATTRIBUTE } from '@toolhub/contracts';
import { expect, type Page } from '@playwright/test';

export async function untilLive(page: Page): Promise<void> {
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
}
