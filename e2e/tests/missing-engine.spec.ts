import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pathWithout, type HiddenPrograms } from '../../server/src/engine-check/test-support/path';

/**
 * A fresh hub on a machine without qpdf: its own server process (not the suite's), started
 * as `pnpm start` starts it but with qpdf hidden from PATH. The server must say so at
 * start-up, and every PDF tool must tell the visitor before any upload, charge nothing and
 * refuse its calls.
 */
const SERVER_DIR = path.join(import.meta.dirname, '../../server');
const ADMIN_TOKEN = 'missing-engine-admin';
const PDF_TOOLS = ['pdf-merge', 'pdf-split', 'pdf-compress', 'pdf-encrypt', 'pdf-decrypt', 'office-to-pdf', 'image-to-pdf', 'pdf-to-word', 'pdf-to-image', 'pdf-to-text'];

interface Hub {
  url: string;
  output: () => string;
  child: ChildProcess;
}

let hub: Hub;
let hidden: HiddenPrograms;
let dataDir: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  hidden = pathWithout(['qpdf']);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-no-qpdf-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: hidden.PATH, PORT: String(port), DATA_DIR: dataDir, TOOLHUB_ENV: 'test', TOOLHUB_ADMIN_TOKEN: ADMIN_TOKEN };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TOOLHUB_TASK_HANDLERS']) delete env[name];
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  hub = { url: `http://127.0.0.1:${port}`, output: () => output, child };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the hub exited: ${output.slice(-3000)}`);
    if (await fetch(`${hub.url}/healthz`).then((res) => res.ok, () => false)) break;
    if (i > 400) throw new Error(`the hub did not start: ${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (hub?.child.exitCode === null) {
    const exited = new Promise((resolve) => hub.child.once('exit', resolve));
    hub.child.kill('SIGTERM');
    await exited;
  }
  hidden?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The messages the server logged (pino writes one JSON object a line). */
const loggedLines = () =>
  hub
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        return [(JSON.parse(line) as { msg?: string }).msg ?? ''];
      } catch {
        return [];
      }
    });

/** Calls the hub's API as the page does: the page's own guid cookie, its token and a Timestamp. */
async function apiCall(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = ((await (await page.request.get(`${hub.url}/api/getToken`)).json()) as { data: { token: string } }).data.token;
  const headers = { authorization: token, timestamp: String(Math.floor(Date.now() / 1000)) };
  return method === 'GET' ? page.request.get(`${hub.url}${url}`, { headers }) : page.request.post(`${hub.url}${url}`, { headers, data });
}

test('start-up logs one line for qpdf naming the tools it disables and the install command', () => {
  const lines = loggedLines().filter((line) => line.startsWith('engine check: program qpdf is missing'));
  expect(lines).toHaveLength(1);
  for (const tool of PDF_TOOLS) expect(lines[0]).toContain(`(${tool})`);
  expect(lines[0]).toContain('install it with: apt-get install -y qpdf');
  // Nothing else is missing on this machine: qpdf is the one line.
  expect(loggedLines().filter((line) => line.includes('is missing;'))).toHaveLength(1);
});

test('/healthz lists the PDF engines as missing qpdf and the others ready', async ({ request }) => {
  const health = (await (await request.get(`${hub.url}/healthz`)).json()) as { engines: { engine: string; state: string; missing: { name: string; install: string }[] }[] };
  const missing = health.engines.filter((engine) => engine.state === 'missing');
  expect(missing.map((engine) => engine.engine)).toEqual(['pdf', 'convert/office-to-pdf', 'convert/images-to-pdf', 'convert/pdf-to-images', 'convert/pdf-to-text', 'convert/pdf-to-word']);
  for (const engine of missing) expect(engine.missing).toEqual([{ kind: 'program', name: 'qpdf', install: 'apt-get install -y qpdf' }]);
  expect(health.engines.find((engine) => engine.engine === 'ocr')?.state).toBe('ready');
});

test('the page catalog marks the PDF tools unavailable; their calls are refused 503 "not open" and charge nothing', async ({ page }) => {
  await page.goto(`${hub.url}/pdf-to-word.html`);
  const snapshot = JSON.parse((await page.locator('#toolhub-snapshot').textContent()) ?? '{}') as { tools: { path: string; unavailable?: { missing: string[] } }[] };
  const marked = snapshot.tools.filter((tool) => tool.unavailable).map((tool) => tool.path);
  expect(marked.sort()).toEqual([...PDF_TOOLS].sort());
  expect(snapshot.tools.find((tool) => tool.path === 'pdf-to-word')?.unavailable?.missing).toEqual(['qpdf']);

  const left = async () => ((await (await apiCall(page, 'GET', '/api/getEquityConsumeCount?scene=pdf_to_word')).json()) as { data: { leftTime: number } }).data.leftTime;
  const before = await left();
  const credential = await apiCall(page, 'POST', '/api/getcoscredential', { fileType: 'pdf', toolid: 64 });
  expect(credential.status()).toBe(503);
  expect(await credential.text()).toMatch(/^1,.*qpdf/);
  const create = await apiCall(page, 'POST', '/api/pdfconvert/createPdfTask', { type: 105, tool_id: 64, scene: 'pdf_to_word', data: JSON.stringify({ files: [] }), is_async: false });
  expect(create.status()).toBe(503);
  expect(await create.text()).toMatch(/^1,.*qpdf.*apt-get install -y qpdf/);
  expect(await left()).toBe(before);
});

test('the tool page says "not available on this server" with what is missing, and shows no upload box', async ({ page }) => {
  for (const tool of ['pdf-merge', 'pdf-to-word']) {
    await page.goto(`${hub.url}/${tool}.html`);
    const notice = page.getByTestId('engine-missing');
    await expect(notice.getByRole('heading', { name: '此工具在本服务器上暂不可用' })).toBeVisible();
    await expect(notice.locator('code')).toHaveText(['qpdf']);
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await expect(page.locator('[data-tool-ready]')).toHaveCount(0);
    // A charged tool (PDF转Word) does not ask for a login or payment either.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // A tool whose engine is ready still gets its screen.
  await page.goto(`${hub.url}/basic-ocr.html`);
  await expect(page.locator('[data-tool-ready]')).toHaveCount(1);
  await expect(page.getByTestId('engine-missing')).toHaveCount(0);
});
