import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_PATH, OPS_REQUEST_HEADER } from '@toolhub/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { adminErrorOf } from './test-support/admin-errors';

/**
 * Admin auth (issue 15, W9): wrong tokens lock a client network out, and the ops page signs in
 * once to an HttpOnly cookie session on /admin/ instead of keeping the token.
 */

const HUB = 'http://localhost';
/** What the ops page sends with every cookie call, from the hub's own origin. */
const OPS_PAGE = { origin: HUB, [OPS_REQUEST_HEADER.toLowerCase()]: '1', 'sec-fetch-site': 'same-origin' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let now = Date.now();

describe('admin auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      configure: (config) => ({ ...config, adminAuth: { maxFailures: 10, lockoutMs: 15 * 60_000, sessionMs: 8 * 3_600_000 } }),
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const registry = (headers: Record<string, string>, remoteAddress = '192.0.2.10') =>
    t.app.inject({ method: 'GET', url: '/admin/api/registry', headers, remoteAddress });
  const signIn = (token: string, { actor, remoteAddress = '192.0.2.10', headers = OPS_PAGE }: { actor?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'POST', url: ADMIN_SESSION_PATH, headers, payload: { token, ...(actor === undefined ? {} : { actor }) }, remoteAddress });
  const sessionCookie = (res: Awaited<ReturnType<typeof signIn>>) => {
    const cookie = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
    expect(cookie, res.body).toBeDefined();
    return `${ADMIN_SESSION_COOKIE}=${cookie!.value}`;
  };

  describe('wrong tokens lock their network out', () => {
    it('30 wrong tokens from one network: the right token from that network answers 429 (code 3), another network still gets in, and the lockout is logged once', async () => {
      const warn = vi.spyOn(t.app.log, 'warn');
      const answers: number[] = [];
      // Addresses of one /24 are one network: changing the last number does not start afresh.
      for (let i = 0; i < 30; i++) answers.push((await registry(bearer(`guess-${i}`), `203.0.113.${i + 1}`)).statusCode);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(403));
      expect(answers.slice(10)).toEqual(Array(20).fill(429));

      const locked = await registry(bearer(TEST_ADMIN_TOKEN), '203.0.113.200');
      expect(locked.statusCode).toBe(429);
      expect(JSON.parse(locked.body)).toMatchObject({ status: 429, title: 'Too Many Requests' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // The ops page's sign-in is the same door.
      expect((await signIn(TEST_ADMIN_TOKEN, { remoteAddress: '203.0.113.201' })).statusCode).toBe(429);

      expect((await registry(bearer(TEST_ADMIN_TOKEN), '198.51.100.7')).statusCode).toBe(200);
      expect((await signIn(TEST_ADMIN_TOKEN, { remoteAddress: '198.51.100.8' })).statusCode).toBe(200);

      const lockouts = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('locked out'));
      expect(lockouts).toEqual([expect.stringContaining('203.0.113.0/24')]);
    });

    it('wrong tokens at the sign-in count the same, and the lock ends after its time', async () => {
      for (let i = 0; i < 10; i++) expect((await signIn(`guess-${i}`, { remoteAddress: '198.18.0.1' })).statusCode).toBe(403);
      expect((await signIn(TEST_ADMIN_TOKEN, { remoteAddress: '198.18.0.1' })).statusCode).toBe(429);
      now += 15 * 60_000 + 1;
      expect((await signIn(TEST_ADMIN_TOKEN, { remoteAddress: '198.18.0.1' })).statusCode).toBe(200);
    });

    it('a right token does not wipe the count: guesses between right ones still lock the network out', async () => {
      const address = '198.18.1.1';
      for (let i = 0; i < 9; i++) await registry(bearer(`guess-${i}`), address);
      expect((await registry(bearer(TEST_ADMIN_TOKEN), address)).statusCode).toBe(200);
      expect((await registry(bearer('guess-9'), address)).statusCode).toBe(403);
      expect((await registry(bearer(TEST_ADMIN_TOKEN), address)).statusCode).toBe(429);
    });
  });

  describe('the ops page session', () => {
    it('signing in sets an HttpOnly, Secure, SameSite=Strict cookie on /admin/ that the API answers to; only its hash is stored', async () => {
      const res = await signIn(TEST_ADMIN_TOKEN, { actor: '运维小王' });
      // A name given with the token is no longer taken: the token signs in as itself.
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/admin/' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.domain).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ ret: 0, data: { actor: 'admin-token', role: 'admin', expires_at: now + 8 * 3_600_000 } });

      const headers = { ...OPS_PAGE, cookie: sessionCookie(res) };
      expect((await registry(headers)).statusCode).toBe(200);
      const engines = await t.app.inject({ method: 'GET', url: '/admin/api/engines', headers });
      expect(engines.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: ADMIN_SESSION_PATH, headers });
      expect(me.json()).toEqual({ ret: 0, data: { actor: 'admin-token', role: 'admin', expires_at: now + 8 * 3_600_000 } });

      const rows = await t.db.selectFrom('admin_session').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.id_hash === cookie?.value)).toBe(false);
      expect(JSON.stringify(rows)).not.toContain(cookie?.value);
    });

    it("a token session's changes are audited as admin-token, whatever name it gave or actor header a call carries", async () => {
      const headers = { ...OPS_PAGE, cookie: sessionCookie(await signIn(TEST_ADMIN_TOKEN, { actor: 'alice' })), 'x-toolhub-actor': 'mallory' };
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/envs', headers, payload: { name: 'preview' } });
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = await t.db.selectFrom('registry_audit').select(['actor', 'action']).where('env', '=', 'preview').execute();
      expect(entry?.actor).toBe('admin-token');
    });

    it('cookie calls come from the ops page only: without its header, or changing state without the hub as Origin, they are refused; the bearer token needs neither', async () => {
      const cookie = sessionCookie(await signIn(TEST_ADMIN_TOKEN));
      const post = (headers: Record<string, string>, name: string) =>
        t.app.inject({ method: 'POST', url: '/admin/api/envs', headers: { cookie, ...headers }, payload: { name } });

      expect((await registry({ cookie })).statusCode).toBe(403);
      expect((await post({ [OPS_REQUEST_HEADER]: '1', origin: 'https://evil.example' }, 'evil-a')).statusCode).toBe(403);
      expect((await post({ [OPS_REQUEST_HEADER]: '1' }, 'evil-b')).statusCode).toBe(403);
      expect((await post({ [OPS_REQUEST_HEADER]: '1', origin: HUB, 'sec-fetch-site': 'same-site' }, 'evil-c')).statusCode).toBe(403);
      expect((await post({ origin: HUB }, 'evil-d')).statusCode).toBe(403);
      // A sign-in from elsewhere is refused too, before the token is even looked at.
      expect((await signIn(TEST_ADMIN_TOKEN, { headers: { origin: 'https://evil.example', [OPS_REQUEST_HEADER]: '1' } })).statusCode).toBe(403);
      expect((await signIn(TEST_ADMIN_TOKEN, { headers: { origin: HUB } })).statusCode).toBe(403);
      const envs = await t.db.selectFrom('registry_env').select('name').where('name', 'like', 'evil-%').execute();
      expect(envs).toEqual([]);

      const cli = await t.app.inject({ method: 'POST', url: '/admin/api/envs', headers: bearer(TEST_ADMIN_TOKEN), payload: { name: 'cli-env' } });
      expect(cli.statusCode, cli.body).toBe(200);
    });

    it('signing out revokes the session for good, and a session ends at its expiry', async () => {
      const cookie = sessionCookie(await signIn(TEST_ADMIN_TOKEN));
      const out = await t.app.inject({ method: 'DELETE', url: ADMIN_SESSION_PATH, headers: { ...OPS_PAGE, cookie } });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)).toMatchObject({ value: '', path: '/admin/' });
      const after = await registry({ ...OPS_PAGE, cookie });
      expect(after.statusCode).toBe(401);

      const other = sessionCookie(await signIn(TEST_ADMIN_TOKEN));
      expect((await registry({ ...OPS_PAGE, cookie: other })).statusCode).toBe(200);
      now += 8 * 3_600_000;
      expect((await registry({ ...OPS_PAGE, cookie: other })).statusCode).toBe(401);
    });

    it('a new admin token ends every session: one opened under the old token is refused by a hub started with the new one on the same database', async () => {
      const cookie = sessionCookie(await signIn(TEST_ADMIN_TOKEN, { actor: 'before-rotation' }));
      expect((await registry({ ...OPS_PAGE, cookie })).statusCode).toBe(200);
      const rotated = await buildApp({ config: { ...t.config, adminToken: 'rotated-admin-token' }, db: t.db, secret: t.secret, clock: () => now });
      try {
        const refused = await rotated.inject({ method: 'GET', url: '/admin/api/registry', headers: { ...OPS_PAGE, cookie } });
        expect(refused.statusCode, refused.body.slice(0, 200)).toBe(401);
        // The new token signs in there as ever.
        const signedIn = await rotated.inject({ method: 'POST', url: ADMIN_SESSION_PATH, headers: OPS_PAGE, payload: { token: 'rotated-admin-token' } });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
      } finally {
        await rotated.close();
      }
    });

    it('a made-up session cookie is refused and not counted as a guess at the token', async () => {
      for (let i = 0; i < 12; i++) {
        expect((await registry({ ...OPS_PAGE, cookie: `${ADMIN_SESSION_COOKIE}=made-up-${i}` }, '198.18.2.1')).statusCode).toBe(401);
      }
      expect((await registry(bearer(TEST_ADMIN_TOKEN), '198.18.2.1')).statusCode).toBe(200);
    });

    it('every admin path is behind the gate, a route-less one and a percent-encoded one too', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/admin/api/no-such-call' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/%61dmin/api/registry' })).statusCode).toBe(401);
      // The routes' own fallback would answer 401 too: a wrong token is what only the gate answers,
      // and counts toward the lockout of its network as on the plain path.
      const address = '198.18.3.1';
      for (let i = 0; i < 10; i++) {
        const wrong = await t.app.inject({ method: 'GET', url: '/%61dmin/api/registry', headers: bearer(`guess-${i}`), remoteAddress: address });
        expect(wrong.statusCode).toBe(403);
        expect(adminErrorOf(wrong.body)).toContain('wrong admin or team token');
      }
      expect((await registry(bearer(TEST_ADMIN_TOKEN), address)).statusCode).toBe(429);
    });
  });
});
