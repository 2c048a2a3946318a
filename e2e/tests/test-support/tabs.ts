/**
 * Visits a long list of pages in a few tabs of one browser at once: a tab mostly waits on the
 * hub or on its own rendering, so two keep both of the machine's cores busy where one left
 * half of the time idle (the journeys over every tool page took minutes one page at a time).
 * Each tab takes the next page as it finishes one; results come back in the list's order.
 */
import type { BrowserContext, Page } from '@playwright/test';

export async function inTabs<T, R>(context: BrowserContext, items: readonly T[], visit: (page: Page, item: T) => Promise<R>, tabs = 2): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(tabs, items.length) }, async () => {
      const page = await context.newPage();
      try {
        while (next < items.length) {
          const index = next++;
          results[index] = await visit(page, items[index]);
        }
      } finally {
        await page.close();
      }
    }),
  );
  return results;
}
