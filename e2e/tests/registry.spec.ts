/**
 * The registry as a tool team and ops use it, and as visitors feel it: versions published
 * with the `pnpm toolhub` CLI, a canary for pinned visitors, a canary whose files cannot be
 * had falling back to stable in the same view, an automatic rollback, and a disabled family.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AuditEntry, RegistryOverview } from '@toolhub/contracts';
import { ADMIN_TOKEN, BASE_URL } from '../playwright.config';
import { addOpsPerson, signInAs } from './test-support/ops';

const ROOT = path.join(import.meta.dirname, '../..');
const PROBE = 'e2e/fixtures/version-probe';
const PAGE = '/version-probe.html';

/** Runs `pnpm toolhub …` against the e2e server, as ops would. */
async function toolhub(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('pnpm', ['--silent', 'toolhub', ...args], {
      cwd: ROOT,
      env: { ...process.env, TOOLHUB_URL: BASE_URL, TOOLHUB_ADMIN_TOKEN: ADMIN_TOKEN, TOOLHUB_ENV: 'test', USER: 'e2e-ops' },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function overview(page: Page): Promise<RegistryOverview> {
  const res = await page.request.get('/admin/api/registry', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await res.json()) as { data: RegistryOverview }).data;
}

/** A browser whose device id is `guid`: the registry's canary choice and allowlist key on it. */
async function visitor(browser: Browser, guid: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'guid', value: guid, url: BASE_URL }]);
  return { page: await context.newPage(), close: () => context.close() };
}

const probeVersion = (page: Page) => page.getByTestId('probe-version');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const version of ['1.0.0', '1.1.0']) {
    const published = await toolhub('publish', PROBE, '--version', version);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain(`published probe@${version}`);
  }
  expect((await toolhub('release', 'probe', '1.0.0', '--env', 'test')).code).toBe(0);
});

test('two published versions each render their own version; a pinned visitor gets the canary', async ({ browser }) => {
  // The last build (1.1.0) sent again: a published version never changes.
  const again = await toolhub('publish', PROBE, '--version', '1.1.0', '--no-build');
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('already published');

  expect((await toolhub('release', 'probe', '1.1.0', '--env', 'test', '--percent', '0', '--allow', 'pinned-visitor-0001')).code).toBe(0);
  const everyone = await visitor(browser, 'someone-else-0001');
  await everyone.page.goto(PAGE);
  await expect(probeVersion(everyone.page)).toHaveText('1.0.0');
  await everyone.close();

  const pinned = await visitor(browser, 'pinned-visitor-0001');
  const fetched: string[] = [];
  pinned.page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await pinned.page.goto(PAGE);
  await expect(probeVersion(pinned.page)).toHaveText('1.1.0');
  expect(fetched.some((p) => p.startsWith('/remotes/probe/1.1.0/'))).toBe(true);
  expect(fetched.some((p) => p.startsWith('/remotes/probe/1.0.0/'))).toBe(false);
  await pinned.close();
});

for (const [part, pattern] of [
  ['manifest', '**/remotes/probe/1.1.0/mf-manifest.json'],
  ['entry', '**/remotes/probe/1.1.0/remoteEntry*.js'],
  ['module', '**/remotes/probe/1.1.0/__federation_expose_VersionProbe*.js'],
] as const) {
  test(`with the canary's ${part} unreachable, the page falls back to stable in the same view and the server records it`, async ({ browser }) => {
    const guid = `pinned-${part}-0001`;
    expect((await toolhub('release', 'probe', '1.1.0', '--env', 'test', '--percent', '0', '--allow', guid)).code).toBe(0);
    const before = await overview((await browser.newPage()));
    const failuresBefore = before.loads.find((l) => l.env === 'test' && l.version === '1.1.0')?.failures ?? 0;

    const { page, close } = await visitor(browser, guid);
    await page.route(pattern, (route) => route.abort('connectionrefused'));
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await page.goto(PAGE);
    await expect(probeVersion(page)).toHaveText('1.0.0');
    await expect(page.getByTestId('tool-unavailable')).toHaveCount(0);
    expect(documents).toBe(1);

    await expect.poll(async () => (await overview(page)).loads.find((l) => l.env === 'test' && l.version === '1.1.0')?.failures ?? 0).toBe(failuresBefore + 1);
    const failure = (await overview(page)).recent_failures?.find((f) => f.version === '1.1.0');
    expect(failure?.phase).toBe(part);
    await close();
  });
}

