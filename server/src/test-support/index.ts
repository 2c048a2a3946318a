/**
 * Builds a real app for integration tests: a fresh SQLite database in a temporary folder,
 * or — when DATABASE_URL is set — a fresh schema of that PostgreSQL database. The built
 * shell is served and the workspace's built remotes are published and released, as
 * `pnpm start` does on a fresh data dir.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { SNAPSHOT_ELEMENT_ID, snapshotSchema, type LoginType } from '@toolhub/contracts';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { createSession, upsertAccount } from '../login/sessions';
import { ROOT_DIR, loadConfig, type Config } from '../config';
import { createDb, migrate, type Db } from '../db';
import { createReadCache, type ReadCache } from '../read-cache';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  secret: string;
  /** The app's read cache: a test that changes what it keeps, as ops would, says so through it. */
  readCache: ReadCache;
  /** Another connection to this app's database, as a second server process would open (closed by the caller). */
  openDb: () => Db;
  close: () => Promise<void>;
}

export async function createTestDb(databaseUrl = process.env.DATABASE_URL) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-test-'));
  let pgSchema: string | undefined;
  if (databaseUrl) {
    pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${pgSchema}`);
    await client.end();
  }
  const db = createDb({ dataDir, databaseUrl, databaseSchema: pgSchema });
  await migrate(db, { schema: pgSchema });
  const drop = async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgSchema && databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${pgSchema} cascade`);
      await client.end();
    }
  };
  /** Another connection to the same database: a second process, or the server after a restart. */
  const open = () => createDb({ dataDir, databaseUrl, databaseSchema: pgSchema });
  return { db, dataDir, drop, open };
}

/** The admin token of every test app (the ops API and page). */
export const TEST_ADMIN_TOKEN = 'test-admin-token';

/** `configure` changes the test configuration (the canary policy, say) before the app is built. */
export async function createTestApp({ configure = (config) => config, ...overrides }: Partial<AppDeps> & { configure?: (config: Config) => Config } = {}): Promise<TestApp> {
  if (!fs.existsSync(path.join(ROOT_DIR, 'shell/dist/index.html'))) {
    throw new Error('the shell is not built: run `pnpm build` before the server tests');
  }
  const { db, dataDir, drop, open } = await createTestDb();
  const config = configure({ ...loadConfig({}), dataDir, env: 'test', adminToken: TEST_ADMIN_TOKEN });
  const secret = 'test-secret';
  // With REDIS_URL the shared counters run on Redis, under a prefix no other test uses.
  const redis = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, { keyPrefix: `t_${crypto.randomBytes(6).toString('hex')}:`, maxRetriesPerRequest: 2 })
    : undefined;
  const deps = { config, db, secret, redis, readCache: createReadCache(overrides.redis ?? redis, { warn: () => undefined, info: () => undefined }), ...overrides };
  // A test app warms no engine up (not even one of env 'dev' or 'prod') unless its config asks.
  deps.config = { ...deps.config, tasks: { ...deps.config.tasks, warmUp: deps.config.tasks.warmUp ?? false } };
  const app = await buildApp(deps);
  return {
    app,
    db,
    config: deps.config,
    secret,
    readCache: deps.readCache,
    openDb: open,
    close: async () => {
      await app.close();
      redis?.disconnect();
      await drop();
    },
  };
}

/**
 * Headers of a logged-in browser: an account and a live session written straight to the
 * database, for tests of what a logged-in user may do. The login flows themselves are
 * tested through the providers' protocol in `login/`.
 */
export async function loginAs(
  t: Pick<TestApp, 'app' | 'db'>,
  { provider = 'qq', openid = `openid-${crypto.randomUUID()}`, nickname = '测试用户', now = Date.now() }: {
    provider?: LoginType;
    openid?: string;
    nickname?: string;
    now?: number;
  } = {},
) {
  const h = await sessionHeaders(t.app);
  const qbid = await upsertAccount(t.db, { provider, openid, nickname, logo: '' }, now);
  const session = await createSession(t.db, { qbid, guid: h.guid, logintype: provider, now });
  return { ...h, cookie: `${h.cookie}; token=${session.token}`, qbid };
}

/** Headers of a real browser session: the guid cookie, a token for it and a fresh Timestamp. */
export async function sessionHeaders(app: TestApp['app']) {
  const first = await app.inject({ method: 'GET', url: '/api/getToken' });
  const guid = first.cookies.find((c) => c.name === 'guid')?.value as string;
  const token = (first.json() as { data: { token: string } }).data.token;
  return { cookie: `guid=${guid}`, authorization: token, timestamp: String(Math.floor(Date.now() / 1000)), guid };
}

/** The snapshot a page carries inline (DESIGN §2). */
export function snapshotOf(html: string) {
  const match = new RegExp(`<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return snapshotSchema.parse(JSON.parse(match?.[1] ?? 'null'));
}
