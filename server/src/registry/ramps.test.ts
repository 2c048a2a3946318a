/**
 * Scheduled ramps (issue 22) on a real app and database, with the server's clock moved by the
 * test: a ramp takes its steps as time passes while the canary is healthy and ends stable;
 * failing reports hold it (and the automatic rollback still rolls the canary back, which stops
 * the ramp); a gate held too long stops it; a viewer may not start one; it survives a restart;
 * two processes on one database take each step once. Every entry is the starter's, reason `ramp`.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_PATH, OPS_REQUEST_HEADER, PEOPLE_PATH, type AuditEntry, type Ramp, type RegistryOverview, type Release, type ToolMeta } from '@toolhub/contracts';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import type { Db } from '../db';
import { registryOf } from '.';
import { recordServed } from './loads';
import { adminErrorOf } from './test-support/admin-errors';
import { testBuildFiles } from './test-support/builds';

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const OPS_PAGE = { origin: 'http://localhost', [OPS_REQUEST_HEADER.toLowerCase()]: '1', 'sec-fetch-site': 'same-origin' };
const POLICY = { maxFailureRate: 0.5, minLoads: 4, windowMs: 60_000, minNetworks: 3, perNetworkPerMinute: 1000, rampTickMs: 0 };
const HOLD = 30 * 60_000;
const toolOf = (path: string, toolid: number): ToolMeta => ({ toolid, path, name: path, keyword: 'ramp', category: 'life', icon: '', scene: `${path}_scene`, needCharge: false, module: './Probe' });

let now = Date.parse('2026-11-20T02:00:00Z');
const clock = () => now;
let t: TestApp;
let rita: Record<string, string>;
let vera: Record<string, string>;
let toolid = 9900;

beforeAll(async () => {
  // Sessions outlast the hours the test's clock moves on.
  t = await createTestApp({ remoteBuilds: [], clock, configure: (config) => ({ ...config, canary: POLICY, adminAuth: { ...config.adminAuth, sessionMs: 30 * 24 * 3_600_000 } }) });
  rita = await personHeaders('rita', 'releaser');
  vera = await personHeaders('vera', 'viewer');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
async function call(method: 'GET' | 'POST', url: string, headers: Headers = ADMIN, body?: unknown, app = t.app) {
  const res = await app.inject({ method, url: `/admin/api/${url}`, headers, remoteAddress: '192.0.2.10', ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json() as { data: unknown }).data : undefined, error: adminErrorOf(res.body) };
}
async function ok<T>(method: 'GET' | 'POST', url: string, headers?: Headers, body?: unknown, app = t.app) {
  const res = await call(method, url, headers, body, app);
  expect(res.status, res.error).toBe(200);
  return res.data as T;
}

async function personHeaders(name: string, role: string): Promise<Headers> {
  const password = `${name}-password-long`;
  await ok('POST', PEOPLE_PATH.slice('/admin/api/'.length), ADMIN, { name, role, password });
  const res = await t.app.inject({ method: 'POST', url: ADMIN_SESSION_PATH, headers: OPS_PAGE, payload: { name, password }, remoteAddress: '192.0.2.10' });
  return { ...OPS_PAGE, cookie: `${ADMIN_SESSION_COOKIE}=${res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)?.value ?? ''}` };
}

/** A remote with a stable 1.0.0 and a published 1.1.0 to ramp. */
async function remoteWithCandidate(remote: string) {
  const tool = toolOf(`${remote.replace(/_/g, '-')}-tool`, toolid++);
  for (const version of ['1.0.0', '1.1.0']) {
    const files = testBuildFiles({ name: remote, catalog: [tool], marker: version }).map((f) => ({ path: f.path, base64: f.bytes.toString('base64') }));
    await ok('POST', `remotes/${remote}/versions`, ADMIN, { version, files });
  }
  await ok('POST', `envs/test/remotes/${remote}/release`, ADMIN, { version: '1.0.0' });
}

const startRamp = (remote: string, headers: Headers = rita, body: object = {}, app = t.app) =>
  call('POST', `envs/test/remotes/${remote}/ramp`, headers, { version: '1.1.0', hold_ms: HOLD, ...body }, app);
