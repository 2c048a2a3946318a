/**
 * Lighthouse 12 on the hub as a phone sees it (issue 21): the mobile preset with simulated
 * throttling, on the home page and a finance, an OCR and a PDF tool page, served compressed by
 * a hub of its own in the prod environment (elsewhere pages say noindex, which SEO marks down). Each page RUNS times (the median run by performance is kept);
 * each line is printed with the previous run's beside it (kept in .bench/, outside git). The
 * issue's aims: performance ≥ 98, accessibility 100, SEO 100, LCP ≤ 1.2 s, CLS ≤ 0.02,
 * TBT ≤ 100 ms; and the page's JavaScript, compressed as sent: all of it, and what was requested
 * before the first contentful paint (the critical path: the issue's aim for the home page is
 * ≤ 100 KB). Each line also gives Lighthouse's benchmark index of the machine in that run: the
 * simulated TBT is the observed main-thread work times four, so it follows the host's CPU (on one
 * shared machine the same code gave 89 and 312 ms an hour apart). Never a pass or a fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { serverEnv, startServer, stopServer } from './servers';

const ROOT = path.resolve(import.meta.dirname, '..');
const PREVIOUS_FILE = path.join(ROOT, '.bench', 'lighthouse.json');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'finance (mortgage)', path: '/mortgage-calculator.html' },
  { name: 'OCR (basic)', path: '/basic-ocr.html' },
  { name: 'PDF (merge)', path: '/pdf-merge.html' },
];
const RUNS = 3;
const DEBUG_PORT = 9333;

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed bytes of every script the page loaded, and of those requested before its first contentful paint. */
  scriptKb: number;
  scriptBeforePaintKb: number;
  /** Compressed bytes of the scripts in Lighthouse's own critical request chains (its audit of what the first render waits on). */
  scriptInCriticalChainsKb?: number;
  /** Lighthouse's CPU score of the machine during the run: simulated TBT grows as it falls. */
  benchmarkIndex?: number;
}

const describe = (f: Figures) =>
  `performance ${f.performance}, accessibility ${f.accessibility}, SEO ${f.seo}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${f.tbtMs.toFixed(0)} ms` +
  // A record from before the bench counted scripts has no such figures.
  (f.scriptKb === undefined ? '' : `, JS ${f.scriptKb.toFixed(1)} KB (${f.scriptBeforePaintKb.toFixed(1)} KB before the first paint`) +
  (f.scriptKb === undefined ? '' : f.scriptInCriticalChainsKb === undefined ? ')' : `, ${f.scriptInCriticalChainsKb.toFixed(1)} KB in Lighthouse's critical request chains)`) +
  (f.benchmarkIndex === undefined ? '' : `; machine's benchmark index ${f.benchmarkIndex.toFixed(0)}`);

/** A node of Lighthouse's `critical-request-chains` audit: a request and the critical requests it started. */
interface ChainNode {
  request: { url: string; transferSize?: number };
  children?: Record<string, ChainNode>;
}

/** Compressed bytes of every script in the chains, each counted once. */
function chainScriptBytes(chains: Record<string, ChainNode>, seen = new Set<string>()): number {
  let bytes = 0;
  for (const { request, children } of Object.values(chains)) {
    const isScript = /\.m?js$/.test(new URL(request.url).pathname);
    if (isScript && !seen.has(request.url)) {
      seen.add(request.url);
      bytes += request.transferSize ?? 0;
    }
    if (children) bytes += chainScriptBytes(children, seen);
  }
  return bytes;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // Request times are on the observed (unthrottled) run's clock, as is its first contentful paint.
  const observedPaint = (audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? 0;
  const scripts = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter((request) => request.resourceType === 'Script');
  const kb = (requests: NetworkRequest[]) => requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    scriptKb: kb(scripts),
    scriptBeforePaintKb: kb(scripts.filter((request) => (request.networkRequestTime ?? 0) < observedPaint)),
    scriptInCriticalChainsKb: chainScriptBytes((audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains ?? {}) / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Against a hub of its own (prod, the workspace's remotes), or `base` when given. */
export async function lighthouseFigures(base?: string): Promise<string[]> {
  if (!base) {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-lighthouse-'));
    const server = await startServer(serverEnv({ TOOLHUB_ENV: 'prod', DATA_DIR: path.join(workDir, 'data') }), workDir, { publicUrl: true });
    try {
      return await lighthouseFigures(server.base);
    } finally {
      await stopServer(server);
    }
  }
  const previous = fs.existsSync(PREVIOUS_FILE) ? (JSON.parse(fs.readFileSync(PREVIOUS_FILE, 'utf8')) as Record<string, Figures>) : {};
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const now: Record<string, Figures> = {};
  const lines = ['', `== Lighthouse 12, mobile preset, simulated throttling, median of ${RUNS} (issue 21) ==`];
  try {
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${base}${page.path}`));
      const median = runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)] as Figures;
      now[page.name] = median;
      const before = previous[page.name];
      lines.push(`${page.name}: ${describe(median)}${before ? ` (previous run: ${describe(before)})` : ''}`);
    }
  } finally {
    await browser.close();
  }
  fs.mkdirSync(path.dirname(PREVIOUS_FILE), { recursive: true });
  fs.writeFileSync(PREVIOUS_FILE, `${JSON.stringify(now, null, 2)}\n`);
  lines.push('aims: performance ≥ 98, accessibility 100, SEO 100, LCP ≤ 1.2 s, CLS ≤ 0.02, TBT ≤ 100 ms; home page JS on the critical path ≤ 100 KB');
  return lines;
}

// Run alone: `pnpm exec tsx lighthouse.ts [base URL of a running hub]`.
if (process.argv[1] === import.meta.filename) console.info((await lighthouseFigures(process.argv[2])).join('\n'));
