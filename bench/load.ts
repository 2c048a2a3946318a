/**
 * Load figures of the API on loopback, from autocannon — it never passes or fails on a time:
 *  - requests/s and p50/p99 latency of GET /api/getEquityConsumeCount and POST /api/consumeCount
 *    for one logged-in user, against the real server processes: SQLite with one process, and
 *    PostgreSQL + Redis with two processes when DATABASE_URL and REDIS_URL are set;
 *  - the latency of GET /api/getEquityConsumeCount at a fixed FIXED_RATE req/s in all (issue 21:
 *    p99 ≤ 10 ms on one process). autocannon's `overallRate` lets each connection send its share
 *    of a second's requests as fast as they are answered from the start of each second, so the
 *    load comes in bursts: the figures are no better than those of evenly paced requests;
 *  - after the consume run, the charging invariant read from the database: every use is one
 *    ledger row, ledger = free uses (quota_usage) + paid uses (paid_balance.consumed_count),
 *    every 2xx answer has its row, and no balance is negative. A broken invariant is the one
 *    thing that makes the bench exit non-zero.
 *
 * `pnpm exec tsx load.ts` runs it alone; run.ts prints these lines after its own figures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  apiHeaders,
  killGroup,
  logIn,
  onFreshPostgres,
  pgDb,
  running,
  serverEnv,
  sqliteDb,
  startServer,
  stopServer,
  type BenchDb,
  type Server,
  type Session,
} from './servers';

/** A scene of the catalog: the server answers no other (issue 15, B2). */
const SCENE = 'basic_ocr';
/** Paid uses given to the bench user: far more than a run can consume, so it never runs out. */
const PAID_USES = 1_000_000;
const DURATION_S = 10;
/** Connections in all; split between the processes when there are several. */
const CONNECTIONS = 20;
/** Requests a second in all of the fixed-rate run of the reads. */
const FIXED_RATE = 2_000;


/**
 * Bench set-up, not product behaviour: a paid pack is normally granted by a paid order
 * (grantPaidUses when the pay notification arrives). The bench writes the balance directly so
 * that the consume run has uses to take for its whole length without going through a payment.
 */
