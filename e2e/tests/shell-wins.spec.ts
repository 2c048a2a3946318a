import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { toolFromFixtureRemote } from './fixture-remote';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/newer-react/dist');

test("a remote built elsewhere with a newer fallback React still runs on the shell's React", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // The fixture remote serves this page's tool.
  await toolFromFixtureRemote(page, { dir: 'newer-react', name: 'newerreact', module: './Probe', toolPath: 'lpr' });

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
