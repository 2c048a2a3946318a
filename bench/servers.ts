/**
 * What every bench scenario stands on: real server processes (`server/src/main.ts`, each in a
 * process group of its own), a real login through the sandbox QQ Connect pages, and a direct
 * connection to the server's database for set-up and for checking what the server wrote.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { HttpBrowser, json, logInWithQq } from '../server/src/test-support/http-browser';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIR = path.join(ROOT, 'server');
/** The database drivers are the server's dependencies; bench reads its database with the same ones. */
export const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
/** Per-minute limits no run reaches, so the limiter never answers 429 during the load. */
const NO_LIMIT = '100000000';

// ---------------------------------------------------------------------------------------------
// Server processes

/** A process the bench started: a server (its `base` URL) or a task worker (no base). */
export interface Server {
  base: string;
  child: ChildProcess;
  log: string;
}

export const running = new Set<Server>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a bench server: the caller's, minus any Toolhub configuration it had. */
export function serverEnv(config: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(TOOLHUB_|DATABASE_|REDIS_URL$|QQ_CONNECT_|WX_OPEN_|WXPAY_|COS_|PORT$|HOST$|DATA_DIR$)/.test(name)) env[name] = value;
  }
  return { ...env, TOOLHUB_ENV: 'test', TOOLHUB_RATE_PER_DEVICE: NO_LIMIT, TOOLHUB_RATE_PER_IP: NO_LIMIT, ...config };
}

const logTail = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/** Runs a script of the server in a process group of its own, so stopping it stops everything it started. */
function spawnServerScript(script: string, env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: SERVER_DIR, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  return child;
}

/** Polls `ready` every half second until it holds, or throws with the log's tail. */
async function waitUntil(process: Server, what: string, ready: () => Promise<boolean>) {
  for (let i = 0; ; i++) {
    if (process.child.exitCode !== null || process.child.signalCode !== null) {
      running.delete(process);
      throw new Error(`${what} exited during start-up:\n${logTail(process.log)}`);
    }
    if (await ready().catch(() => false)) return;
    if (i > 120) {
      await stopServer(process);
      throw new Error(`${what} did not start:\n${logTail(process.log)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Starts `server/src/main.ts` (it migrates at start-up) and waits for /healthz. `publicUrl`: the
 * server's own address becomes TOOLHUB_PUBLIC_URL (what prod needs to start).
 */
export async function startServer(env: NodeJS.ProcessEnv, workDir: string, { publicUrl = false }: { publicUrl?: boolean } = {}): Promise<Server> {
  const port = await freePort();
  const log = path.join(workDir, `server-${port}.log`);
  const child = spawnServerScript('src/main.ts', { ...env, PORT: String(port), ...(publicUrl ? { TOOLHUB_PUBLIC_URL: `http://127.0.0.1:${port}` } : {}) }, log);
  const server: Server = { base: `http://127.0.0.1:${port}`, child, log };
  running.add(server);
  await waitUntil(server, `server on port ${port}`, async () => (await fetch(`${server.base}/healthz`)).ok);
  return server;
}

/** Starts a BullMQ task worker process (`src/tasks/worker-main.ts`) and waits for its start line. */
export async function startTaskWorker(env: NodeJS.ProcessEnv, workDir: string): Promise<Server> {
  const log = path.join(workDir, `worker-${crypto.randomBytes(3).toString('hex')}.log`);
  const worker: Server = { base: '', child: spawnServerScript('src/tasks/worker-main.ts', env, log), log };
  running.add(worker);
  await waitUntil(worker, 'task worker', async () => fs.readFileSync(log, 'utf8').includes('runs jobs of the queue'));
  return worker;
}

export function killGroup(server: Server, signal: NodeJS.Signals) {
  try {
    if (server.child.pid) process.kill(-server.child.pid, signal);
  } catch {
    // already gone
  }
}

export async function stopServer(server: Server) {
  running.delete(server);
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 5000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  killGroup(server, 'SIGTERM');
  if (!(await exited)) killGroup(server, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// Logging in through the sandbox QQ Connect pages, as a browser does

export interface Session {
  /** `guid=…; token=…`: the device and the login session. */
  cookie: string;
  /** The /api/getToken token, bound to the guid. */
  authorization: string;
  qbid: string;
}

export const apiHeaders = (base: string, session: Session, post: boolean): Record<string, string> => ({
  authorization: session.authorization,
  timestamp: String(Math.floor(Date.now() / 1000)),
  cookie: session.cookie,
  ...(post ? { 'content-type': 'text/plain;charset=UTF-8', origin: base } : {}),
});

/** A real login through the sandbox QQ Connect pages (the server's own HTTP browser); then the API token and the qbid. */
export async function logIn(base: string): Promise<Session> {
  const browser = new HttpBrowser(base);
  await logInWithQq(browser, `bench ${crypto.randomBytes(4).toString('hex')}`);
  const [guid, token] = [browser.cookies.get('guid'), browser.cookies.get('token')];
  if (!guid || !token) throw new Error('no guid or token cookie after the login');
  const { data } = json<{ data: { isLogin: boolean; qbid?: string } }>(await browser.apiGet('/api/getLoginInfo'));
  if (!data.isLogin || !data.qbid) throw new Error('getLoginInfo answered without a logged-in user');
  return { cookie: `guid=${guid}; token=${token}`, authorization: await browser.apiToken(), qbid: data.qbid };
}

// ---------------------------------------------------------------------------------------------
// The database, read and written directly by the bench (set-up and the invariant only)

export interface BenchDb {
  /** `?` placeholders on both databases. */
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

interface SqliteDatabase {
  pragma(source: string): unknown;
  prepare(sql: string): { reader: boolean; all(...params: unknown[]): unknown[]; run(...params: unknown[]): unknown };
  close(): void;
}

interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}

const pgModule = () => serverRequire('pg') as { Client: new (config: { connectionString: string; options?: string }) => PgClient };

/** A second connection to the server's SQLite file while it runs (WAL lets both work). */
export function sqliteDb(dataDir: string): BenchDb {
  const Database = serverRequire('better-sqlite3') as new (file: string) => SqliteDatabase;
  const db = new Database(path.join(dataDir, 'toolhub.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    all: async <T>(sql: string, params: unknown[] = []) => {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    },
    close: async () => db.close(),
  };
}

export async function pgDb(url: string, schema?: string): Promise<BenchDb> {
  const client = new (pgModule().Client)({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  return {
    all: async <T>(sql: string, params: unknown[] = []) => {
      let n = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
    },
    close: () => client.end(),
  };
}

/**
 * Runs `scenario` with the environment of processes on a fresh PostgreSQL schema and Redis, then
 * stops every process `scenario` started (the ones it pushed) and drops the schema.
 */
export async function onFreshPostgres<T>(
  { workDir, secret, databaseUrl, redisUrl, extraEnv = {} }: { workDir: string; secret: string; databaseUrl: string; redisUrl: string; extraEnv?: Record<string, string> },
  scenario: (env: NodeJS.ProcessEnv, schema: string, started: Server[]) => Promise<T>,
): Promise<T> {
  const schema = `b_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await pgDb(databaseUrl);
  await admin.all(`create schema ${schema}`);
  const started: Server[] = [];
  try {
    const env = serverEnv({
      DATA_DIR: path.join(workDir, `pg-${schema}`),
      TOOLHUB_SECRET: secret,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      ...extraEnv,
    });
    return await scenario(env, schema, started);
  } finally {
    await Promise.all(started.map(stopServer));
    await admin.all(`drop schema if exists ${schema} cascade`);
    await admin.close();
  }
}