async function givePaidUses(db: BenchDb, qbid: string) {
  await db.all('insert into paid_balance (qbid, scene, left_count, consumed_count, updated_at) values (?, ?, ?, 0, ?)', [
    qbid,
    SCENE,
    PAID_USES,
    Date.now(),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The load

/** The consume requests' ids: sent, answered 2xx, answered otherwise. */
interface Tally {
  sent: Set<string>;
  answered: Set<string>;
  refused: Set<string>;
}

interface LoadFigure {
  rate: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : NaN);

/** Which request a connection has in flight (one at a time: no pipelining). */
interface RequestContext {
  id?: string;
}

function consumeRequest(base: string, session: Session, tally: Tally): autocannon.Request {
  const tag = crypto.randomBytes(4).toString('hex');
  let next = 0;
  return {
    method: 'POST',
    path: '/api/consumeCount',
    // Called for every request: a fresh request_id (each is one use) and a fresh Timestamp.
    setupRequest: (request, context) => {
      const id = `bench-${tag}-${(next++).toString(36)}`;
      (context as RequestContext).id = id;
      tally.sent.add(id);
      return { ...request, headers: apiHeaders(base, session, true), body: JSON.stringify({ scene: SCENE, request_id: id }) };
    },
    onResponse: (status, _body, context) => {
      const id = (context as RequestContext).id;
      if (id) (status >= 200 && status < 300 ? tally.answered : tally.refused).add(id);
    },
  };
}

function readRequest(base: string, session: Session): autocannon.Request {
  return {
    method: 'GET',
    path: `/api/getEquityConsumeCount?scene=${SCENE}`,
    setupRequest: (request) => ({ ...request, headers: apiHeaders(base, session, false) }),
  };
}

/**
 * One autocannon instance per process, in parallel, the connections split between them. The
 * rate is the sum of theirs; the percentiles are those of every response of the run (the
 * response times autocannon itself records), so several processes give one figure.
 */
async function load(bases: string[], request: (base: string) => autocannon.Request, overallRate?: number): Promise<LoadFigure> {
  const times: number[] = [];
  const results = await Promise.all(
    bases.map(
      (base) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url: base,
              connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
              duration: DURATION_S,
              requests: [request(base)],
              ...(overallRate ? { overallRate: overallRate / bases.length } : {}),
            },
            (error: unknown, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
        }),
    ),
  );
  times.sort((a, b) => a - b);
  return {
    rate: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    ok: results.reduce((sum, r) => sum + r['2xx'], 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const failures = (f: LoadFigure) => `${f.non2xx} non-2xx${f.errors ? `, ${f.errors} connection errors` : ''}`;
const describe = (name: string, f: LoadFigure) => `${name} ${f.rate.toFixed(0)} req/s (p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, ${failures(f)})`;
const describeAtRate = (name: string, f: LoadFigure) =>
  `${name} at a fixed ${FIXED_RATE} req/s: ${f.rate.toFixed(0)} req/s (p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, ${failures(f)})`;

// ---------------------------------------------------------------------------------------------
// The invariant

/** Waits until the ledger stops growing: requests cut off when autocannon stopped may still commit. */
async function settledLedger(db: BenchDb, subject: string) {
  const count = async () => Number((await db.all<{ n: number | string }>('select count(*) as n from consume_ledger where subject = ?', [subject]))[0].n);
  let last = await count();
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await count();
    if (now === last) return;
    last = now;
  }
}

async function checkInvariant(db: BenchDb, qbid: string, tally: Tally, autocannon2xx: number): Promise<{ text: string; holds: boolean }> {
  const subject = `u:${qbid}`;
  await settledLedger(db, subject);
  const ledger = await db.all<{ request_key: string; source: string }>('select request_key, source from consume_ledger where subject = ? and scene = ?', [subject, SCENE]);
  const usage = await db.all<{ day: string; used: number | string }>('select day, used from quota_usage where subject = ? and scene = ?', [subject, SCENE]);
  const quotaRows = await db.all<{ scene: string; logged_in_free: number | string }>("select scene, logged_in_free from scene_quota where scene in (?, '*')", [SCENE]);
  const [balance] = await db.all<{ left_count: number | string; consumed_count: number | string }>(
    'select left_count, consumed_count from paid_balance where qbid = ? and scene = ?',
    [qbid, SCENE],
  );
  const [negative] = await db.all<{ n: number | string }>('select count(*) as n from paid_balance where left_count < 0 or consumed_count < 0');
  const [negativeUsage] = await db.all<{ n: number | string }>('select count(*) as n from quota_usage where used < 0');

  const problems: string[] = [];
  const bySource = (source: string) => ledger.filter((row) => row.source === source).length;
  const freeRows = bySource('free');
  const paidRows = bySource('paid');
  const other = ledger.length - freeRows - paidRows;
  const used = usage.reduce((sum, row) => sum + Number(row.used), 0);
  const freePerDay = Number((quotaRows.find((r) => r.scene === SCENE) ?? quotaRows.find((r) => r.scene === '*'))?.logged_in_free ?? 0);
  const left = Number(balance?.left_count ?? NaN);
  const consumed = Number(balance?.consumed_count ?? NaN);

  if (other) problems.push(`${other} ledger rows neither free nor paid`);
  if (freeRows !== used) problems.push(`free ledger rows ${freeRows} ≠ quota_usage ${used}`);
  if (usage.some((row) => Number(row.used) > freePerDay)) problems.push(`more than ${freePerDay} free uses on a day`);
  if (paidRows !== consumed) problems.push(`paid ledger rows ${paidRows} ≠ consumed_count ${consumed}`);
  if (left !== PAID_USES - consumed) problems.push(`left_count ${left} ≠ ${PAID_USES} − ${consumed}`);
  if (Number(negative.n) || Number(negativeUsage.n) || left < 0) problems.push('a negative balance');

  // Every 2xx answer has its row; every row is a request the bench sent; a refused request
  // left none. Rows without an answer are requests in flight when autocannon stopped.
  const keys = new Set(ledger.map((row) => row.request_key));
  const unrecorded = [...tally.answered].filter((id) => !keys.has(id)).length;
  const foreign = [...keys].filter((key) => !tally.sent.has(key)).length;
  const refusedCharged = [...tally.refused].filter((id) => keys.has(id)).length;
  const cutOff = [...keys].filter((key) => tally.sent.has(key) && !tally.answered.has(key) && !tally.refused.has(key)).length;
  if (unrecorded) problems.push(`${unrecorded} 2xx answers without a ledger row`);
  if (foreign) problems.push(`${foreign} ledger rows the bench never asked for`);
  if (refusedCharged) problems.push(`${refusedCharged} refused requests charged`);
  if (tally.answered.size !== autocannon2xx) problems.push(`autocannon counted ${autocannon2xx} 2xx, the bench ${tally.answered.size}`);

  const text =
    `${ledger.length} uses consumed, ledger ${ledger.length} = usage ${used} + paid ${consumed}` +
    ` = ${autocannon2xx} 2xx answers${cutOff ? ` + ${cutOff} in flight when the run stopped` : ''}, ${left} paid uses left`;
  return problems.length
    ? { text: `${text}; INVARIANT BROKEN: ${problems.join('; ')}`, holds: false }
    : { text: `${text}, no negative balance: invariant holds`, holds: true };
}

// ---------------------------------------------------------------------------------------------
// The scenarios

async function scenario(label: string, servers: Server[], db: BenchDb): Promise<{ line: string; holds: boolean }> {
  const session = await logIn(servers[0].base);
  await givePaidUses(db, session.qbid);
  const bases = servers.map((s) => s.base);
  const read = await load(bases, (base) => readRequest(base, session));
  const readAtRate = await load(bases, (base) => readRequest(base, session), FIXED_RATE);
  const tally: Tally = { sent: new Set(), answered: new Set(), refused: new Set() };
  const consume = await load(bases, (base) => consumeRequest(base, session, tally));
  const invariant = await checkInvariant(db, session.qbid, tally, consume.ok);
  return {
    line: `${label}: ${describe('getEquityConsumeCount', read)}; ${describeAtRate('getEquityConsumeCount', readAtRate)}; ${describe('consumeCount', consume)}; ${invariant.text}`,
    holds: invariant.holds,
  };
}

async function sqliteScenario(workDir: string, secret: string) {
  const dataDir = path.join(workDir, 'sqlite');
  const server = await startServer(serverEnv({ DATA_DIR: dataDir, TOOLHUB_SECRET: secret }), workDir);
  try {
    const db = sqliteDb(dataDir);
    try {
      return await scenario('load sqlite, 1 process', [server], db);
    } finally {
      await db.close();
    }
  } finally {
    await stopServer(server);
  }
}

async function postgresScenario(workDir: string, secret: string, databaseUrl: string, redisUrl: string) {
  return onFreshPostgres({ workDir, secret, databaseUrl, redisUrl }, async (env, schema, servers) => {
    // One after the other: the first migrates the fresh schema, the second finds it migrated.
    servers.push(await startServer(env, workDir));
    servers.push(await startServer(env, workDir));
    const db = await pgDb(databaseUrl, schema);
    try {
      return await scenario('load postgresql + redis, 2 processes', servers, db);
    } finally {
      await db.close();
    }
  });
}

/** The load lines, and whether the invariant held in every run. */
export async function loadFigures(): Promise<{ lines: string[]; holds: boolean }> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-bench-load-'));
  // Interrupted (Ctrl-C): stop the servers, which run in process groups of their own.
  const interrupted = () => {
    for (const server of running) killGroup(server, 'SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const secret = crypto.randomBytes(32).toString('base64url');
  const lines: string[] = [];
  let holds = true;
  try {
    const sqlite = await sqliteScenario(workDir, secret);
    lines.push(sqlite.line);
    holds &&= sqlite.holds;
    const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
    if (databaseUrl && redisUrl) {
      const pg = await postgresScenario(workDir, secret, databaseUrl, redisUrl);
      lines.push(pg.line);
      holds &&= pg.holds;
    } else {
      lines.push('load postgresql + redis, 2 processes: skipped (set DATABASE_URL and REDIS_URL to measure it)');
    }
  } finally {
    await Promise.all([...running].map(stopServer));
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return { lines, holds };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { lines, holds } = await loadFigures();
  console.info(lines.join('\n'));
  if (!holds) process.exitCode = 1;
}
