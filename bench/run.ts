/**
 * Prints figures of the built apps — it never passes or fails on them:
 *  - the homepage's JavaScript, gzipped, split into the shell's own code and the shared
 *    libraries (the federation singletons), as Chromium actually fetches it;
 *  - each remote's own JavaScript when one of its tools renders, gzipped;
 *  - a remote's entry with and without its own copy of the federation runtime;
 *  - the time from navigation to the finance tool's first render (median of 10);
 *  - the API under load (load.ts): requests/s and latency of reading and consuming uses, with
 *    the charging invariant checked afterwards — the one thing that makes the bench exit non-zero;
 *  - the registry (registry.ts): snapshot resolution per page (20 remotes, 4 environments) and
 *    the homepage HTML with its snapshot inline;
 *  - text recognition (ocr.ts): model load, time per 1 MP page, character errors and peak
 *    memory of the hub's PaddleOCR engine and of tesseract.js beside it;
 *  - files and tasks (files-and-tasks.ts): the task round trip of a no-op handler at 50
 *    concurrent clients, and upload throughput through the embedded store;
 *  - PDF tools (pdf.ts): merge, split, encrypt, decrypt and compress by the hub's engines
 *    beside the qpdf command on the same files — median time, peak memory, compressed sizes;
 *    and the same tasks end to end through the hub as a page runs them (pdf-end-to-end.ts:
 *    upload, task, held queries, download), beside qpdf;
 *  - the recognition set (recognition.ts): a fresh generated set read through a hub's own API —
 *    invoice fields, character errors, table cells, handwriting erasure, word restoration, each
 *    beside issue 17's aim; a hub that breaks makes the bench exit non-zero too;
 *  - the image family (image.ts): each effect's time per picture, peak memory and quality
 *    (PSNR over bicubic, IoU of cut-outs, PSNR where text was), beside the previous run;
 *  - speech (speech.ts), text (text.ts) and everyday tools (life.ts): time to first audio and
 *    real-time factors, word errors, summary / parse / answer times, look-up times.
 *  - Lighthouse (lighthouse.ts): performance, accessibility and SEO, LCP, CLS and TBT of the
 *    home page and three tool pages on a phone, beside the previous run.
 * Budgets aimed at: homepage JS on the critical path ≤ 100 KB (Lighthouse's lines), each remote ≤ 30 KB.
 * `pnpm bench -- --bundles` prints only the JavaScript and CSS sizes (a quick before/after).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { filesAndTasksFigures } from './files-and-tasks';
import { imageFigures } from './image';
import { lifeFigures } from './life';
import { lighthouseFigures } from './lighthouse';
import { speechFigures } from './speech';
import { textFigures } from './text';
import { loadFigures } from './load';
import { ocrFigures } from './ocr';
import { pdfFigures } from './pdf';
import { pdfEndToEndFigures } from './pdf-end-to-end';
import { recognitionFigures } from './recognition';
import { registryFigures } from './registry';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 8299;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 10;
const BUNDLES_ONLY = process.argv.includes('--bundles');

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Maps a served URL path to its file in the workspace builds. */
function fileOf(urlPath: string): string | undefined {
  const shell = /^\/shell\/(.+)$/.exec(urlPath);
  if (shell) return path.join(ROOT, 'shell/dist', shell[1]);
  // `/remotes/<name>/<version>/<file>`: the registry serves the workspace build's own bytes.
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(urlPath);
  if (remote) return path.join(ROOT, 'remotes', remote[1], 'dist', remote[2]);
  return undefined;
}

/** The shell's chunks that hold a shared singleton, from its federation manifest. */
function sharedChunks(): Set<string> {
  const stats = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return new Set(stats.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).map((f) => `/shell/${f}`));
}

/** The script and style files the page fetched until it was ready and the network idle. */
async function assetsFetched(page: Page, url: string, ready: string) {
  const fetched = new Set<string>();
  const onResponse = (response: { url: () => string }) => {
    const p = new URL(response.url()).pathname;
    if (p.endsWith('.js') || p.endsWith('.css')) fetched.add(p);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...fetched];
}

