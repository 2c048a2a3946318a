/**
 * Figures of the files-and-tasks machinery on loopback — never a pass or a fail on a time:
 *  - task round trip: `/toolproxy/v1/create` with `is_async: false` of the no-op test handler
 *    (create, queue, a worker thread or a BullMQ worker process, result) from 50 concurrent
 *    clients: tasks/s and p50/p99 of the whole round trip;
 *  - a finished task seen: how soon an async task's end reaches the page, with a held query
 *    (`wait_ms`) beside the former polling back-off;
 *  - upload throughput through the embedded store: 5 MB PNGs put with the unmodified
 *    cos-nodejs-sdk-v5 from credentials of the credential call, one at a time and 4 at once.
 * SQLite with the in-process worker threads; PostgreSQL + Redis with a separate BullMQ worker
 * process when DATABASE_URL and REDIS_URL are set. `pnpm exec tsx files-and-tasks.ts` runs it alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpBrowser } from '../server/src/test-support/http-browser';
import { uploadAsPage } from './cos-upload';
import { SERVER_DIR, onFreshPostgres, running, serverEnv, serverRequire, startServer, startTaskWorker, stopServer } from './servers';

const CLIENTS = 50;
const ROUND_TRIP_SECONDS = 10;
/** The no-op test handler (server/src/tasks/test-support/handlers.ts): not metered, answers `{}`. */
const NOOP_TYPE = 9001;
const CLOUD_PROXY_TOOL_ID = 39;
const UPLOADS = 12;
const PARALLEL_UPLOADS = 4;
const TEST_HANDLERS = path.join(SERVER_DIR, 'src/tasks/test-support/handlers.ts');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Visitor {
  browser: HttpBrowser;
  headers: () => Record<string, string>;
  guid: string;
}

/** An anonymous visitor of `base`: the guid cookie and the API token, as a page holds them. */
async function visitor(base: string): Promise<Visitor> {
  const browser = new HttpBrowser(base);
  const authorization = await browser.apiToken();
  const guid = browser.cookies.get('guid') ?? '';
  return {
    browser,
    guid,
    headers: () => ({
      authorization,
      timestamp: String(Math.floor(Date.now() / 1000)),
      cookie: `guid=${guid}`,
      'content-type': 'text/plain;charset=UTF-8',
      origin: base,
    }),
  };
}

/** 50 clients, each creating no-op tasks one after another and waiting for each result. */
async function taskRoundTrip(base: string): Promise<string> {
  const client = await visitor(base);
  const body = JSON.stringify({
    business_data: { data: '{}', type: NOOP_TYPE },
    req_header: {
      auth_info: {},
      // The scene of the tool the test handlers stand for (TEST_TOOL): the server knows no other.
      bussiness_info: { appid: 'tool', scene: 'task_test' },
      gpt_info: {},
      tool_id: CLOUD_PROXY_TOOL_ID,
      user_info: { guid: client.guid, qimei36: '', qua2: '' },
    },
    is_async: false,
    auth_type: 0,
  });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + ROUND_TRIP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const answer = await fetch(`${base}/toolproxy/v1/create`, { method: 'POST', headers: client.headers(), body });
        const rsp = (await answer.json().catch(() => ({}))) as { common_rsp?: { task_status?: number } };
        if (answer.ok && rsp.common_rsp?.task_status === 200) latencies.push(performance.now() - sent);
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return (
    `${(latencies.length / seconds).toFixed(0)} tasks/s, round trip p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}` +
    ` (${latencies.length} done${failed ? `, ${failed} not done` : ''}, ${CLIENTS} clients, ${ROUND_TRIP_SECONDS} s)`
  );
}

const HELD_RUNS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How soon a finished task reaches the page after the create answered (async no-op tasks, one
 * at a time): asking with the SDK's former back-off (first query after 100 ms, then 200, 400 …)
 * beside a query the server holds until the end (`wait_ms`, issue 21). Median of HELD_RUNS.
 */
