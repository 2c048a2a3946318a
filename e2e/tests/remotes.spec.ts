import { expect, test, type Page } from '@playwright/test';
import { untilLive } from './test-support/live-page';

/** Which containers hold a loaded copy of a shared package, from the federation runtime. */
async function loadedCopies(page: Page, pkg: string) {
  return page.evaluate((name) => {
    type Shared = { from: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__.__SHARE__;
    const copies: { from: string; version: string; useIn: string[] }[] = [];
    for (const scopes of Object.values(share)) {
      for (const versions of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(versions[name] ?? {})) {
          if (shared.loaded || shared.lib) copies.push({ from: shared.from, version, useIn: shared.useIn ?? [] });
        }
      }
    }
    return copies;
  }, pkg);
}

test('React and @toolhub/sdk are each loaded once: the remote uses the shell copies', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/lpr.html');
  await expect(page.locator('[data-tool-ready="finance/Lpr"]')).toBeVisible();

  // The remote's own fallback copies of the singletons are never fetched.
  const manifestUrl = requested.find((p) => /^\/remotes\/finance\/[^/]+\/mf-manifest\.json$/.test(p)) as string;
  const base = manifestUrl.replace(/mf-manifest\.json$/, '');
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const fallbacks = manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).map((f) => `${base}${f}`);
  expect(fallbacks.filter((f) => requested.includes(f))).toEqual([]);

  for (const pkg of ['react', 'react-dom', '@toolhub/sdk']) {
    const copies = await loadedCopies(page, pkg);
    expect(copies, pkg).toHaveLength(1);
    expect(copies[0].from, pkg).toBe('shell');
  }
  // Every JavaScript file is fetched once.
  const js = requested.filter((p) => p.endsWith('.js'));
  expect(new Set(js).size).toBe(js.length);
});

for (const failure of ['answers 500', 'is unreachable'] as const) {
  test(`when the finance manifest ${failure}, the hub works and the tool page says it is unavailable`, async ({ page }) => {
    await page.route('**/remotes/finance/*/mf-manifest.json', (route) =>
      failure === 'answers 500' ? route.fulfill({ status: 500, body: 'down' }) : route.abort('connectionrefused'),
    );
    await page.goto('/');
    await untilLive(page);
    await page.getByRole('searchbox').fill('利率');
    await expect(page.getByRole('link', { name: /房贷计算器/ }).first()).toBeVisible();

    await page.goto('/mortgage-calculator.html');
    await expect(page.getByTestId('tool-unavailable')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    // Once the remote is back, "retry" loads the tool without a page reload.
    await page.unroute('**/remotes/finance/*/mf-manifest.json');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();

    const notFound = await page.goto('/no-such-tool.html');
    expect(notFound?.status()).toBe(404);
  });
}
