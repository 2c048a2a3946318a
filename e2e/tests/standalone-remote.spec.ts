/**
 * A tool team outside this repo (issue 22): a remote made by `create-toolhub-remote`, built with
 * webpack 5 in a folder of its own with its own lockfile, published with its team's token,
 * released to 10 % of visitors, rendered on the shell's React, and rolled back — by running the
 * command blocks of docs/remote-contract.md "A remote in its own repo" exactly as written there
 * (with this hub's address and environment), so the documented path is the tested one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL } from '../playwright.config';

const ROOT = path.join(import.meta.dirname, '../..');
const DOC = path.join(ROOT, 'docs/remote-contract.md');
const REMOTE = 'my_family';
const PAGE = '/my_family-example.html';
const SECTION = '## A remote in its own repo';

type Actor = 'team' | 'ops' | 'team CI';
interface Block {
  actor: Actor;
  script: string;
}

/** The section's ```sh blocks, each named by the actor its first comment line gives. */
function documentedBlocks(): Block[] {
  const text = fs.readFileSync(DOC, 'utf8');
  const start = text.indexOf(SECTION);
  expect(start, `${SECTION} in docs/remote-contract.md`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + SECTION.length);
  const section = text.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, body]) => {
    const actor = /^# (team CI|team|ops):/.exec(body)?.[1] as Actor | undefined;
    if (!actor) throw new Error(`a block of "${SECTION}" does not start with "# team:", "# ops:" or "# team CI:"\n${body}`);
    // This hub instead of the example's, and the e2e server's environment instead of prod.
    return { actor, script: body.replaceAll('https://hub.example', BASE_URL).replaceAll('--env prod', '--env test') };
  });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-standalone-'));
const repo = path.join(work, 'my-family');
const stateFile = path.join(work, 'team-token');

/** Runs one documented block with what its actor has: ops the hub repo and admin token; the team only its own repo (and, in CI, its token). */
async function run(block: Block) {
  const { TOOLHUB_ADMIN_TOKEN: _admin, TOOLHUB_TEAM_TOKEN: _team, TOOLHUB_URL: _url, ...clean } = process.env;
  const npm = {
    // A cache of its own: what the hub serves now, never a tarball cached from an earlier build.
    npm_config_cache: path.join(work, '.npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  const setup = {
    team: { cwd: work, env: { ...clean, ...npm }, script: block.script },
    ops: {
      cwd: ROOT,
      env: { ...clean, TOOLHUB_URL: BASE_URL, TOOLHUB_ADMIN_TOKEN: ADMIN_TOKEN, USER: 'e2e-ops' },
      // The token an ops block hands over reaches the team CI block as it would through a CI secret.
      script: `${block.script}\nif [ -n "\${TEAM_TOKEN:-}" ]; then printf '%s' "$TEAM_TOKEN" > '${stateFile}'; fi\n`,
    },
    'team CI': {
      cwd: repo,
      env: { ...clean, ...npm, TEAM_TOKEN: fs.existsSync(stateFile) ? fs.readFileSync(stateFile, 'utf8') : '' },
      script: block.script,
    },
  }[block.actor];
  try {
    return await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', setup.script], { cwd: setup.cwd, env: setup.env, timeout: 240_000, maxBuffer: 32 << 20 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`the documented ${block.actor} block failed:\n${block.script}\n${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/** Visitors `prefix-0000…` split by whether the tool's page is theirs. */
async function splitVisitors(browser: Browser, count: number, prefix: string) {
  const context = await browser.newContext();
  const seeing: string[] = [];
  const notSeeing: string[] = [];
  for (let i = 0; i < count; i++) {
    const guid = `${prefix}-${String(i).padStart(4, '0')}`;
    const res = await context.request.get(PAGE, { headers: { cookie: `guid=${guid}` }, maxRedirects: 0 });
    expect([200, 404]).toContain(res.status());
    (res.status() === 200 ? seeing : notSeeing).push(guid);
  }
  await context.close();
  return { seeing, notSeeing };
}

async function visitor(browser: Browser, guid: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'guid', value: guid, url: BASE_URL }]);
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: 'serial' });
test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('a webpack 5 remote from its own repo publishes with its team token, reaches 10 % of visitors on the shell’s React, and rolls back', async ({ browser }) => {
  test.setTimeout(600_000);
  const blocks = documentedBlocks();
  expect(blocks.map((b) => b.actor)).toEqual(['team', 'ops', 'team CI', 'ops', 'ops']);
  const [create, team, publish, release, rollback] = blocks;

  await run(create);
  expect(fs.readFileSync(path.join(repo, '.npmrc'), 'utf8')).toContain(`@toolhub:registry=${BASE_URL}/npm/`);
  expect(fs.existsSync(path.join(repo, 'package-lock.json'))).toBe(true);
  expect(fs.existsSync(path.join(repo, 'webpack.config.mjs'))).toBe(true);
  // Built by webpack 5, outside the workspace: none of this repo's node_modules is on its path.
  const webpack = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/webpack/package.json'), 'utf8')) as { version: string };
  expect(webpack.version).toMatch(/^5\./);
  expect(path.relative(ROOT, repo).startsWith('..')).toBe(true);
  // The catalog was written by the build from src/catalog.ts.
  const catalog = JSON.parse(fs.readFileSync(path.join(repo, 'dist/catalog.json'), 'utf8')) as { path: string }[];
  expect(catalog.map((t) => t.path)).toEqual(['my_family-example']);

  await run(team);
  expect(fs.readFileSync(stateFile, 'utf8')).toMatch(/^tht_/);
  const published = await run(publish);
  expect(published.stdout).toContain(`published ${REMOTE}@0.1.0`);
  await run(release);

  // About 10 % of visitors get the page; the rest get the hub's 404, as for a tool that does not exist.
  // 300 draws at p = 0.1: mean 30, sd 5.2; ±4.5 sd.
  const { seeing, notSeeing } = await splitVisitors(browser, 300, 'standalone');
  expect(seeing.length).toBeGreaterThanOrEqual(7);
  expect(seeing.length).toBeLessThanOrEqual(53);

  // The remote's build carries React as a fallback; on the hub it must take the shell's instead.
  const fallbacks = fs.readdirSync(path.join(repo, 'dist')).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(repo, 'dist', f), 'utf8').includes('react.transitional.element'));
  expect(fallbacks.length).toBeGreaterThan(0);

  const one = await visitor(browser, seeing[0]);
  const loaded: string[] = [];
  one.page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith(`/remotes/${REMOTE}/`)) loaded.push(path.basename(new URL(res.url()).pathname));
  });
  await one.page.goto(PAGE);
  const tool = one.page.locator('section').filter({ has: one.page.getByRole('heading', { name: '字数统计' }) }).last();
  await one.page.getByLabel('输入或粘贴文本').fill('你好 world');
  // The counts follow the text: the tool's hooks run on the React the shell's react-dom renders with.
  await expect(tool.getByText('字数', { exact: true }).locator('..')).toContainText('3');
  await expect(tool.getByRole('button', { name: '清空' })).toBeEnabled();
  await expect(tool).toContainText('0.1.0');
  expect(loaded).toContain('remoteEntry.js');
  expect(loaded.filter((file) => fallbacks.includes(file))).toEqual([]);
  await one.context.close();

  const other = await visitor(browser, notSeeing[0]);
  expect((await other.page.goto(PAGE))?.status()).toBe(404);
  await other.context.close();

  await run(rollback);
  const after = await visitor(browser, seeing[0]);
  expect((await after.page.goto(PAGE))?.status()).toBe(404);
  await after.context.close();
});
