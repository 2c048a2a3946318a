/**
 * Screenshots every tool page (and the home page) as a visitor first sees it, at a desktop
 * and a phone width, into a folder — the "before" and "after" of a change that restyles
 * screens, compared by compare.ts. It starts its own hub on a fresh embedded database, so
 * two captures of the same build show the same pixels.
 *
 *   pnpm --filter @toolhub/bench exec tsx visual/capture.ts <out-dir> [--scheme dark]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serverEnv, startServer, stopServer } from '../servers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every page a visitor can land on: the home page and each tool of each built remote. */
function toolPages(): string[] {
  const pages = ['/'];
  for (const remote of fs.readdirSync(path.join(ROOT, 'remotes')).sort()) {
    const catalog = path.join(ROOT, 'remotes', remote, 'dist/catalog.json');
    if (!fs.existsSync(catalog)) continue;
    for (const tool of JSON.parse(fs.readFileSync(catalog, 'utf8')) as { path: string }[]) pages.push(`/${tool.path}.html`);
  }
  return pages;
}

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: capture.ts <out-dir> [--scheme dark]');
  const scheme = process.argv.includes('--scheme') && process.argv[process.argv.indexOf('--scheme') + 1] === 'dark' ? 'dark' : 'light';
  fs.mkdirSync(out, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-visual-'));
  const server = await startServer(serverEnv({ DATA_DIR: dataDir }), dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        locale: 'zh-CN',
        colorScheme: scheme,
        reducedMotion: 'reduce',
        bypassCSP: true,
        isMobile: size.name === 'phone',
        hasTouch: size.name === 'phone',
      });
      const page = await context.newPage();
      for (const pagePath of toolPages()) {
        await page.goto(`${server.base}${pagePath}`);
        await page.waitForSelector(pagePath === '/' ? 'header' : '[data-tool-ready]', { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        // The caret and anything still fading in are not what a change is about; what the page
        // lays out only as it is scrolled to (content-visibility: the home page's categories)
        // is laid out now, for the whole-page picture.
        await page.addStyleTag({ content: '*{caret-color:transparent!important;transition:none!important;animation:none!important;content-visibility:visible!important}' });
        const name = pagePath === '/' ? 'home' : pagePath.slice(1, -'.html'.length);
        await page.screenshot({ path: path.join(out, `${name}.${size.name}.png`), fullPage: true });
      }
      await context.close();
    }
    console.info(`${fs.readdirSync(out).length} screenshots in ${out}`);
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await main();
