import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_PATH, OPS_REQUEST_HEADER, PEOPLE_PATH, TEAMS_PATH, type AuditEntry, type PersonAnswer, type TeamToken, type ToolMeta } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test-support';
import { adminErrorOf } from '../test-support/admin-errors';
import { testBuildFiles } from '../test-support/builds';

/**
 * Teams and people (issue 22), on a real app and database: team tokens publish their own
 * remotes only, ops people sign in with a password and act within their role, and the audit
 * log names who did what.
 */

const HUB = 'http://localhost';
const OPS_PAGE = { origin: HUB, [OPS_REQUEST_HEADER.toLowerCase()]: '1', 'sec-fetch-site': 'same-origin' };
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const toolOf = (path: string, toolid: number): ToolMeta => ({ toolid, path, name: path, keyword: 'probe', category: 'life', icon: '', scene: `${path}_scene`, needCharge: false, module: './Probe' });
const TOOLS: Record<string, ToolMeta> = { alpha: toolOf('alpha-tool', 9701), beta: toolOf('beta-tool', 9702), gamma: toolOf('gamma-tool', 9703) };

let now = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    remoteBuilds: [],
    clock: () => now,
    configure: (config) => ({ ...config, adminAuth: { maxFailures: 5, lockoutMs: 15 * 60_000, sessionMs: 8 * 3_600_000 } }),
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, url: string, headers: Record<string, string>, body?: unknown, remoteAddress = '192.0.2.10') {
  const res = await t.app.inject({ method, url, headers, remoteAddress, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json() as { data: unknown }).data : undefined, error: adminErrorOf(res.body), res };
}

const publishBody = (remote: string, version: string) => ({
  version,
  files: testBuildFiles({ name: remote, catalog: [TOOLS[remote]!], marker: version }).map((f) => ({ path: f.path, base64: f.bytes.toString('base64') })),
});
const publish = (remote: string, version: string, headers: Record<string, string>) => call('POST', `/admin/api/remotes/${remote}/versions`, headers, publishBody(remote, version));
const release = (remote: string, version: string, headers: Record<string, string>) => call('POST', `/admin/api/envs/test/remotes/${remote}/release`, headers, { version });

async function addTeam(name: string, remotes: string[]) {
  expect((await call('POST', TEAMS_PATH, ADMIN, { name, remotes })).status).toBe(200);
  const issued = await call('POST', `${TEAMS_PATH}/${name}/token`, ADMIN, {});
  expect(issued.status, issued.error).toBe(200);
  return (issued.data as TeamToken).token;
}

async function addPerson(name: string, role: string, password = `${name}-password-long`) {
  const added = await call('POST', PEOPLE_PATH, ADMIN, { name, role, password });
  expect(added.status, added.error).toBe(200);
  return password;
}

async function signIn(name: string, password: string, remoteAddress = '192.0.2.10') {
  const res = await t.app.inject({ method: 'POST', url: ADMIN_SESSION_PATH, headers: OPS_PAGE, payload: { name, password }, remoteAddress });
  const cookie = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
  return { res, headers: { ...OPS_PAGE, cookie: `${ADMIN_SESSION_COOKIE}=${cookie?.value ?? ''}` } };
}

const auditOf = async (remote: string) => (await call('GET', `/admin/api/audit?remote=${remote}&limit=100`, ADMIN)).data as AuditEntry[];

