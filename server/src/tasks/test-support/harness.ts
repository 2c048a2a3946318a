/**
 * The task tests' hub: a real app (as `createTestApp` builds it) with the test handlers, short
 * leases, a catalog tool that needs charging, and — when REDIS_URL is set — the BullMQ queue of
 * its own with a worker process (`worker-main.ts`) that runs the tasks, on the same database.
 * The same tests then run on both shapes of the engine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ToolMeta } from '@toolhub/contracts';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app';
import type { Clock } from '../../clock';
import { ROOT_DIR, loadConfig, type Config, type TaskEngineConfig } from '../../config';
import { createDb, migrate, type Db } from '../../db';
import { workspaceBuilds } from '../../registry';
import { writeTestBuild } from '../../registry/test-support/builds';
import { TaskQueue } from '../bull-queue';
import { TEST_TASK_HANDLERS, TEST_TASK_TYPES } from './handlers';
import { startWorker, stopProcess, type HubProcess } from '../../test-support/processes';

export const usesRedisQueue = Boolean(process.env.REDIS_URL);
const SECRET = 'task-test-secret';

/**
 * A tool of the catalog that needs a login (spec §4 "Charging flow"), run by the echo handler:
 * the echo type then serves two tools, and the scene picks which.
 */
export const CHARGED_TOOL: ToolMeta = {
  toolid: 9101,
  reqType: TEST_TASK_TYPES.echo,
  path: 'task-charged-test',
  name: '收费测试工具',
  keyword: '',
  category: 'test',
  icon: '',
  scene: 'task_charged_test',
  needCharge: true,
  module: './ChargedTest',
};

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TaskTestApp {
  app: App;
  db: Db;
  config: Config;
  secret: string;
  /** The environment of a process (server or worker) on this hub's database and queue. */
  processEnv: Record<string, string | undefined>;
  /** Another server on the same database and queue, with other task settings. */
  anotherServer(tasks: Partial<TaskEngineConfig>): Promise<App>;
  close(): Promise<void>;
}

async function freshDatabase(dataDir: string) {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `tk_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (schema) await admin(`create schema ${schema}`);
  const db = createDb({ dataDir, databaseUrl, databaseSchema: schema });
  await migrate(db, { schema });
  return {
    db,
    databaseUrl,
    schema,
    drop: async () => {
      await db.destroy();
      if (schema) await admin(`drop schema if exists ${schema} cascade`);
    },
  };
}

export async function startTaskTestApp({ clock, tasks = {} }: { clock?: Clock; tasks?: Partial<TaskEngineConfig> } = {}): Promise<TaskTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-tasks-'));
  const { db, databaseUrl, schema, drop } = await freshDatabase(dataDir);
  const taskConfig: TaskEngineConfig = {
    concurrency: 2,
    leaseMs: 1000,
    maxAttempts: 2,
    syncWaitMs: 20_000,
    drainMs: 1000,
    queue: `tq_${crypto.randomBytes(6).toString('hex')}`,
    heapMb: 2048,
    ...tasks,
  };
  const config: Config = { ...loadConfig({}), env: 'test', dataDir, redisUrl: process.env.REDIS_URL, tasks: taskConfig };
  const chargedRemote = writeTestBuild(path.join(dataDir, 'tasktest-build'), { name: 'tasktest', catalog: [CHARGED_TOOL] });
  const remoteBuilds = [...workspaceBuilds(ROOT_DIR), chargedRemote];
  const build = async (appConfig: Config) => {
    const built = await buildApp({ config: appConfig, db, secret: SECRET, remoteBuilds, clock, taskHandlers: TEST_TASK_HANDLERS });
    await built.ready();
    return built;
  };

  const processEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: config.redisUrl,
    TOOLHUB_SECRET: SECRET,
    TOOLHUB_TASK_QUEUE: taskConfig.queue,
    TOOLHUB_TASK_LEASE_MS: String(taskConfig.leaseMs),
    TOOLHUB_TASK_ATTEMPTS: String(taskConfig.maxAttempts),
    TOOLHUB_TASK_CONCURRENCY: String(taskConfig.concurrency),
    TOOLHUB_TASK_DRAIN_MS: String(taskConfig.drainMs),
    // Unset under test: no warm-up.
    TOOLHUB_TASK_WARM_UP: taskConfig.warmUp === undefined ? undefined : taskConfig.warmUp ? '1' : '0',
  };
  const app = await build(config);
  const others: App[] = [];
  const workers: HubProcess[] = [];
  if (config.redisUrl) workers.push(await startWorker(processEnv));

  return {
    app,
    db,
    config,
    secret: SECRET,
    processEnv,
    async anotherServer(overrides) {
      const other = await build({ ...config, tasks: { ...taskConfig, ...overrides } });
      others.push(other);
      return other;
    },
    async close() {
      // A test may have closed another server already.
      await Promise.all([app, ...others].map((server) => server.close().catch(() => undefined)));
      await Promise.all(workers.map((worker) => stopProcess(worker)));
      if (config.redisUrl) {
        const queue = new TaskQueue(config.redisUrl, taskConfig.queue, () => undefined);
        await queue.obliterate();
        await queue.close();
      }
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The hub of an engine's task tests, one for the whole test file: started before its first
 * test and closed after its last. A synchronous call waits up to a minute for its task, as a
 * real engine (a model loaded, a page read, a file converted) can take far longer than the test
 * handlers the 20 s default is set for. `keep` receives the hub for the file's tests.
 */
export function engineTestAppForFile(keep: (hub: TaskTestApp) => void): void {
  let hub: TaskTestApp | undefined;
  beforeAll(async () => {
    hub = await startTaskTestApp({ tasks: { syncWaitMs: 60_000 } });
    keep(hub);
  }, 60_000);
  afterAll(async () => {
    await hub?.close();
  });
}
