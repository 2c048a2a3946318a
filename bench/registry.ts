/**
 * Figures of the remote registry on every page load — never a pass or a fail on a time:
 *  - snapshot resolution per page (µs): the visitor's version of each of 20 remotes in one of
 *    4 environments, each with a stable version, a 30 % canary and a 50-id allowlist; and the
 *    same plus rendering the page with the snapshot inline;
 *  - the homepage HTML with its snapshot inline: bytes raw, gzip and brotli, for those 20
 *    remotes (5 tools each) and for the workspace as `pnpm start` serves it.
 * `pnpm exec tsx registry.ts` runs it alone (after `pnpm build`).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { HubTool, Release, Snapshot, ToolMeta } from '@toolhub/contracts';
import { PageRenderer } from '../server/src/pages/render';
import { resolveVisitor } from '../server/src/registry/resolve';
import { manifestUrlOf, versionKey, type RegistryState, type VersionEntry } from '../server/src/registry/state';
import { testBuildFiles } from '../server/src/registry/test-support/builds';

const ROOT = path.join(import.meta.dirname, '..');
const REMOTES = 20;
const TOOLS_PER_REMOTE = 5;
const ENVIRONMENTS = ['dev', 'test', 'staging', 'prod'];
const PAGES = 200_000;

function toolsOf(remote: string, index: number): ToolMeta[] {
  return Array.from({ length: TOOLS_PER_REMOTE }, (_, i) => ({
    toolid: 1000 + index * 10 + i,
    path: `${remote}-tool-${i}`,
    name: `工具${index}-${i}`,
    keyword: '识别 转换 计算 查询',
    category: 'life',
    icon: '🧰',
    scene: `${remote}_${i}`,
    needCharge: i === 0,
    module: `./Tool${i}`,
    description: '一句话说明这个小工具能帮你做什么，放在首页和页面描述里。',
  }));
}

/** 20 remotes, each with two published versions, released in 4 environments with a canary. */
function syntheticState(): RegistryState {
  const state: RegistryState = { remotes: [], versions: new Map(), environments: [], releases: new Map() };
  for (let r = 0; r < REMOTES; r++) {
    const remote = `family${r}`;
    const catalog = toolsOf(remote, r);
    state.remotes.push({ name: remote, team: 'bench', description: '', created_at: 0 });
    for (const version of ['1.0.0', '1.1.0']) {
      const manifest = JSON.parse(testBuildFiles({ name: remote, catalog }).find((f) => f.path === 'mf-manifest.json')!.bytes.toString());
      const entry: VersionEntry = {
        remote,
        version,
        digest: 'x'.repeat(64),
        shared: [],
        catalog,
        manifest_url: manifestUrlOf(remote, version),
        files: 10,
        bytes: 100_000,
        published_by: 'bench',
        published_at: 0,
        manifest,
        file_hashes: null,
        tools: catalog.map((tool): HubTool => ({ ...tool, remote })),
      };
      state.versions.set(versionKey(remote, version), entry);
    }
  }
  for (const env of ENVIRONMENTS) {
    state.environments.push({ name: env, shell_shared: null, shell_seen_at: null });
    const releases = new Map<string, Release>();
    for (const { name } of state.remotes) {
      releases.set(name, {
        env,
        remote: name,
        enabled: true,
        stable: '1.0.0',
        canary: '1.1.0',
        percent: 30,
        allow: Array.from({ length: 50 }, (_, i) => `tester-${i}`),
        history: [],
        updated_at: 0,
      });
    }
    state.releases.set(env, releases);
  }
  return state;
}

const sizes = (html: string) => {
  const raw = Buffer.byteLength(html);
  const gzip = zlib.gzipSync(html, { level: 6 }).length;
  const brotli = zlib.brotliCompressSync(html).length;
  return `${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip, ${(brotli / 1024).toFixed(1)} KB brotli`;
};

export async function registryFigures(homepageHtml?: string): Promise<string[]> {
  const state = syntheticState();
  const guids = Array.from({ length: 4096 }, (_, i) => `bench-visitor-${i.toString(16).padStart(8, '0')}`);
  const renderer = new PageRenderer(path.join(ROOT, 'shell/dist'));

  const snapshotOf = (guid: string, env: string): Snapshot => {
    const resolution = resolveVisitor(state, env, { guid });
    return { env, remotes: resolution.remotes, tools: resolution.tools, page: { path: '', status: 200 }, guid };
  };

  // Warm up, then time.
  for (let i = 0; i < 20_000; i++) resolveVisitor(state, ENVIRONMENTS[i % 4], { guid: guids[i % guids.length] });
  let started = process.hrtime.bigint();
  let canaries = 0;
  for (let i = 0; i < PAGES; i++) {
    const { remotes } = resolveVisitor(state, ENVIRONMENTS[i % 4], { guid: guids[i % guids.length] });
    if (remotes[0].fallback) canaries++;
  }
  const resolveUs = Number(process.hrtime.bigint() - started) / 1000 / PAGES;

  const RENDERS = 20_000;
  started = process.hrtime.bigint();
  for (let i = 0; i < RENDERS; i++) renderer.render(snapshotOf(guids[i % guids.length], ENVIRONMENTS[i % 4]), undefined, { origin: 'https://tools.example.com' });
  const renderUs = Number(process.hrtime.bigint() - started) / 1000 / RENDERS;

  // The same home page with the shell's server render in it (issue 21): the chrome and every tool card as HTML.
  const SERVER_RENDERS = 300;
  for (let i = 0; i < 30; i++) renderer.render(snapshotOf(guids[i], 'prod'), undefined, { url: '/' });
  started = process.hrtime.bigint();
  for (let i = 0; i < SERVER_RENDERS; i++) renderer.render(snapshotOf(guids[i % guids.length], ENVIRONMENTS[i % 4]), undefined, { origin: 'https://tools.example.com', url: '/' });
  const serverRenderMs = Number(process.hrtime.bigint() - started) / 1e6 / SERVER_RENDERS;
  const serverRendered = renderer.render(snapshotOf(guids[0], 'prod'), undefined, { origin: 'https://tools.example.com', url: '/' });

  const lines = [
    `snapshot resolution (${REMOTES} remotes, ${ENVIRONMENTS.length} environments, 30 % canaries): ${resolveUs.toFixed(1)} µs per page; with the page rendered around it: ${renderUs.toFixed(1)} µs (${(canaries / PAGES * 100).toFixed(1)} % of remote picks on the canary)`,
    `homepage HTML with the snapshot inline, ${REMOTES} remotes × ${TOOLS_PER_REMOTE} tools: ${sizes(renderer.render(snapshotOf(guids[0], 'prod'), undefined, { origin: 'https://tools.example.com' }).html)}`,
    serverRendered.inline.styles.length > 0
      ? `the same homepage server-rendered (chrome and ${REMOTES * TOOLS_PER_REMOTE} tool cards as HTML, first-paint CSS inline; kept per catalog, address and language): ${serverRenderMs.toFixed(2)} ms per page, ${sizes(serverRendered.html)}`
      : 'the same homepage server-rendered: no server render in shell/dist-server (build the shell first)',
  ];
  if (homepageHtml) lines.push(`homepage HTML with the snapshot inline, as pnpm start serves the workspace: ${sizes(homepageHtml)}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.info((await registryFigures()).join('\n'));
}
