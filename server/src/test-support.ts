/**
 * Builds a real app for integration tests: a fresh SQLite database in a temporary folder,
 * or — when DATABASE_URL is set — a fresh schema of that PostgreSQL database. The built
 * shell and remotes of the workspace are served, as `pnpm start` serves them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppDeps } from './app';
import { ROOT_DIR, loadConfig, type Config } from './config';
import { createDb, migrate, type Db } from './db';
import { loadWorkspaceRemotes } from './remote-hosting/workspace-source';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  secret: string;
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
  const db = createDb({ dataDir, databaseUrl, pgSchema });
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
  return { db, dataDir, drop };
}

export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  if (!fs.existsSync(path.join(ROOT_DIR, 'shell/dist/index.html'))) {
    throw new Error('the shell is not built: run `pnpm build` before the server tests');
  }
  const { db, dataDir, drop } = await createTestDb();
  const config = { ...loadConfig({}), dataDir, env: 'test' };
  const secret = 'test-secret';
  const remotes = loadWorkspaceRemotes(ROOT_DIR, () => undefined);
  const app = await buildApp({ config, db, secret, remotes, ...overrides });
  return {
    app,
    db,
    config,
    secret,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Headers of a real browser session: the guid cookie, a token for it and a fresh Timestamp. */
export async function sessionHeaders(app: TestApp['app']) {
  const first = await app.inject({ method: 'GET', url: '/api/getToken' });
  const guid = first.cookies.find((c) => c.name === 'guid')?.value as string;
  const token = (first.json() as { data: { token: string } }).data.token;
  return { cookie: `guid=${guid}`, authorization: token, timestamp: String(Math.floor(Date.now() / 1000)), guid };
}
