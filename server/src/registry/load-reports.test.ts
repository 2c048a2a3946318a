/**
 * Load reports as an attacker would send them (issue 15, B4): made-up devices, devices the
 * server never served the canary to, one network posing as many devices. None of them may
 * roll a canary back; real devices the canary was served to, from enough networks, still do,
 * and ops read the evidence behind the rollback.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, parseErrorBody, type AuditEntry, type RegistryOverview, type ToolMeta } from '@toolhub/contracts';
import { createTestApp, snapshotOf, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { testBuildFiles } from './test-support/builds';

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const REMOTE = 'guarded';
const TOOL: ToolMeta = { toolid: 9811, path: 'guarded-tool', name: '守卫', keyword: 'guard', category: 'life', icon: '', scene: 'guarded_scene', needCharge: false, module: './Probe' };
const POLICY = { maxFailureRate: 0.5, minLoads: 4, windowMs: 60_000, minNetworks: 3, perNetworkPerMinute: 30 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ remoteBuilds: [], configure: (config) => ({ ...config, canary: POLICY }) });
  await publish('1.0.0');
  await release({ version: '1.0.0' });
});
afterAll(async () => {
  await t.close();
});

async function admin(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({ method, url: `/admin/api/${url}`, headers: ADMIN, ...(body === undefined ? {} : { payload: body as object }) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: unknown }).data;
}
const publish = (version: string) =>
  admin('POST', `remotes/${REMOTE}/versions`, {
    version,
    files: testBuildFiles({ name: REMOTE, catalog: [TOOL], marker: version }).map((f) => ({ path: f.path, base64: f.bytes.toString('base64') })),
  });
const release = (body: { version: string; percent?: number; allow?: string[] }) => admin('POST', `envs/test/remotes/${REMOTE}/release`, body);
const overview = async () => (await admin('GET', 'registry')) as RegistryOverview;
const canaryNow = async () => (await overview()).releases.find((r) => r.env === 'test' && r.remote === REMOTE)?.canary ?? null;
const statsOf = async (version: string) => (await overview()).loads.find((l) => l.env === 'test' && l.remote === REMOTE && l.version === version);

const newGuid = (seed: string) => `${seed}-${crypto.randomBytes(6).toString('hex')}`;

/** A browser on `ip` opening the tool page: the server renders this device its snapshot. */
async function visit(guid: string, ip: string) {
  const res = await t.app.inject({ method: 'GET', url: `/${TOOL.path}.html`, cookies: { guid }, remoteAddress: ip });
  return snapshotOf(res.body).remotes.find((r) => r.name === REMOTE)?.version;
}

/** What a device on `ip` sends to /api/remote_loads, with the token it got for its guid. */
async function reporter(guid: string, ip: string) {
  const token = (await t.app.inject({ method: 'GET', url: '/api/getToken', cookies: { guid }, remoteAddress: ip })).json() as { data: { token: string } };
  return async (report: { version: string; ok: boolean; phase?: string; message?: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/remote_loads',
      remoteAddress: ip,
      headers: { cookie: `guid=${guid}`, authorization: token.data.token, timestamp: String(Math.floor(Date.now() / 1000)) },
      payload: { remote: REMOTE, ...report },
    });
    return { status: res.statusCode, counted: res.statusCode === 200 ? (res.json() as { data: { counted: boolean } }).data.counted : undefined, code: parseErrorBody(res.body)?.code };
  };
}
const failure = (version: string, phase = 'entry') => ({ version, ok: false, phase, message: `${phase} failed` });

