import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/newer-react/dist');

test("a remote built elsewhere with a newer fallback React still runs on the shell's React", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // Serve the fixture remote, and make this page's tool come from it.
  await page.route('**/fixtures/newer-react/**', (route) => {
    const file = path.join(FIXTURE, path.basename(new URL(route.request().url()).pathname));
    return route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.route('**/lpr.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="toolhub-snapshot" type="application\/json">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const snapshot = JSON.parse(json);
        snapshot.remotes.push({ name: 'newerreact', version: '1.0.0', manifestUrl: '/fixtures/newer-react/mf-manifest.json' });
        const tool = snapshot.tools.find((t: { path: string }) => t.path === 'lpr');
        Object.assign(tool, { remote: 'newerreact', module: './Probe' });
        return `${open}${JSON.stringify(snapshot)}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });

  await page.goto('/lpr.html');
  const probe = page.getByTestId('probe');
  await expect(probe).toBeVisible();
  await probe.click();
  await expect(probe).toHaveText('probe clicked 1');

  // The remote's own React was never fetched: the shell's copy won over "19.99.0".
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; assets: { js: { sync: string[] } } }[];
  };
  const fallback = manifest.shared.find((s) => s.name === 'react');
  expect(fallback?.version).toBe('19.99.0');
  expect(requested).not.toContain(`/fixtures/newer-react/${fallback?.assets.js.sync[0]}`);
  // The one React on the page is the shell's, and the remote uses it.
  const reacts = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__.__SHARE__;
    const loaded = new Map<string, Shared>();
    for (const scopes of Object.values(share)) {
      for (const versions of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(versions.react ?? {})) if (shared.loaded) loaded.set(version, shared);
      }
    }
    return [...loaded].map(([version, shared]) => ({ version, from: shared.from, useIn: shared.useIn ?? [] }));
  });
  expect(reacts).toHaveLength(1);
  expect(reacts[0]).toMatchObject({ from: 'shell', version: expect.stringMatching(/^19\./) });
  expect(reacts[0].useIn).toContain('newerreact');
});