describe('team tokens', () => {
  let alphaToken: string;
  let betaToken: string;
  beforeAll(async () => {
    alphaToken = await addTeam('team-alpha', ['alpha']);
    betaToken = await addTeam('team-beta', ['beta']);
  });

  it("publish the team's own remote, audited as team:<name>, and only a hash of the token is stored", async () => {
    const published = await publish('alpha', '1.0.0', bearer(alphaToken));
    expect(published.status, published.error).toBe(200);
    expect((await auditOf('alpha')).find((e) => e.action === 'publish')?.actor).toBe('team:team-alpha');
    const rows = await t.db.selectFrom('ops_team').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(alphaToken);
    expect(alphaToken).toMatch(/^tht_/);
  });

  it("cannot publish, release or roll back another team's remote: 403 with problem details, and nothing changes", async () => {
    expect((await publish('beta', '1.0.0', bearer(betaToken))).status).toBe(200);
    const foreign = await publish('beta', '1.1.0', bearer(alphaToken));
    expect(foreign.status).toBe(403);
    expect(foreign.res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(foreign.res.body)).toMatchObject({ status: 403, title: 'Forbidden' });
    expect(foreign.error).toContain('team:team-alpha may not publish beta');
    // A remote no team owns is not the team's either.
    expect((await publish('gamma', '1.0.0', bearer(alphaToken))).status).toBe(403);

    const released = await release('beta', '1.0.0', bearer(alphaToken));
    expect(released.status).toBe(403);
    expect(released.res.headers['content-type']).toContain('application/problem+json');
    expect((await call('POST', '/admin/api/envs/test/remotes/beta/rollback', bearer(alphaToken), {})).status).toBe(403);
    // Team tokens publish and nothing else: not even their own remote's release, nor any read.
    expect((await release('alpha', '1.0.0', bearer(alphaToken))).status).toBe(403);
    expect((await call('GET', '/admin/api/registry', bearer(alphaToken))).status).toBe(403);
    expect((await call('GET', PEOPLE_PATH, bearer(alphaToken))).status).toBe(403);

    const versions = (await call('GET', '/admin/api/remotes/beta/versions', ADMIN)).data as { version: string }[];
    expect(versions.map((v) => v.version)).toEqual(['1.0.0']);
    const releases = await t.db.selectFrom('registry_release').select('remote').where('env', '=', 'test').execute();
    expect(releases.map((r) => r.remote)).not.toContain('beta');
  });

  it('a rotated-away or revoked token is refused like a wrong one', async () => {
    const old = await addTeam('team-gamma', ['gamma']);
    const rotated = ((await call('POST', `${TEAMS_PATH}/team-gamma/token`, ADMIN, {})).data as TeamToken).token;
    expect(rotated).not.toBe(old);
    const refused = await publish('gamma', '1.0.0', bearer(old));
    expect(refused.status).toBe(403);
    expect(refused.error).toContain('wrong admin or team token');
    expect((await publish('gamma', '1.0.0', bearer(rotated))).status).toBe(200);

    expect((await call('DELETE', `${TEAMS_PATH}/team-gamma/token`, ADMIN)).status).toBe(200);
    expect((await publish('gamma', '1.1.0', bearer(rotated))).status).toBe(403);
    const team = ((await call('GET', TEAMS_PATH, ADMIN)).data as { name: string; token: unknown }[]).find((x) => x.name === 'team-gamma');
    expect(team?.token).toBeNull();
    const actions = (await auditOf('gamma')).map((e) => `${e.action}:${e.actor}`);
    expect(actions).toEqual(expect.arrayContaining(['issue-token:admin-token', 'revoke-token:admin-token', 'publish:team:team-gamma']));
  });

  it('a remote belongs to one team: giving it to a second is refused', async () => {
    const taken = await call('POST', TEAMS_PATH, ADMIN, { name: 'team-thief', remotes: ['alpha'] });
    expect(taken.status).toBe(409);
    expect(taken.error).toContain('alpha belongs to team team-alpha');
  });
});