const overview = (app = t.app) => ok<RegistryOverview>('GET', 'registry', ADMIN, undefined, app);
const releaseNow = async (remote: string) => (await overview()).releases.find((r) => r.env === 'test' && r.remote === remote) as Release;
const rampNow = async (remote: string, app = t.app) => (await overview(app)).ramps?.find((r) => r.env === 'test' && r.remote === remote) as Ramp;
const auditOf = async (remote: string) => (await ok<AuditEntry[]>('GET', `audit?remote=${remote}&env=test&limit=100`)).reverse();
const rampEntries = async (remote: string) => (await auditOf(remote)).filter((e) => e.reason?.startsWith('ramp'));
const tick = (app = t.app) => registryOf(app)!.ramps.tick();

/** Devices served the version, each on its own network or on a shared one, reporting how loading went. */
async function reports(remote: string, version: string, outcomes: Array<{ network: number; ok: boolean }>, app = t.app, db: Db = t.db) {
  const registry = registryOf(app)!;
  for (const outcome of outcomes) {
    const guid = `ramp-${crypto.randomBytes(6).toString('hex')}`;
    const ip = `198.51.${outcome.network}.${1 + Math.floor(Math.random() * 200)}`;
    await recordServed(db, 'test', guid, `198.51.${outcome.network}.0/24`, [{ remote, version }], now);
    const sent = await registry.reportLoad({ guid }, ip, { remote, version, ok: outcome.ok, ...(outcome.ok ? {} : { phase: 'entry', message: 'entry failed' }) });
    expect(sent.counted).toBe(true);
  }
}
const healthy = (remote: string, app?: TestApp['app'], db?: Db) =>
  reports(remote, '1.1.0', [1, 2, 3, 4, 5].map((network) => ({ network, ok: true })), app, db);