describe('load reports that must not count', () => {
  it('20 made-up devices posting failures are not counted and do not roll the canary back', async () => {
    await publish('1.1.0');
    // Nearly everyone gets this canary, so a made-up guid resolves to it: only serving may make it count.
    await release({ version: '1.1.0', percent: 99 });
    for (let i = 0; i < 20; i++) {
      const report = await reporter(newGuid('madeup'), `10.${i}.0.1`);
      // An ok report first: posting must not be a way to become a device that was served.
      expect((await report({ version: '1.1.0', ok: true })).counted).toBe(false);
      expect((await report(failure('1.1.0'))).counted).toBe(false);
    }
    expect(await canaryNow()).toBe('1.1.0');
    expect(await statsOf('1.1.0')).toBeUndefined();
  });

  it('counts a device only for the version its page was rendered with', async () => {
    await release({ version: '1.1.0', percent: 0, allow: [] });
    const onStable = newGuid('stable');
    expect(await visit(onStable, '10.99.0.1')).toBe('1.0.0');
    const report = await reporter(onStable, '10.99.0.1');
    expect((await report(failure('1.1.0'))).counted).toBe(false);
    expect((await report({ version: '1.0.0', ok: true })).counted).toBe(true);

    // Allowlisted, so resolved to the canary, but never served a page: not counted.
    const pinned = newGuid('pinned');
    await release({ version: '1.1.0', percent: 0, allow: [pinned] });
    expect((await (await reporter(pinned, '10.98.0.1'))(failure('1.1.0'))).counted).toBe(false);
    expect(await visit(pinned, '10.98.0.1')).toBe('1.1.0');
    expect((await (await reporter(pinned, '10.98.0.1'))(failure('1.1.0'))).counted).toBe(true);
  });

  it("one network's many served devices weigh as one network, and its reports are rate-limited", async () => {
    await publish('1.2.0');
    await release({ version: '1.2.0', percent: 99 });
    let counted = 0;
    for (let i = 1; i <= 20; i++) {
      const guid = newGuid('office');
      const ip = `198.51.100.${i}`;
      if ((await visit(guid, ip)) !== '1.2.0') continue;
      if ((await (await reporter(guid, ip))(failure('1.2.0'))).counted) counted++;
    }
    expect(counted).toBeGreaterThanOrEqual(15);
    expect(await canaryNow()).toBe('1.2.0');
    expect(await statsOf('1.2.0')).toMatchObject({ loads: counted, failures: counted, networks: 1, failing_networks: 1 });

    // The same /24 keeps posting: past the per-network limit it is told to slow down (error 3).
    // Twice the limit: the windows are wall-clock minutes, and up to twice a limit passes when a
    // window ends while the loop runs (SECURITY.md, "Fixed windows").
    const guid = newGuid('office');
    await visit(guid, '198.51.100.77');
    const report = await reporter(guid, '198.51.100.77');
    const statuses: number[] = [];
    for (let i = 0; i < 2 * POLICY.perNetworkPerMinute; i++) statuses.push((await report(failure('1.2.0'))).status);
    expect(statuses).toContain(429);
    expect((await report(failure('1.2.0'))).code).toBe(ERROR_CODES.RATE_TOO_HIGH);
    expect(await canaryNow()).toBe('1.2.0');
  });

  it('a page that is not found serves the device no version: only the home and tool pages that rendered do', async () => {
    const guid = newGuid('lost');
    const notFound = await t.app.inject({ method: 'GET', url: '/no-such-tool.html', cookies: { guid }, remoteAddress: '10.97.0.1' });
    expect(notFound.statusCode).toBe(404);
    const version = snapshotOf(notFound.body).remotes.find((r) => r.name === REMOTE)?.version ?? '';
    expect((await (await reporter(guid, '10.97.0.1'))({ version, ok: true })).counted).toBe(false);
    expect(await visit(guid, '10.97.0.1')).toBe(version);
    expect((await (await reporter(guid, '10.97.0.1'))({ version, ok: true })).counted).toBe(true);
  });
});

describe('load reports that do count', () => {
  it('served devices failing from enough networks roll the canary back, with the evidence in the audit entry and the overview', async () => {
    await publish('1.3.0');
    const devices = [
      { guid: newGuid('ok-a'), ip: '203.0.113.10', ok: true },
      { guid: newGuid('ok-b'), ip: '2001:db8:aa:1::10', ok: true },
      { guid: newGuid('fail-c'), ip: '192.0.2.20', phase: 'manifest' },
      { guid: newGuid('fail-d'), ip: '2001:db8:bb:2::20', phase: 'entry' },
      { guid: newGuid('fail-e'), ip: '198.18.7.30', phase: 'module' },
    ];
    await release({ version: '1.3.0', percent: 0, allow: devices.map((d) => d.guid) });
    for (const device of devices) expect(await visit(device.guid, device.ip)).toBe('1.3.0');
    for (const [index, device] of devices.entries()) {
      const report = await reporter(device.guid, device.ip);
      const sent = await report(device.ok ? { version: '1.3.0', ok: true } : failure('1.3.0', device.phase));
      expect(sent.counted).toBe(true);
      // 2 of 4 (50 %) is not above the limit: the fifth report tips it.
      expect(await canaryNow()).toBe(index < devices.length - 1 ? '1.3.0' : null);
    }

    const [entry] = (await admin('GET', `audit?remote=${REMOTE}&env=test&limit=1`)) as AuditEntry[];
    expect(entry).toMatchObject({ action: 'auto-rollback', actor: 'toolhub', version: '1.3.0' });
    expect(entry.reason).toBe(
      'canary 1.3.0 failed to load for 3 of 5 visitors (60 %) on 3 of 5 networks in the last 1 min, above the limit of 50 % with at least 4 visitors on 3 networks',
    );
    expect(entry.evidence).toMatchObject({
      loads: 5,
      failures: 3,
      networks: 5,
      failing_networks: 3,
      phases: { manifest: 1, entry: 1, module: 1 },
      policy: { max_failure_rate: 0.5, min_loads: 4, min_networks: 3, window_ms: 60_000 },
    });
    expect(entry.evidence?.devices.map((d) => [d.guid, d.network, d.phase]).sort()).toEqual(
      [
        [devices[2].guid, '192.0.2.0/24', 'manifest'],
        [devices[3].guid, '2001:db8:bb:2::/64', 'entry'],
        [devices[4].guid, '198.18.7.0/24', 'module'],
      ].sort(),
    );

    const after = await overview();
    expect(after.loads.find((l) => l.remote === REMOTE && l.version === '1.3.0')).toMatchObject({ loads: 5, failures: 3, networks: 5, failing_networks: 3 });
    expect(after.rollback_policy).toMatchObject({ min_networks: 3 });
    expect(after.recent_failures?.find((f) => f.version === '1.3.0' && f.phase === 'module')?.network).toBe('198.18.7.0/24');
  });
});