test("a canary manifest whose publicPath points at another origin still loads only from the registry's folder", async ({ browser }) => {
  const guid = 'pinned-foreign-0001';
  expect((await toolhub('release', 'probe', '1.1.0', '--env', 'test', '--percent', '0', '--allow', guid)).code).toBe(0);
  const { page, close } = await visitor(browser, guid);
  // As if the published manifest had been changed to load from elsewhere (the registry refuses
  // such a publish; this is the shell's own guard for anything already out there).
  await page.route('**/remotes/probe/1.1.0/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    manifest.metaData.publicPath = 'https://evil.example/';
    await route.fulfill({ response, json: manifest });
  });
  const foreign: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    foreign.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto(PAGE);
  await expect(probeVersion(page)).toHaveText('1.1.0');
  expect(foreign).toEqual([]);
  await close();
});

test('repeated failures past the threshold roll the canary back, and the audit log says why', async ({ browser }) => {
  // Three fresh visitors pinned into the canary, each failing to load it (min 3 loads, over 50 %).
  const testers = ['rollback-a-0001', 'rollback-b-0001', 'rollback-c-0001'];
  expect((await toolhub('release', 'probe', '1.1.0', '--env', 'test', '--percent', '0', '--allow', testers.join(','))).code).toBe(0);
  for (const guid of testers) {
    const { page, close } = await visitor(browser, guid);
    await page.route('**/remotes/probe/1.1.0/**', (route) => route.abort('connectionrefused'));
    await page.goto(PAGE);
    await expect(probeVersion(page)).toHaveText('1.0.0');
    await close();
  }
  const page = await browser.newPage();
  await expect.poll(async () => (await overview(page)).releases.find((r) => r.env === 'test' && r.remote === 'probe')?.canary ?? null).toBeNull();

  const audit = await toolhub('audit', '--remote', 'probe', '--env', 'test', '--limit', '1');
  expect(audit.stdout).toContain('auto-rollback');
  expect(audit.stdout).toMatch(/canary 1\.1\.0 failed to load for \d+ of \d+ visitors/);
  const entries = ((await (await page.request.get('/admin/api/audit?remote=probe&limit=1', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as { data: AuditEntry[] }).data;
  expect(entries[0]).toMatchObject({ action: 'auto-rollback', actor: 'toolhub', version: '1.1.0' });
  // The evidence names the devices whose failed loads decided it (the earlier fallback journeys'
  // failures of 1.1.0 are in the same window), and their network.
  const failing = entries[0].evidence?.devices.map((d) => d.guid) ?? [];
  expect(failing).toContain(testers[0]);
  expect(failing.every((guid) => /^(pinned|rollback)-/.test(guid))).toBe(true);
  expect(entries[0].evidence?.failing_network_list).toEqual([expect.objectContaining({ network: '127.0.0.0/24' })]);

  // A pinned visitor is back on stable, with no fallback to go through.
  const { page: pinned, close } = await visitor(browser, testers[0]);
  await pinned.goto(PAGE);
  await expect(probeVersion(pinned)).toHaveText('1.0.0');
  await close();
});

test('a disabled remote: its tool page says it is unavailable and the homepage does not list it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /版本探针/ }).first()).toBeVisible();

  expect((await toolhub('disable', 'probe', '--env', 'test')).code).toBe(0);
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: '工具暂时无法使用' })).toBeVisible();
  await expect(probeVersion(page)).toHaveCount(0);
  // In English the page names the tool by its English name.
  expect((await page.goto(`${PAGE}?lang=en`))?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'Tool unavailable' })).toBeVisible();
  await expect(page.getByTestId('tool-off')).toContainText('"Version probe" is switched off for now.');
  await page.goto('/');
  await expect(page.getByRole('link', { name: '房贷计算器' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /版本探针/ })).toHaveCount(0);

  expect((await toolhub('enable', 'probe', '--env', 'test')).code).toBe(0);
  await page.goto(PAGE);
  await expect(probeVersion(page)).toHaveText('1.0.0');
});