function remoteEntryRuntimeComparison(): string[] {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-bench-'));
  const build = (own: boolean) => {
    const dir = path.join(out, own ? 'own' : 'external');
    // Only the browser's compilation: the remote's config also builds its first views for the
    // server, which would write (and clean) the same output folder.
    execFileSync('pnpm', ['exec', 'rspack', 'build', '--config-name', 'finance', '--output-path', dir], {
      cwd: path.join(ROOT, 'remotes/finance'),
      env: { ...process.env, TOOLHUB_REMOTE_OWN_RUNTIME: own ? '1' : '0' },
      stdio: 'ignore',
    });
    return gz(path.join(dir, 'remoteEntry.js'));
  };
  const own = build(true);
  const external = build(false);
  fs.rmSync(out, { recursive: true, force: true });
  return [
    `finance remoteEntry.js with its own federation runtime: ${kb(own)} gzipped`,
    `finance remoteEntry.js using the shell's runtime:       ${kb(external)} gzipped (saves ${kb(own - external)} per remote)`,
  ];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-bench-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, TOOLHUB_ENV: 'test' };
  delete env.DATABASE_URL;
  const server = spawn('pnpm', ['--filter', '@toolhub/server', 'start'], { cwd: ROOT, env, stdio: 'ignore', detached: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${BASE}/healthz`)).ok) break;
      } catch {
        if (i > 120) throw new Error('server did not start');
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const lines: string[] = [];
    const page = await browser.newPage();

    const shared = sharedChunks();
    const home = await assetsFetched(page, `${BASE}/`, 'header');
    let shellBytes = 0;
    let sharedBytes = 0;
    let cssBytes = 0;
    for (const p of home) {
      const file = fileOf(p);
      if (!file || !fs.existsSync(file)) continue;
      if (p.endsWith('.css')) cssBytes += gz(file);
      else if (shared.has(p)) sharedBytes += gz(file);
      else shellBytes += gz(file);
    }
    const homeJs = home.filter((p) => p.endsWith('.js')).length;
    // All of it is requested after the server's HTML has painted: the 100 KB budget is for the
    // critical path, which the Lighthouse lines measure (JS before the first paint and in its critical request chains).
    lines.push(`homepage JS, all of it, to hydrate: ${kb(shellBytes + sharedBytes)} gzipped (shell ${kb(shellBytes)} + shared libraries ${kb(sharedBytes)}) in ${homeJs} files; the critical path's share is in the Lighthouse lines`);
    lines.push(`homepage CSS: ${kb(cssBytes)} gzipped in ${home.length - homeJs} files`);
    if (!BUNDLES_ONLY) lines.push(...(await registryFigures(await (await fetch(`${BASE}/`)).text())));

    const remotes = fs.readdirSync(path.join(ROOT, 'remotes')).filter((r) => fs.existsSync(path.join(ROOT, 'remotes', r, 'dist/catalog.json')));
    for (const remote of remotes) {
      const catalog = JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes', remote, 'dist/catalog.json'), 'utf8')) as { path: string }[];
      let largest = 0;
      let largestTool = '';
      let largestCss = 0;
      for (const tool of catalog) {
        const files = await assetsFetched(page, `${BASE}/${tool.path}.html`, '[data-tool-ready]');
        const own = files.filter((p) => p.startsWith(`/remotes/${remote}/`));
        const bytesOf = (ending: string) => own.filter((p) => p.endsWith(ending)).reduce((sum, p) => sum + gz(fileOf(p) as string), 0);
        const bytes = bytesOf('.js');
        largestCss = Math.max(largestCss, bytesOf('.css'));
        if (bytes > largest) [largest, largestTool] = [bytes, tool.path];
      }
      lines.push(`remote ${remote}: at most ${kb(largest)} gzipped of its own JS for one tool (${largestTool}); budget 30 KB; at most ${kb(largestCss)} of its own CSS`);
    }
    if (BUNDLES_ONLY) {
      console.info(lines.join('\n'));
      return;
    }

    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${BASE}/mortgage-calculator.html`);
      await tab.waitForFunction(() => document.querySelector('[data-tool-ready]'), undefined, { polling: 'raf' });
      times.push(await tab.evaluate(() => performance.now()));
      await context.close();
    }
    lines.push(`navigation to the finance tool's first render: median ${median(times).toFixed(0)} ms of ${RUNS} (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`);
    lines.push(...remoteEntryRuntimeComparison());
    console.info(lines.join('\n'));
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
if (BUNDLES_ONLY) process.exit(0);
console.info((await lighthouseFigures()).join('\n'));
// After the browser figures, with their server stopped: the load has the machine to itself.
const load = await loadFigures();
console.info(load.lines.join('\n'));
console.info((await filesAndTasksFigures()).join('\n'));
console.info(ocrFigures().join('\n'));
console.info((await pdfFigures()).join('\n'));
console.info((await pdfEndToEndFigures()).join('\n'));
const recognition = await recognitionFigures();
console.info(recognition.lines.join('\n'));
console.info(imageFigures().join('\n'));
console.info((await speechFigures()).join('\n'));
console.info((await textFigures()).join('\n'));
console.info((await lifeFigures()).join('\n'));
if (!load.holds || !recognition.hubHeld) process.exitCode = 1;