describe('ops people', () => {
  it('are stored with a salted scrypt hash, never the password', async () => {
    const password = await addPerson('alice', 'admin');
    await addPerson('bob', 'admin', password);
    const rows = await t.db.selectFrom('ops_person').selectAll().where('name', 'in', ['alice', 'bob']).execute();
    expect(JSON.stringify(rows)).not.toContain(password);
    expect(rows.every((row) => row.password.startsWith('scrypt$'))).toBe(true);
    // Same password, own salt: different hashes.
    expect(rows[0]?.password).not.toBe(rows[1]?.password);
  });

  it('a person made without a password gets one from the hub, answered once', async () => {
    const added = await call('POST', PEOPLE_PATH, ADMIN, { name: '运维小王', role: 'releaser' });
    const { password } = added.data as PersonAnswer;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await signIn('运维小王', password!)).res.statusCode).toBe(200);
    expect(JSON.stringify((await call('GET', PEOPLE_PATH, ADMIN)).data)).not.toContain(password);
  });

  it('a viewer reads but cannot release (403 problem details)', async () => {
    await addPerson('vera', 'viewer');
    const { res, headers } = await signIn('vera', 'vera-password-long');
    expect(res.json()).toMatchObject({ data: { actor: 'vera', role: 'viewer' } });
    expect((await call('GET', '/admin/api/registry', headers)).status).toBe(200);
    const refused = await release('alpha', '1.0.0', headers);
    expect(refused.status).toBe(403);
    expect(refused.res.headers['content-type']).toContain('application/problem+json');
    expect(refused.error).toContain('vera is a viewer');
    expect((await call('POST', '/admin/api/envs/test/remotes/alpha/disable', headers, {})).status).toBe(403);
  });

  it('a releaser releases and rolls back, audited under their name, but cannot add people, teams or tokens', async () => {
    await addPerson('rita', 'releaser');
    const { headers } = await signIn('rita', 'rita-password-long');
    const released = await release('alpha', '1.0.0', headers);
    expect(released.status, released.error).toBe(200);
    expect((await call('POST', '/admin/api/envs/test/remotes/alpha/disable', headers, { reason: 'checking' })).status).toBe(200);
    const entries = await auditOf('alpha');
    expect(entries.filter((e) => e.action === 'release' || e.action === 'disable').map((e) => e.actor)).toEqual(['rita', 'rita']);

    expect((await call('POST', PEOPLE_PATH, headers, { name: 'mallory', role: 'admin', password: 'mallory-password' })).status).toBe(403);
    expect((await call('POST', `${PEOPLE_PATH}/rita`, headers, { role: 'admin' })).status).toBe(403);
    expect((await call('POST', TEAMS_PATH, headers, { name: 'team-rita', remotes: [] })).status).toBe(403);
    expect((await call('POST', `${TEAMS_PATH}/team-alpha/token`, headers, {})).status).toBe(403);
    expect((await call('POST', '/admin/api/envs', headers, { name: 'rita-env' })).status).toBe(403);
    expect(await t.db.selectFrom('ops_person').select('name').where('name', '=', 'mallory').executeTakeFirst()).toBeUndefined();
  });

  it('an admin person manages people and teams, and every entry names them; a new role applies to a live session at once', async () => {
    const { headers } = await signIn('alice', 'alice-password-long');
    expect((await call('POST', PEOPLE_PATH, headers, { name: 'dave', role: 'viewer', password: 'dave-password-long' })).status).toBe(200);
    const dave = await signIn('dave', 'dave-password-long');
    expect((await release('alpha', '1.0.0', dave.headers)).status).toBe(403);
    expect((await call('POST', `${PEOPLE_PATH}/dave`, headers, { role: 'releaser' })).status).toBe(200);
    expect((await release('alpha', '1.0.0', dave.headers)).status).toBe(200);

    const made = await call('POST', TEAMS_PATH, headers, { name: 'team-delta', remotes: ['delta'] });
    expect(made.status, made.error).toBe(200);
    const all = (await call('GET', '/admin/api/audit?limit=1000', ADMIN)).data as AuditEntry[];
    expect(all.find((e) => e.action === 'add-person' && (e.after as { name: string }).name === 'dave')?.actor).toBe('alice');
    expect(all.find((e) => e.action === 'change-person')).toMatchObject({ actor: 'alice', before: { role: 'viewer' }, after: { role: 'releaser' } });
    expect(all.find((e) => e.action === 'add-team' && e.remote === 'delta')?.actor).toBe('alice');
    expect(JSON.stringify(all)).not.toContain('dave-password-long');

    // Removing a person ends their session.
    expect((await call('DELETE', `${PEOPLE_PATH}/dave`, headers)).status).toBe(200);
    expect((await call('GET', '/admin/api/registry', dave.headers)).status).toBe(401);
  });

  it('a new password ends the sessions opened with the old one', async () => {
    await addPerson('erin', 'viewer');
    const before = await signIn('erin', 'erin-password-long');
    expect((await call('POST', `${PEOPLE_PATH}/erin`, ADMIN, { password: 'erin-new-password' })).status).toBe(200);
    expect((await call('GET', '/admin/api/registry', before.headers)).status).toBe(401);
    expect((await signIn('erin', 'erin-password-long')).res.statusCode).toBe(403);
    expect((await signIn('erin', 'erin-new-password')).res.statusCode).toBe(200);
  });

  it('wrong passwords (and unknown names) lock the network out, the right password too, while another network signs in', async () => {
    const address = '198.18.9.1';
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) answers.push((await signIn('alice', `wrong-${i}`, address)).res.statusCode);
    for (let i = 0; i < 2; i++) answers.push((await signIn(`nobody-${i}`, 'whatever-password', address)).res.statusCode);
    expect(answers).toEqual([403, 403, 403, 403, 403]);
    const locked = await signIn('alice', 'alice-password-long', address);
    expect(locked.res.statusCode).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn('alice', 'alice-password-long', '198.51.100.20')).res.statusCode).toBe(200);
    now += 15 * 60_000 + 1;
    expect((await signIn('alice', 'alice-password-long', address)).res.statusCode).toBe(200);
  });

  it('the admin token signs in as admin-token (break-glass), and no person can take that name', async () => {
    const res = await t.app.inject({ method: 'POST', url: ADMIN_SESSION_PATH, headers: OPS_PAGE, payload: { token: TEST_ADMIN_TOKEN } });
    expect(res.json()).toMatchObject({ data: { actor: 'admin-token', role: 'admin' } });
    expect((await call('POST', PEOPLE_PATH, ADMIN, { name: 'admin-token', role: 'admin' })).status).toBe(400);
  });
});