test('the compatibility gate refuses a remote built against React 18, naming both ranges', async () => {
  const refused = await toolhub('publish', 'e2e/fixtures/react18-tool');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/react \^18\.3\.1, but the shell in test provides 19\.\d+\.\d+ \(range \^19\.\d+\.\d+\)/);
  // Nothing was registered: the remote does not exist.
  const versions = await toolhub('versions', 'reactold');
  expect(versions.code).toBe(1);
  expect(versions.stderr).toContain('no remote reactold');
});

test('the ops page: visitors never fetch it; an ops person signs in, releases a canary and is named in the audit log', async ({ page, context }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('link', { name: '房贷计算器' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((p) => /\/shell\/ops\./.test(p))).toEqual([]);

  // An ops admin made this releaser beforehand (issue 22): people sign in as themselves.
  const password = await addOpsPerson(page, '运维小王', 'releaser');
  const opsStarts = fetched.length;
  await page.goto('/ops');
  await signInAs(page, '运维小王', 'not-the-password');
  await expect(page.getByText('名字或密码不对，请重新输入。')).toBeVisible();
  expect(fetched.some((p) => /\/shell\/ops\.[0-9a-f]+\.js$/.test(p))).toBe(true);

  await signInAs(page, '运维小王', password);
  await expect(page.getByRole('heading', { name: '远程模块 × 环境' })).toBeVisible();
  await expect(page.getByText('操作人：运维小王')).toBeVisible();

  // The password is nowhere the page's script (or a remote's) could read it: not in storage, and
  // the session is an HttpOnly cookie sent to /admin/ only (issue 15, W9).
  const kept = await page.evaluate(() => ({ stored: JSON.stringify([{ ...sessionStorage }, { ...localStorage }]), cookie: document.cookie }));
  expect(kept.stored).not.toContain(password);
  expect(kept.cookie).not.toContain('toolhub_ops_session');
  const session = (await context.cookies()).find((cookie) => cookie.name === 'toolhub_ops_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/admin/' });
  expect(session?.value).not.toContain(password);
  // A reload keeps the session; the ops page never fetched a remote's file.
  await page.reload();
  await expect(page.getByRole('heading', { name: '远程模块 × 环境' })).toBeVisible();
  await expect(page.getByLabel('密码', { exact: true })).toHaveCount(0);
  expect(fetched.slice(opsStarts).filter((p) => p.startsWith('/remotes/'))).toEqual([]);

  await page.getByRole('button', { name: /管理 probe 在 test 的发布/ }).click();
  const panel = page.getByRole('region', { name: 'probe · test' });
  await panel.getByLabel('版本', { exact: true }).selectOption('1.1.0');
  await panel.getByLabel('访客比例（%）', { exact: true }).fill('25');
  await panel.getByRole('button', { name: '发布灰度' }).click();
  await expect(page.getByRole('button', { name: /管理 probe 在 test 的发布/ })).toContainText('1.1.0 @ 25%');

  const release = (await overview(page)).releases.find((r) => r.env === 'test' && r.remote === 'probe');
  expect(release).toMatchObject({ stable: '1.0.0', canary: '1.1.0', percent: 25 });
  const audit = await toolhub('audit', '--remote', 'probe', '--limit', '1');
  // The audit log names the person, not a name anyone typed.
  expect(audit.stdout).toContain('运维小王');
  expect(audit.stdout).not.toContain('admin:');

  // Signing out ends the session on the server: a reload asks to sign in again.
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
});
