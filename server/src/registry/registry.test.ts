/**
 * The registry through its HTTP faces, on a real app and database: the admin API as the CLI
 * and the ops page speak it, the pages and `/api/remotes` as visitors get them.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, type Release, type RemoteVersion, type ToolMeta } from '@toolhub/contracts';
import { createTestApp, loginAs, sessionHeaders, snapshotOf, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { registryOf } from '.';
import { resolveVisitor } from './resolve';
import { testBuildFiles, SHELL_LIKE_SHARED, type TestBuildOptions } from './test-support/builds';
import { adminErrorOf } from './test-support/admin-errors';

const ALICE = { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'x-toolhub-actor': 'alice' };

const toolOf = (path: string, toolid: number, name: string): ToolMeta => ({
  toolid,
  path,
  name,
  keyword: 'probe',
  category: 'life',
  icon: '',
  scene: `${path}_scene`,
  needCharge: false,
  module: './Probe',
});
const PROBE_TOOL = toolOf('probe-tool', 9801, '探针工具');

let t: TestApp;
beforeAll(async () => {
  // No workspace remotes: the registry starts empty and every version here is published by the test.
  t = await createTestApp({ remoteBuilds: [], configure: (config) => ({ ...config, canary: { maxFailureRate: 0.5, minLoads: 4, windowMs: 60_000, minNetworks: 3, perNetworkPerMinute: 60 } }) });
});
afterAll(async () => {
  await t.close();
});

async function admin(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = ALICE) {
  const res = await t.app.inject({ method, url: `/admin/api/${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json() as { data: unknown }).data : undefined, error: adminErrorOf(res.body) };
}

const publish = (version: string, options: Partial<TestBuildOptions> = {}) => {
  const name = options.name ?? 'probe';
  const files = testBuildFiles({ name, catalog: [PROBE_TOOL], marker: version, ...options });
  return admin('POST', `remotes/${name}/versions`, { version, files: files.map((f) => ({ path: f.path, base64: f.bytes.toString('base64') })) });
};
const release = (env: string, version: string, extra: { percent?: number; allow?: string[] } = {}, remote = 'probe') =>
  admin('POST', `envs/${env}/remotes/${remote}/release`, { version, ...extra });
const act = (env: string, action: string, remote = 'probe', reason?: string) => admin('POST', `envs/${env}/remotes/${remote}/${action}`, reason ? { reason } : {});

/** The version of `remote` the page snapshot gives a visitor with this guid. */
async function servedVersion(guid: string, remote = 'probe') {
  const res = await t.app.inject({ method: 'GET', url: '/', cookies: { guid } });
  return snapshotOf(res.body).remotes.find((r) => r.name === remote)?.version;
}
const guids = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}-${i}-${crypto.randomBytes(4).toString('hex')}`);

describe('publishing', () => {
  it('refuses the admin API without the token or with a wrong one, and publishes nothing', async () => {
    const files = testBuildFiles({ name: 'intruder', catalog: [toolOf('intruder', 9899, '闯入')] }).map((f) => ({ path: f.path, base64: f.bytes.toString('base64') }));
    const missing = await admin('POST', 'remotes/intruder/versions', { version: '1.0.0', files }, {});
    expect(missing.status).toBe(401);
    expect(missing.error).toContain('admin token required');
    const wrong = await admin('POST', 'remotes/intruder/versions', { version: '1.0.0', files }, { authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(403);
    expect((await admin('GET', 'registry', undefined, {})).status).toBe(401);
    expect((await admin('GET', 'audit', undefined, { authorization: 'Basic abc' })).status).toBe(401);
    const overview = (await admin('GET', 'registry')).data as { remotes: { name: string }[] };
    expect(overview.remotes.map((r) => r.name)).not.toContain('intruder');
  });

  it('publishes a version once: the same version again is refused, whatever its files', async () => {
    const first = await publish('1.0.0');
    expect(first.status).toBe(200);
    expect((first.data as RemoteVersion).manifest_url).toBe('/remotes/probe/1.0.0/mf-manifest.json');
    const again = await publish('1.0.0', { marker: 'other bytes' });
    expect(again.status).toBe(409);
    expect(again.error).toContain('already published');
    const versions = (await admin('GET', 'remotes/probe/versions')).data as RemoteVersion[];
    expect(versions.map((v) => v.version)).toEqual(['1.0.0']);
    expect(versions[0].shared.map((s) => s.name)).toEqual(expect.arrayContaining(['react', 'react-dom', '@toolhub/sdk']));
    expect(versions[0].published_by).toBe('admin-token');
    // Its files are served from the versioned path, immutable.
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/probe/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('probe 1.0.0');
    expect(entry.headers['cache-control']).toContain('immutable');
  });

  it('refuses a build against another React major, naming the package and both ranges', async () => {
    const react18 = SHELL_LIKE_SHARED.map((dep) => (dep.name === 'react' ? { ...dep, version: '18.3.1', requiredVersion: '^18.3.1' } : dep));
    const refused = await publish('2.0.0-react18', { shared: react18 });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatch(/react \^18\.3\.1.*provides 19\.\d+\.\d+ \(range \^19\.\d+\.\d+\)/);
    const versions = (await admin('GET', 'remotes/probe/versions')).data as RemoteVersion[];
    expect(versions.map((v) => v.version)).not.toContain('2.0.0-react18');
    expect((await t.app.inject({ method: 'GET', url: '/remotes/probe/2.0.0-react18/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('refuses a build whose catalog names a module it does not expose, or a tool another remote owns', async () => {
    const files = testBuildFiles({ name: 'broken', catalog: [toolOf('broken-tool', 9898, '坏')] }).filter((f) => f.path !== 'remoteEntry.js');
    const noEntry = await admin('POST', 'remotes/broken/versions', { version: '1.0.0', files: files.map((f) => ({ path: f.path, base64: f.bytes.toString('base64') })) });
    expect(noEntry.status).toBe(400);
    expect(noEntry.error).toContain('remoteEntry.js');
    const clash = await publish('1.0.0', { name: 'copycat', catalog: [toolOf('probe-tool', 9897, '抄')] });
    expect(clash.status).toBe(409);
    expect(clash.error).toContain('remote probe');
  });
});

describe('refusals a tool team can act on (issue 22)', () => {
  it('answers a broken catalog with problem details (RFC 9457) that name every problem: the field, what was found, what is allowed', async () => {
    const bad = { ...toolOf('Bad Path!', 9891, '坏路径'), module: 'Probe' };
    const alsoBad = { ...toolOf('ok-path', 9892, '好'), toolid: -1 };
    const files = testBuildFiles({ name: 'sloppy', catalog: [toolOf('fine-tool', 9890, '好工具')] }).map((file) =>
      file.path === 'catalog.json' ? { ...file, bytes: Buffer.from(JSON.stringify([bad, alsoBad])) } : file,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/remotes/sloppy/versions',
      headers: ALICE,
      payload: { version: '1.0.0', files: files.map((f) => ({ path: f.path, base64: f.bytes.toString('base64') })) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = JSON.parse(res.body) as { status: number; title: string; detail: string; errors: { field: string; found?: string; allowed: string }[] };
    expect(problem).toMatchObject({ type: 'about:blank', status: 422, title: 'Unprocessable Entity', detail: 'catalog.json does not meet the remote contract: 3 problems' });
    expect(problem.errors).toEqual([
      { field: 'catalog.json[0].path', found: '"Bad Path!"', allowed: expect.stringContaining('lowercase letters, digits, - and _') },
      { field: 'catalog.json[0].module', found: '"Probe"', allowed: expect.stringContaining("starting with './'") },
      { field: 'catalog.json[1].toolid', found: '-1', allowed: expect.any(String) },
    ]);
    // Nothing was published.
    expect((await admin('GET', 'remotes/sloppy/versions')).status).toBe(404);
  });

  it('answers a malformed request, an unknown remote and a wrong token with problem details too', async () => {
    const malformed = await admin('POST', 'remotes/probe/versions', { version: 'not a version' });
    expect(malformed.status).toBe(400);
    expect(malformed.error).toMatch(/^version /);
    expect(malformed.error).toContain('files: missing');
    const unknown = await t.app.inject({ method: 'GET', url: '/admin/api/remotes/nobody/versions', headers: ALICE });
    expect(JSON.parse(unknown.body)).toMatchObject({ status: 404, title: 'Not Found', detail: 'no remote nobody' });
    const refused = await t.app.inject({ method: 'GET', url: '/admin/api/registry', headers: { authorization: 'Bearer wrong' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
  });
});

describe('releasing', () => {
  it('refuses a release of a version nobody published, or of an unknown remote or environment', async () => {
    const unknown = await release('test', '7.7.7');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toContain('no published version 7.7.7');
    expect((await release('test', '1.0.0', {}, 'nobody')).status).toBe(404);
    expect((await release('moon', '1.0.0')).status).toBe(404);
  });

  it('releases a brand-new remote to 10 % of visitors: they get its tool, the rest do not see it, and a rollback takes it away (issue 22)', async () => {
    const name = 'fresh';
    const tool = toolOf('fresh-tool', 9806, '新工具');
    expect((await publish('0.1.0', { name, catalog: [tool] })).status).toBe(200);
    const canary = await release('test', '0.1.0', { percent: 10 }, name);
    expect(canary.status, canary.error).toBe(200);
    expect(canary.data).toMatchObject({ stable: null, canary: '0.1.0', percent: 10 });

    const visitors = guids(1000, 'fresh');
    let withTool = 0;
    for (const guid of visitors) {
      const res = await t.app.inject({ method: 'GET', url: '/', cookies: { guid } });
      const snapshot = snapshotOf(res.body);
      const has = snapshot.remotes.some((r) => r.name === name);
      // Whoever gets the remote gets its tool, with no fallback to a stable that does not exist.
      expect(snapshot.tools.some((candidate) => candidate.toolid === tool.toolid)).toBe(has);
      if (has) {
        withTool++;
        expect(snapshot.remotes.find((r) => r.name === name)?.fallback).toBeUndefined();
      }
    }
    // 1000 draws at p = 0.1: mean 100, sd 9.5; ±4.5 sd.
    expect(withTool).toBeGreaterThanOrEqual(57);
    expect(withTool).toBeLessThanOrEqual(143);

    expect((await act('test', 'rollback', name)).status).toBe(200);
    for (const guid of visitors.slice(0, 50)) expect(await servedVersion(guid, name)).toBeUndefined();
  }, 120_000);

  it('makes a version stable; a canary at 30 % splits visitors within binomial bounds and keeps each on their version', async () => {
    expect((await release('test', '1.0.0')).status).toBe(200);
    expect((await publish('1.1.0')).status).toBe(200);
    const canary = await release('test', '1.1.0', { percent: 30 });
    expect(canary.data).toMatchObject({ stable: '1.0.0', canary: '1.1.0', percent: 30 });

    const visitors = guids(1000, 'split');
    const first = new Map<string, string | undefined>();
    for (const guid of visitors) first.set(guid, await servedVersion(guid));
    const onCanary = [...first.values()].filter((v) => v === '1.1.0').length;
    // 1000 draws at p = 0.3: mean 300, sd 14.5; ±4.5 sd fails a fair split about once in 150,000 runs.
    expect(onCanary).toBeGreaterThanOrEqual(235);
    expect(onCanary).toBeLessThanOrEqual(365);
    expect([...first.values()].every((v) => v === '1.0.0' || v === '1.1.0')).toBe(true);
    for (let round = 0; round < 4; round++) {
      for (const guid of visitors) expect(await servedVersion(guid)).toBe(first.get(guid));
    }

    // Raising to 60 % only moves visitors from stable to the canary.
    await release('test', '1.1.0', { percent: 60 });
    let nowOnCanary = 0;
    for (const guid of visitors) {
      const version = await servedVersion(guid);
      if (first.get(guid) === '1.1.0') expect(version, guid).toBe('1.1.0');
      if (version === '1.1.0') nowOnCanary++;
    }
    // p = 0.6: mean 600, sd 15.5.
    expect(nowOnCanary).toBeGreaterThanOrEqual(530);
    expect(nowOnCanary).toBeLessThanOrEqual(670);
  }, 120_000);

  it('gives a canary visitor the stable version as the fallback, and /api/remotes answers what the page had', async () => {
    const state = await registryOf(t.app)!.state();
    const onCanary = guids(200, 'fallback').find((guid) => resolveVisitor(state, 'test', { guid }).remotes[0]?.version === '1.1.0') as string;
    const h = await sessionHeaders(t.app);
    const headers = { ...h, cookie: `guid=${onCanary}` };
    // The token is bound to the device: take one for this guid.
    const token = (await t.app.inject({ method: 'GET', url: '/api/getToken', cookies: { guid: onCanary } })).json() as { data: { token: string } };
    const api = await t.app.inject({ method: 'GET', url: '/api/remotes', headers: { ...headers, authorization: token.data.token } });
    expect(api.statusCode).toBe(200);
    const probe = (api.json() as { data: { remotes: { name: string; version: string; fallback?: { version: string } }[] } }).data.remotes.find((r) => r.name === 'probe');
    expect(probe).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0', manifestUrl: '/remotes/probe/1.0.0/mf-manifest.json' } });
    const page = snapshotOf((await t.app.inject({ method: 'GET', url: '/probe-tool.html', cookies: { guid: onCanary } })).body);
    expect(page.remotes.find((r) => r.name === 'probe')).toEqual(probe);
  });

  it('always gives the canary to allowlisted guids and qbids, even at 0 %', async () => {
    const [listedGuid, other] = guids(2, 'allow');
    const user = await loginAs(t);
    await release('test', '1.1.0', { percent: 0, allow: [listedGuid, user.qbid] });
    expect(await servedVersion(listedGuid)).toBe('1.1.0');
    expect(await servedVersion(other)).toBe('1.0.0');
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: user.cookie } });
    expect(snapshotOf(page.body).remotes.find((r) => r.name === 'probe')?.version).toBe('1.1.0');
  });

  it('promotes the canary, and rollback returns to the previous stable', async () => {
    const promoted = (await act('test', 'promote')).data as Release;
    expect(promoted).toMatchObject({ stable: '1.1.0', canary: null, history: ['1.0.0'] });
    const [anyone] = guids(1, 'rollback');
    expect(await servedVersion(anyone)).toBe('1.1.0');
    const rolledBack = (await act('test', 'rollback', 'probe', 'checkout button misplaced')).data as Release;
    expect(rolledBack).toMatchObject({ stable: '1.0.0', canary: null, history: [] });
    expect(await servedVersion(anyone)).toBe('1.0.0');
    const nothingLeft = await act('test', 'rollback');
    expect(nothingLeft.status).toBe(400);
    expect(nothingLeft.error).toContain('no earlier stable');
  });

  it('refuses to release into an environment whose shell cannot satisfy the version', async () => {
    // A staging shell that moved on to a React major the version does not accept.
    await t.db
      .updateTable('registry_env')
      .set({ shell_shared: JSON.stringify(SHELL_LIKE_SHARED.map((dep) => (dep.name === 'react' ? { ...dep, version: '20.0.0', requiredVersion: '^20.0.0' } : dep))) })
      .where('name', '=', 'staging')
      .execute();
    const refused = await release('staging', '1.0.0');
    expect(refused.status).toBe(422);
    expect(refused.error).toBe('probe 1.0.0 needs react ^19.3.1, but the shell in staging provides 20.0.0 (range ^20.0.0)');
  });

  it('disable hides the family in that environment only: tool list, snapshot and the tool page', async () => {
    await release('prod', '1.0.0');
    const h = await sessionHeaders(t.app);
    const listed = async () => ((await t.app.inject({ method: 'GET', url: '/api/get_tool_list', headers: h })).json() as { data: { path: string }[] }).data.map((x) => x.path);
    expect(await listed()).toContain('probe-tool');

    expect(((await act('test', 'disable')).data as Release).enabled).toBe(false);
    expect(await listed()).not.toContain('probe-tool');
    const home = snapshotOf((await t.app.inject({ method: 'GET', url: '/', headers: { cookie: h.cookie } })).body);
    expect(home.remotes.map((r) => r.name)).not.toContain('probe');
    expect(home.tools.map((x) => x.path)).not.toContain('probe-tool');
    const page = await t.app.inject({ method: 'GET', url: '/probe-tool.html', headers: { cookie: h.cookie } });
    expect(page.statusCode).toBe(503);
    expect(snapshotOf(page.body).page.unavailableTool).toEqual({ name: '探针工具' });
    expect(page.body).toContain('<title>探针工具');

    // prod is untouched.
    const state = await registryOf(t.app)!.state();
    expect(resolveVisitor(state, 'prod', { guid: h.guid }).tools.map((x) => x.path)).toContain('probe-tool');

    await act('test', 'enable');
    expect(await listed()).toContain('probe-tool');
  });
});

describe('load reports and automatic rollback', () => {
  /**
   * A device on its own network that opened a page (so the server served it its versions),
   * with its token, as the shell reports from it. Attacks on the reports: load-reports.test.ts.
   */
  let networks = 0;
  async function device(guid: string) {
    const remoteAddress = `192.0.${++networks}.7`;
    await t.app.inject({ method: 'GET', url: '/', cookies: { guid }, remoteAddress });
    const token = (await t.app.inject({ method: 'GET', url: '/api/getToken', cookies: { guid }, remoteAddress })).json() as { data: { token: string } };
    return (report: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/remote_loads',
        remoteAddress,
        headers: { cookie: `guid=${guid}`, authorization: token.data.token, timestamp: String(Math.floor(Date.now() / 1000)) },
        payload: report,
      });
  }

  it('rolls a canary back once more than half of at least 4 visitors on 3 networks fail to load it, and says why in the audit log', async () => {
    expect((await publish('1.2.0')).status).toBe(200);
    const testers = guids(6, 'canary');
    await release('test', '1.2.0', { percent: 0, allow: testers });

    // A report for a version the visitor is not served does not count.
    const outsider = await device(guids(1, 'outsider')[0]);
    expect((await outsider({ remote: 'probe', version: '1.2.0', ok: false, phase: 'entry', message: 'x' })).json()).toMatchObject({ data: { counted: false } });

    const reporters = await Promise.all(testers.map(device));
    await reporters[0]({ remote: 'probe', version: '1.2.0', ok: true });
    await reporters[1]({ remote: 'probe', version: '1.2.0', ok: true });
    // One device failing over and over counts once.
    for (let i = 0; i < 5; i++) await reporters[2]({ remote: 'probe', version: '1.2.0', ok: false, phase: 'entry', message: 'Failed to load script resources' });
    await reporters[3]({ remote: 'probe', version: '1.2.0', ok: false, phase: 'manifest', message: 'RUNTIME-003' });
    // 2 of 4 failed: 50 % is not above the limit (nor are 2 failing networks enough).
    let overview = (await admin('GET', 'registry')).data as { releases: Release[]; loads: { version: string; loads: number; failures: number }[] };
    expect(overview.releases.find((r) => r.env === 'test' && r.remote === 'probe')?.canary).toBe('1.2.0');
    expect(overview.loads.find((l) => l.version === '1.2.0')).toMatchObject({ loads: 4, failures: 2, networks: 4, failing_networks: 2 });
    const failures = ((await admin('GET', 'registry')).data as { recent_failures: { version: string; phase: string; message: string }[] }).recent_failures;
    expect(failures).toHaveLength(2);
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ version: '1.2.0', phase: 'manifest', message: 'RUNTIME-003' }),
        expect.objectContaining({ version: '1.2.0', phase: 'entry', message: 'Failed to load script resources' }),
      ]),
    );

    const last = await reporters[4]({ remote: 'probe', version: '1.2.0', ok: false, phase: 'module', message: 'ChunkLoadError' });
    expect(last.statusCode).toBe(200);
    overview = (await admin('GET', 'registry')).data as typeof overview;
    expect(overview.releases.find((r) => r.env === 'test' && r.remote === 'probe')).toMatchObject({ stable: '1.0.0', canary: null });
    expect(await servedVersion(testers[5])).toBe('1.0.0');

    const audit = (await admin('GET', 'audit?remote=probe&env=test&limit=1')).data as AuditEntry[];
    expect(audit[0]).toMatchObject({ action: 'auto-rollback', actor: 'toolhub', version: '1.2.0' });
    expect(audit[0].reason).toBe(
      'canary 1.2.0 failed to load for 3 of 5 visitors (60 %) on 3 of 5 networks in the last 1 min, above the limit of 50 % with at least 4 visitors on 3 networks',
    );
    expect(audit[0].evidence).toMatchObject({ loads: 5, failures: 3, phases: { entry: 1, manifest: 1, module: 1 } });

    // Later reports of the rolled-back canary change nothing.
    await reporters[5]({ remote: 'probe', version: '1.2.0', ok: false, phase: 'entry', message: 'late' });
    expect(((await admin('GET', 'audit?remote=probe&env=test&limit=1')).data as AuditEntry[])[0].id).toBe(audit[0].id);
  });
});

describe('audit log', () => {
  it('holds every change with its actor, before and after, newest first', async () => {
    const entries = (await admin('GET', 'audit?remote=probe&limit=1000')).data as AuditEntry[];
    const actions = entries.map((e) => `${e.action}:${e.env ?? '-'}:${e.version ?? '-'}`).reverse();
    expect(actions).toEqual([
      'publish:-:1.0.0',
      'release:test:1.0.0',
      'publish:-:1.1.0',
      'release:test:1.1.0',
      'release:test:1.1.0',
      'release:test:1.1.0',
      'promote:test:1.1.0',
      'rollback:test:1.0.0',
      'release:prod:1.0.0',
      'disable:test:1.0.0',
      'enable:test:1.0.0',
      'publish:-:1.2.0',
      'release:test:1.2.0',
      'auto-rollback:test:1.2.0',
    ]);
    // The bootstrap token, whatever name its caller claims (x-toolhub-actor is not read any more).
    expect(entries.filter((e) => e.action !== 'auto-rollback').every((e) => e.actor === 'admin-token')).toBe(true);
    const rollback = entries.find((e) => e.action === 'rollback');
    expect(rollback).toMatchObject({ reason: 'checkout button misplaced', before: { stable: '1.1.0' }, after: { stable: '1.0.0' } });
    const firstRelease = entries.find((e) => e.action === 'release' && e.env === 'test' && e.version === '1.0.0');
    expect(firstRelease?.before).toBeNull();
  });
});
