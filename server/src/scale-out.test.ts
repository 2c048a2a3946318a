/**
 * Scale-out (DESIGN §4): two server processes on loopback share one PostgreSQL schema and
 * one Redis, and nothing a visitor does may depend on which one answers. Sessions, quota,
 * ratings and orders are checked across them. Runs when DATABASE_URL and REDIS_URL are set
 * (.ci/run sets them); the single-process suite covers SQLite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config';
import { createDb, migrate, type Db } from './db';
import { HttpBrowser, json, logInWithQq, type BrowserResponse } from './test-support/http-browser';
import { freePort } from './test-support/processes';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

async function waitForHealth(origin: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${log()}`);
}

const loginInfo = async (browser: HttpBrowser) =>
  json<{ data: { isLogin: boolean; qbid?: string; nick_name?: string } }>(await browser.apiGet('/api/getLoginInfo')).data;

describe.skipIf(!databaseUrl || !redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const schema = `s_${crypto.randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-scale-'));
  const children: ChildProcess[] = [];
  let db: Db;
  let a: string;
  let b: string;

  async function startProcess(): Promise<string> {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT_DIR, 'server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TOOLHUB_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl,
        TOOLHUB_SECRET: 'scale-out-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    children.push(child);
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, child, () => output.slice(-2000));
    return origin;
  }

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    db = createDb({ dataDir, databaseUrl, databaseSchema: schema });
    await migrate(db, { schema });
    a = await startProcess();
    b = await startProcess();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    await db?.destroy();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a login on one process is the session on the other, and logout on either ends it on both', async () => {
    const onA = new HttpBrowser(a);
    await logInWithQq(onA, '跨进程用户');
    const onB = onA.at(b);
    const seenByB = await loginInfo(onB);
    expect(seenByB.isLogin).toBe(true);
    expect(seenByB.nick_name).toBe('跨进程用户');
    expect(seenByB.qbid).toBe((await loginInfo(onA)).qbid);

    const oldToken = onA.cookies.get('token');
    expect((await onB.apiPost('/api/logout')).status).toBe(200);
    // A stale copy of the old cookie is refused by the other process too.
    const stale = onA.at(a);
    stale.cookies.set('token', oldToken as string);
    expect((await loginInfo(stale)).isLogin).toBe(false);
  });

  it('N parallel uses against L left succeed exactly L times, whichever process takes them', async () => {
    const user = new HttpBrowser(a);
    await logInWithQq(user, `配额用户${crypto.randomUUID().slice(0, 6)}`);
    const browsers = [user, user.at(b)];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => browsers[i % 2].apiPost('/api/consumeCount', { scene: 'basic_ocr', request_id: crypto.randomUUID() })),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(3); // a logged-in visitor's free uses of a day
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.body).toMatch(/^2,/);

    // One request id sent to both processes at once is one use.
    const retried = await Promise.all(browsers.map((browser) => browser.apiPost('/api/consumeCount', { scene: 'table_ocr', request_id: 'same-use-0001' })));
    expect(retried.map((answer) => answer.status)).toEqual([200, 200]);
    expect(json<{ data: { leftTime: number } }>(await user.apiGet('/api/getEquityConsumeCount', { scene: 'table_ocr' })).data.leftTime).toBe(2);

    const qbid = (await loginInfo(user)).qbid as string;
    const ledger = await db.selectFrom('consume_ledger').select(['scene', 'source']).where('subject', '=', `u:${qbid}`).execute();
    expect(ledger.filter((row) => row.scene === 'basic_ocr')).toHaveLength(3);
    expect(ledger.filter((row) => row.scene === 'table_ocr')).toHaveLength(1);
  });

  it('a user rating from both processes at once is counted once', async () => {
    const user = new HttpBrowser(a);
    await logInWithQq(user, `评分用户${crypto.randomUUID().slice(0, 6)}`);
    const before = json<{ data: { score_pv: number } }>(await user.apiGet('/api/getToolRecord', { toolid: 102 })).data.score_pv;
    const votes = await Promise.all([user.apiPost('/api/addToolScore', { toolid: 102, score: 5 }), user.at(b).apiPost('/api/addToolScore', { toolid: 102, score: 1 })]);
    expect(votes.map((vote) => vote.status).sort()).toEqual([200, 409]);
    const record = json<{ data: { score_pv: number; my_score: number } }>(await user.at(b).apiGet('/api/getToolRecord', { toolid: 102 })).data;
    expect(record.score_pv).toBe(before + 1);
    expect([5, 1]).toContain(record.my_score);
  });

  it('an order made on one process and paid through the other is granted once', async () => {
    const buyer = new HttpBrowser(a);
    await logInWithQq(buyer, `付费用户${crypto.randomUUID().slice(0, 6)}`);
    const order = json<{ data: { order_id: string; code_url: string } }>(await buyer.apiPost('/api/pay/createOrder', { card_id: 'svip_month' })).data;

    // The "phone" pays at the cashier served by the other process; it notifies that process.
    const cashierPath = new URL(order.code_url).pathname;
    const phone = new HttpBrowser(b);
    const paid: BrowserResponse = await phone.navigate(`${cashierPath}/confirm`, {});
    expect(paid.body).toContain('支付成功');

    const status = async () => json<{ data: { status: string } }>(await buyer.apiGet('/api/pay/queryOrder', { order_id: order.order_id })).data.status;
    for (let i = 0; i < 40 && (await status()) !== 'paid'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status()).toBe('paid');
    const cards = async () => json<{ cards: { enquity_type: number; end_time: number }[] }>(await buyer.at(b).apiPost('/api/getEquityInfo')).cards;
    const granted = await cards();
    expect(granted).toHaveLength(1);
    expect(granted[0].enquity_type).toBe(1);

    // The cashier on the first process sends the notification again: nothing more is granted.
    await new HttpBrowser(a).navigate(`${cashierPath}/confirm`, {});
    expect(await cards()).toEqual(granted);
    const orders = await db.selectFrom('pay_order').select(['status', 'transaction_id']).where('order_id', '=', order.order_id).execute();
    expect(orders).toHaveLength(1);
    expect(orders[0].transaction_id).toBeTruthy();
  });
});