describe('a scheduled ramp', () => {
  it('takes 10 → 50 → 100 as time passes with healthy reports and ends with the canary stable, each step audited under its starter', async () => {
    await remoteWithCandidate('ramp_happy');
    const started = await startRamp('ramp_happy');
    expect(started.status, started.error).toBe(200);
    expect(started.data).toMatchObject({ version: '1.1.0', steps: [10, 50, 100], step: 0, state: 'running', next_at: now + HOLD, started_by: 'rita' });
    expect(await releaseNow('ramp_happy')).toMatchObject({ stable: '1.0.0', canary: '1.1.0', percent: 10 });

    // Not due yet: nothing moves, healthy or not.
    await healthy('ramp_happy');
    now += HOLD - 1000;
    await tick();
    expect(await releaseNow('ramp_happy')).toMatchObject({ canary: '1.1.0', percent: 10 });

    now += 1000;
    await tick();
    expect(await releaseNow('ramp_happy')).toMatchObject({ stable: '1.0.0', canary: '1.1.0', percent: 50 });
    expect(await rampNow('ramp_happy')).toMatchObject({ step: 1, state: 'running', next_at: now + HOLD, gate: { result: 'ok', loads: 5, failures: 0, networks: 5 } });

    now += 60_000;
    await healthy('ramp_happy');
    now += HOLD;
    await tick();
    expect(await releaseNow('ramp_happy')).toMatchObject({ stable: '1.1.0', canary: null, percent: 0, history: ['1.0.0'] });
    expect(await rampNow('ramp_happy')).toMatchObject({ step: 2, state: 'done', next_at: null, ended: 'promoted' });

    const entries = await rampEntries('ramp_happy');
    expect(entries.map((e) => [e.action, e.actor, (e.after as Release).percent ?? null])).toEqual([
      ['ramp-start', 'rita', null],
      ['release', 'rita', 10],
      ['release', 'rita', 50],
      ['promote', 'rita', 0],
    ]);
    expect(entries.filter((e) => e.action !== 'ramp-start').every((e) => e.reason === 'ramp')).toBe(true);
    // Nothing more to do once done.
    now += 10 * HOLD;
    await tick();
    expect(await rampEntries('ramp_happy')).toHaveLength(4);
  });

  it('holds on failing reports, once in the audit log; the automatic rollback still rolls the canary back, which stops the ramp', async () => {
    await remoteWithCandidate('ramp_failing');
    expect((await startRamp('ramp_failing')).status).toBe(200);
    // 3 of 5 failed (60 %, above 50 %), but on 2 networks only: too few for a rollback, enough to hold.
    await reports('ramp_failing', '1.1.0', [
      { network: 11, ok: false },
      { network: 11, ok: false },
      { network: 12, ok: false },
      { network: 13, ok: true },
      { network: 13, ok: true },
    ]);
    expect((await releaseNow('ramp_failing')).canary).toBe('1.1.0');
    now += HOLD;
    await tick();
    await tick();
    expect(await releaseNow('ramp_failing')).toMatchObject({ canary: '1.1.0', percent: 10 });
    expect(await rampNow('ramp_failing')).toMatchObject({ state: 'holding', held_since: now, step: 0, gate: { result: 'failing', loads: 5, failures: 3, networks: 3 } });
    const held = (await rampEntries('ramp_failing')).filter((e) => e.action === 'ramp-hold');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ actor: 'rita' });
    expect(held[0]!.reason).toMatch(/^ramp: step 50 % waits, its failure rate is above the limit/);

    // Failures from enough networks now: the rollback policy rolls the canary back, as before ramps.
    await reports('ramp_failing', '1.1.0', [21, 22, 23, 24].map((network) => ({ network, ok: false })));
    expect(await releaseNow('ramp_failing')).toMatchObject({ stable: '1.0.0', canary: null });
    expect((await auditOf('ramp_failing')).some((e) => e.action === 'auto-rollback' && e.actor === 'toolhub')).toBe(true);
    await tick();
    expect(await rampNow('ramp_failing')).toMatchObject({ state: 'stopped', next_at: null });
    const stop = (await rampEntries('ramp_failing')).at(-1)!;
    expect(stop).toMatchObject({ action: 'ramp-stop', actor: 'rita' });
    expect(stop.reason).toContain('no longer the canary');
  });

  it(`stops when its gate holds for 3 × the hold, leaving visitors where they are`, async () => {
    await remoteWithCandidate('ramp_quiet');
    const startedAt = now;
    expect((await startRamp('ramp_quiet')).status).toBe(200);
    now = startedAt + HOLD;
    await tick();
    expect(await rampNow('ramp_quiet')).toMatchObject({ state: 'holding', gate: { result: 'too-few-loads', loads: 0 } });
    now = startedAt + 3 * HOLD;
    await tick();
    expect((await rampNow('ramp_quiet')).state).toBe('holding');
    now = startedAt + 4 * HOLD;
    await tick();
    expect(await rampNow('ramp_quiet')).toMatchObject({ state: 'stopped', next_at: null });
    expect(await releaseNow('ramp_quiet')).toMatchObject({ stable: '1.0.0', canary: '1.1.0', percent: 10 });
    const entries = await rampEntries('ramp_quiet');
    expect(entries.map((e) => e.action)).toEqual(['ramp-start', 'release', 'ramp-hold', 'ramp-stop']);
    expect(entries.at(-1)!.reason).toMatch(/^ramp: the gate held step 50 % for 90 min: too few visitors loaded it/);
  });

  it('a viewer cannot start or stop a ramp (403); a second ramp is refused while one runs; a releaser stops it under their name', async () => {
    await remoteWithCandidate('ramp_roles');
    const refused = await startRamp('ramp_roles', vera);
    expect(refused.status).toBe(403);
    expect(refused.error).toContain('vera is a viewer');
    expect((await rampNow('ramp_roles')) ?? null).toBeNull();
    expect((await releaseNow('ramp_roles')).canary).toBeNull();

    expect((await startRamp('ramp_roles', ADMIN, { steps: [5, 25, 100] })).status).toBe(200);
    expect((await releaseNow('ramp_roles')).percent).toBe(5);
    const again = await startRamp('ramp_roles');
    expect(again.status).toBe(409);
    expect(again.error).toContain('already ramps 1.1.0');
    expect((await call('POST', 'envs/test/remotes/ramp_roles/ramp/stop', vera, {})).status).toBe(403);
    expect((await call('POST', 'envs/test/remotes/ramp_roles/ramp', rita, { version: '1.1.0', steps: [50, 10] })).status).toBe(400);

    const stopped = await call('POST', 'envs/test/remotes/ramp_roles/ramp/stop', rita, { reason: 'checking a report' });
    expect(stopped.status, stopped.error).toBe(200);
    expect(stopped.data).toMatchObject({ state: 'stopped', ended: 'stopped by rita: checking a report', started_by: 'admin-token' });
    expect((await rampEntries('ramp_roles')).at(-1)).toMatchObject({ action: 'ramp-stop', actor: 'rita' });
    expect((await call('POST', 'envs/test/remotes/ramp_roles/ramp/stop', rita, {})).status).toBe(404);
    // A stopped ramp leaves the canary where it was, and a new one may start.
    expect((await releaseNow('ramp_roles')).percent).toBe(5);
    expect((await startRamp('ramp_roles')).status).toBe(200);
  });

  it('survives a restart: a ramp started by one server process is taken on by the next on the same database', async () => {
    await remoteWithCandidate('ramp_restart');
    const db = t.openDb();
    const before = await createTestApp({ remoteBuilds: [], clock, db, configure: (config) => ({ ...config, canary: POLICY }) });
    expect((await startRamp('ramp_restart', ADMIN, {}, before.app)).status).toBe(200);
    await before.close();
    await db.destroy();

    await healthy('ramp_restart');
    now += HOLD;
    await tick();
    expect(await releaseNow('ramp_restart')).toMatchObject({ canary: '1.1.0', percent: 50 });
    expect((await rampEntries('ramp_restart')).at(-1)).toMatchObject({ action: 'release', actor: 'admin-token', reason: 'ramp' });
  });

  it('two server processes on one database take each step once', async () => {
    await remoteWithCandidate('ramp_twice');
    // On PostgreSQL the second process has a pool of its own; SQLite connections in one Node
    // thread would wait on each other's locks synchronously, so there the two apps share one.
    const db = process.env.DATABASE_URL ? t.openDb() : t.db;
    const other = await createTestApp({ remoteBuilds: [], clock, db, configure: (config) => ({ ...config, canary: POLICY }) });
    try {
      expect((await startRamp('ramp_twice')).status).toBe(200);
      for (const percent of [50, 0]) {
        now += 60_000;
        await healthy('ramp_twice');
        now += HOLD;
        await Promise.all([tick(), tick(other.app), tick(other.app), tick()]);
        // Whichever process took the step, the other sees it once its cached state is older than
        // its 1 s limit (StateCache): under load the second process sometimes wins the race.
        await vi.waitFor(async () => expect((await releaseNow('ramp_twice')).percent).toBe(percent), { timeout: 3000, interval: 100 });
        await vi.waitFor(async () => expect((await rampNow('ramp_twice', other.app)).step).toBe(percent === 50 ? 1 : 2), { timeout: 3000, interval: 100 });
      }
      expect((await rampEntries('ramp_twice')).map((e) => e.action)).toEqual(['ramp-start', 'release', 'release', 'promote']);
      expect((await releaseNow('ramp_twice')).stable).toBe('1.1.0');
    } finally {
      await other.close();
      if (db !== t.db) await db.destroy();
    }
  });

  it("ticks on the process's timer", async () => {
    await remoteWithCandidate('ramp_timer');
    expect((await startRamp('ramp_timer')).status).toBe(200);
    await healthy('ramp_timer');
    now += HOLD;
    const stop = registryOf(t.app)!.ramps.startTicker(20);
    try {
      await vi.waitFor(async () => expect((await releaseNow('ramp_timer')).percent).toBe(50), { timeout: 3000, interval: 50 });
    } finally {
      stop();
    }
  });
});