async function finishedTaskSeen(base: string): Promise<string> {
  const client = await visitor(base);
  const create = JSON.stringify({
    business_data: { data: '{}', type: NOOP_TYPE },
    req_header: { auth_info: {}, bussiness_info: { appid: 'tool', scene: 'task_test' }, gpt_info: {}, tool_id: CLOUD_PROXY_TOOL_ID, user_info: { guid: client.guid, qimei36: '', qua2: '' } },
    is_async: true,
    auth_type: 0,
  });
  const post = async (path: string, body: string) => (await (await fetch(`${base}${path}`, { method: 'POST', headers: client.headers(), body })).json()) as { common_rsp: { task_id: string; task_status: number } };
  const seenAfter = async (held: boolean) => {
    const times: number[] = [];
    for (let run = 0; run < HELD_RUNS; run++) {
      const taskId = (await post('/toolproxy/v1/create', create)).common_rsp.task_id;
      const answered = performance.now();
      for (let attempt = 0; ; attempt++) {
        if (!held) await sleep(Math.min(100 * 2 ** attempt, 2000));
        const answer = await post('/toolproxy/v1/query', JSON.stringify({ task_id: taskId, ...(held ? { wait_ms: 1000 } : {}) }));
        if (answer.common_rsp.task_status !== 102) break;
      }
      times.push(performance.now() - answered);
    }
    return percentile(times.sort((a, b) => a - b), 50);
  };
  const polled = await seenAfter(false);
  const held = await seenAfter(true);
  return `a finished async task reaches the page ${ms(held)} after the create answered with a held query, ${ms(polled)} with the former back-off (median of ${HELD_RUNS} no-op tasks)`;
}

/** A noise PNG of about 5 MB (noise does not compress), under the 7 MB image limit. */
async function benchPng(): Promise<Buffer> {
  const sharp = serverRequire('sharp') as (options: object) => { png(): { toBuffer(): Promise<Buffer> } };
  return sharp({ create: { width: 1300, height: 1300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
}

async function uploadThroughput(base: string): Promise<string> {
  const client = await visitor(base);
  const png = await benchPng();
  const mb = png.length / 1e6;
  await uploadAsPage(client.browser, png, 'png'); // warm-up: the first request loads sharp and the SDK's code paths
  let started = performance.now();
  for (let i = 0; i < UPLOADS; i++) await uploadAsPage(client.browser, png, 'png');
  const oneAtATime = (UPLOADS * mb) / ((performance.now() - started) / 1000);
  started = performance.now();
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, async () => {
    for (let i = 0; i < UPLOADS / PARALLEL_UPLOADS; i++) await uploadAsPage(client.browser, png, 'png');
  }));
  const parallel = (UPLOADS * mb) / ((performance.now() - started) / 1000);
  return `upload through the embedded store (${mb.toFixed(1)} MB PNGs, credential call included): ${oneAtATime.toFixed(0)} MB/s one at a time, ${parallel.toFixed(0)} MB/s ${PARALLEL_UPLOADS} at once`;
}

async function sqliteScenario(workDir: string, secret: string): Promise<string[]> {
  const server = await startServer(serverEnv({ DATA_DIR: path.join(workDir, 'sqlite'), TOOLHUB_SECRET: secret, TOOLHUB_TASK_HANDLERS: TEST_HANDLERS }), workDir);
  try {
    return [
      `task round trip, sqlite + worker threads: ${await taskRoundTrip(server.base)}`,
      `${await finishedTaskSeen(server.base)}, sqlite + worker threads`,
      await uploadThroughput(server.base),
    ];
  } finally {
    await stopServer(server);
  }
}

async function postgresScenario(workDir: string, secret: string, databaseUrl: string, redisUrl: string): Promise<string> {
  const extraEnv = { TOOLHUB_TASK_HANDLERS: TEST_HANDLERS };
  return onFreshPostgres({ workDir, secret, databaseUrl, redisUrl, extraEnv }, async (env, schema, started) => {
    const queued = { ...env, TOOLHUB_TASK_QUEUE: `bench-${schema}` };
    started.push(await startServer(queued, workDir));
    started.push(await startTaskWorker(queued, workDir));
    const jobs = os.availableParallelism();
    return `task round trip, postgresql + redis, one BullMQ worker process (${jobs} jobs at a time): ${await taskRoundTrip(started[0].base)}`;
  });
}

export async function filesAndTasksFigures(): Promise<string[]> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-bench-tasks-'));
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    const lines = await sqliteScenario(workDir, secret);
    const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
    lines.push(
      databaseUrl && redisUrl
        ? await postgresScenario(workDir, secret, databaseUrl, redisUrl)
        : 'task round trip, postgresql + redis: skipped (set DATABASE_URL and REDIS_URL to measure it)',
    );
    return lines;
  } finally {
    await Promise.all([...running].map(stopServer));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.info((await filesAndTasksFigures()).join('\n'));
}
