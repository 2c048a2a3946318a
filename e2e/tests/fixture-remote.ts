import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Serves the build of a fixture remote (`e2e/fixtures/<dir>/dist`) at `/fixtures/<dir>/`, and
 * makes the tool of the page `/<toolPath>.html` come from it: the page's snapshot gets the
 * remote, and the tool's remote and module are swapped for the fixture's.
 */
export async function toolFromFixtureRemote(page: Page, { dir, name, module, toolPath }: { dir: string; name: string; module: string; toolPath: string }) {
  const dist = path.join(import.meta.dirname, '../fixtures', dir, 'dist');
  await page.route(`**/fixtures/${dir}/**`, (route) => {
    const file = path.join(dist, path.basename(new URL(route.request().url()).pathname));
    return route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.route(`**/${toolPath}.html`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="toolhub-snapshot" type="application\/json">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const snapshot = JSON.parse(json);
        snapshot.remotes.push({ name, version: '1.0.0', manifestUrl: `/fixtures/${dir}/mf-manifest.json` });
        const tool = snapshot.tools.find((t: { path: string }) => t.path === toolPath);
        Object.assign(tool, { remote: name, module });
        return `${open}${JSON.stringify(snapshot)}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
}
