/**
 * Crash safety with real processes: the server (`src/main.ts`) — and with REDIS_URL its task
 * worker (`worker-main.ts`) too — killed with SIGKILL in the middle of a task, then started
 * again. No task may stay running, a task whose run died runs again (or fails 'interrupted'
 * once its runs are used up), the queued ones are handed out again, and no use is charged
 * twice.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toolTaskResponseSchema, type ToolTaskResponse } from '@toolhub/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../db';
import { HttpBrowser, json, logInWithQq } from '../test-support/http-browser';
import { usesRedisQueue } from './test-support/harness';
import { proxyTask } from './test-support/calls';
import { TEST_TASK_TYPES, TEST_TOOL } from './test-support/handlers';
import { startServer, startWorker, stopProcess, type HubProcess } from '../test-support/processes';
import { TaskQueue } from './bull-queue';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe(`a crash mid-task (${usesRedisQueue ? 'server and BullMQ worker' : 'server with worker threads'})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-crash-'));
  const schema = databaseUrl ? `tc_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    TOOLHUB_SECRET: 'crash-test-secret',
    TOOLHUB_TASK_QUEUE: `tc_${crypto.randomBytes(6).toString('hex')}`,
    TOOLHUB_TASK_LEASE_MS: '800',
    // One at a time, so that a second task waits in the queue when the crash comes.
    TOOLHUB_TASK_CONCURRENCY: '1',
    TOOLHUB_TASK_ATTEMPTS: '2',
    TOOLHUB_TASK_DRAIN_MS: '500',
  };
  const running: HubProcess[] = [];
  let db: Db;
  let origin: string;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  /** The server, and with Redis a worker: the processes that together run tasks. */
  async function startHub(extraEnv: Record<string, string> = {}) {
    const [server, worker] = await Promise.all([
      startServer({ ...env, ...extraEnv }),
      usesRedisQueue ? startWorker({ ...env, ...extraEnv }) : undefined,
    ]);
    running.push(server, ...(worker ? [worker] : []));
    origin = server.origin;
  }

  async function killHub() {
    await Promise.all(running.splice(0).map((hub) => stopProcess(hub, 'SIGKILL')));
  }

  beforeAll(async () => {
    if (schema) await admin(`create schema ${schema}`);
    db = createDb({ dataDir, databaseUrl, databaseSchema: schema });
    await migrate(db, { schema });
    await startHub();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.splice(0).map((hub) => stopProcess(hub)));
    await db?.destroy();
    if (redisUrl) {
      const queue = new TaskQueue(redisUrl, env.TOOLHUB_TASK_QUEUE, () => undefined);
      await queue.obliterate();
      await queue.close();
    }
    if (schema) await admin(`drop schema if exists ${schema} cascade`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const create = async (browser: HttpBrowser, type: number, data: unknown, scene: string) => {
    const answer = await browser.apiPost('/toolproxy/v1/create', proxyTask({ type, data, scene }));
    expect(answer.status, answer.body).toBe(200);
    return toolTaskResponseSchema.parse(json(answer)).common_rsp.task_id;
  };
  const query = async (browser: HttpBrowser, taskId: string): Promise<ToolTaskResponse> => {
    const answer = await browser.apiPost('/toolproxy/v1/query', { task_id: taskId });
    expect(answer.status, answer.body).toBe(200);
    return toolTaskResponseSchema.parse(json(answer));
  };
  const until = async (browser: HttpBrowser, taskId: string, reached: (answer: ToolTaskResponse) => boolean) => {
    for (let i = 0; i < 600; i++) {
      const answer = await query(browser.at(origin), taskId);
      if (reached(answer)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`task ${taskId} never reached the state looked for`);
  };
  const leftOf = async (browser: HttpBrowser, scene: string) =>
    json<{ data: { leftTime: number } }>(await browser.at(origin).apiGet('/api/getEquityConsumeCount', { scene })).data.leftTime;
  const ledgerOf = (taskId: string) => db.selectFrom('consume_ledger').select('source').where('request_key', '=', `task:${taskId}`).execute();
  const unfinished = () => db.selectFrom('tool_task').select(['task_id', 'state']).where('state', 'in', ['created', 'running']).execute();

  it('a running task runs again and a queued one is handed out again, each charged once', async () => {
    const browser = new HttpBrowser(origin);
    await logInWithQq(browser, `崩溃用户${crypto.randomUUID().slice(0, 6)}`);
    const scene = TEST_TOOL.scene;
    expect(await leftOf(browser, scene)).toBe(3);

    const slow = await create(browser, TEST_TASK_TYPES.slow, { ms: 2500 }, scene);
    const queued = await create(browser, TEST_TASK_TYPES.echo, { after: 'crash' }, scene);
    await until(browser, slow, (answer) => answer.common_rsp.state === 'running' && answer.common_rsp.progress > 0);
    await killHub();
    const atCrash = await db.selectFrom('tool_task').select(['task_id', 'state']).where('task_id', 'in', [slow, queued]).orderBy('created_at').execute();
    expect(atCrash.find((task) => task.task_id === slow)?.state).toBe('running');
    expect(atCrash.find((task) => task.task_id === queued)?.state).toBe('created');

    await startHub();
    const ended = (answer: ToolTaskResponse) => answer.common_rsp.state === 'done' || answer.common_rsp.state === 'failed';
    expect((await until(browser, slow, ended)).common_rsp.state).toBe('done');
    expect(JSON.parse((await until(browser, queued, ended)).business_data.data)).toEqual({ echo: { after: 'crash' } });

    expect(await unfinished()).toEqual([]);
    expect(await ledgerOf(slow)).toHaveLength(1);
    expect(await ledgerOf(queued)).toHaveLength(1);
    expect(await leftOf(browser, scene)).toBe(1);
    const runs = await db.selectFrom('tool_task').select('attempts').where('task_id', '=', slow).executeTakeFirstOrThrow();
    expect(runs.attempts).toBe(2);
  }, 90_000);

  it('a visitor who saw their request fail is not charged for the run that finished after the restart; pressing again charges once', async () => {
    const browser = new HttpBrowser(origin);
    await logInWithQq(browser, `重试用户${crypto.randomUUID().slice(0, 6)}`);
    const scene = TEST_TOOL.scene;
    expect(await leftOf(browser, scene)).toBe(3);
    // The screen's synchronous call: it waits for the result, and the server dies under it.
    const waiting = browser.apiPost('/toolproxy/v1/create', proxyTask({ type: TEST_TASK_TYPES.slow, data: { ms: 2500 }, scene, isAsync: false })).then(
      (answer) => answer.status,
      (error: unknown) => error,
    );
    const taskId = await (async () => {
      for (let i = 0; i < 200; i++) {
        const row = await db.selectFrom('tool_task').select(['task_id', 'state', 'progress']).where('req_type', '=', TEST_TASK_TYPES.slow).where('state', '=', 'running').where('progress', '>', 0).orderBy('created_at', 'desc').executeTakeFirst();
        if (row) return row.task_id;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the slow task never ran');
    })();
    await killHub();
    // What the visitor saw: the call failed.
    expect(await waiting).toBeInstanceOf(Error);

    await startHub();
    // The reaper runs the task again after the restart and it succeeds on the server…
    for (let i = 0; i < 400 && (await db.selectFrom('tool_task').select('state').where('task_id', '=', taskId).executeTakeFirstOrThrow()).state !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await db.selectFrom('tool_task').select('state').where('task_id', '=', taskId).executeTakeFirstOrThrow()).state).toBe('done');
    // …but nobody received that result: nothing is charged for it.
    expect(await ledgerOf(taskId)).toEqual([]);
    expect(await leftOf(browser, scene)).toBe(3);

    // The visitor presses again: one result received, one use.
    const again = await browser.at(origin).apiPost('/toolproxy/v1/create', proxyTask({ type: TEST_TASK_TYPES.echo, data: { again: true }, scene, isAsync: false }));
    expect(toolTaskResponseSchema.parse(json(again)).common_rsp.state).toBe('done');
    expect(await leftOf(browser, scene)).toBe(2);
  }, 90_000);

  it('a task whose runs are used up fails as interrupted and consumes nothing', async () => {
    const browser = new HttpBrowser(origin);
    await logInWithQq(browser, `中断用户${crypto.randomUUID().slice(0, 6)}`);
    const scene = TEST_TOOL.scene;
    const slow = await create(browser, TEST_TASK_TYPES.slow, { ms: 2500 }, scene);
    await until(browser, slow, (answer) => answer.common_rsp.state === 'running' && answer.common_rsp.progress > 0);
    await killHub();
    // Started again with one run per task: the run that died was the last.
    await startHub({ TOOLHUB_TASK_ATTEMPTS: '1' });
    const failed = await until(browser, slow, (answer) => answer.common_rsp.state !== 'running' && answer.common_rsp.state !== 'created');
    expect(failed.common_rsp.state).toBe('failed');
    expect(failed.rsp_header).toEqual({ ret_code: 1000, reason: 'err is interrupted' });
    expect(await unfinished()).toEqual([]);
    expect(await ledgerOf(slow)).toEqual([]);
    expect(await leftOf(browser, scene)).toBe(3);
  }, 90_000);
});
