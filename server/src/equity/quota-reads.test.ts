/**
 * The tip bar's reads come from the read cache (issue 21), and no write makes them wrong: each
 * case first reads (so the answer is kept), then changes the books through the write the hub
 * makes — a consume, a paid pack or card, ops changing the free uses, a logout, midnight — and
 * reads again. Two hubs sharing one database and one Redis do the same across processes (when
 * REDIS_URL is set).
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { consumeCountResponseSchema, ENQUITY_TYPE } from '@toolhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createReadCache } from '../read-cache';
import { createOrder, createdOrder, payAtCashier, startPayApp, type PayTestApp } from '../pay/test-support/pay';
import { loginAs, sessionHeaders, type TestApp } from '../test-support';
import { setSceneQuota } from './free-quota';
import { getCall, postCall } from './test-support/calls';

type Headers = Record<string, string>;
type Hub = Pick<TestApp, 'app'>;

const SCENE = 'basic_ocr';
/** 23:59:59 in Shanghai; one second later is midnight there. */
const BEFORE_MIDNIGHT = Date.parse('2025-03-01T15:59:59Z');
const MIDNIGHT = Date.parse('2025-03-01T16:00:00Z');
const OFFICE = '203.0.113.';
const PER_NETWORK = 3;

async function leftOf(t: Hub, h: Headers, scene = SCENE, remoteAddress?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/getEquityConsumeCount?scene=${scene}`, headers: h, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return consumeCountResponseSchema.parse(res.json()).data;
}

async function consume(t: Hub, h: Headers, scene = SCENE, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/consumeCount',
    headers: { ...h, 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ scene }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const cardsOf = async (t: Hub, h: Headers) => (await postCall(t, h, '/api/getEquityInfo')).json().cards as { enquity_type: number }[];
const sceneNumberOf = async (t: Hub, h: Headers, scene: string) => (await getCall(t, h, `/api/getEquitySceneText?scene=${scene}`)).json().data.extInfo.sceneNumber as number;

describe('the tip bar read from the cache, on one hub', () => {
  let now = BEFORE_MIDNIGHT;
  let t: PayTestApp;
  beforeAll(async () => {
    t = await startPayApp({ clock: () => now, configure: (config) => ({ ...config, anonymousFreePerNetwork: PER_NETWORK }) });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    now = BEFORE_MIDNIGHT;
  });

  it('is kept: a change the hub did not make (by hand in SQL) does not show at once', async () => {
    const user = await loginAs(t);
    expect(await leftOf(t, user)).toEqual({ leftTime: 3, isPaid: false });
    await t.db.insertInto('paid_balance').values({ qbid: user.qbid, scene: SCENE, left_count: 5, updated_at: now }).execute();
    // What the cache kept: the cases below would fail the same way without the hub's changes.
    expect(await leftOf(t, user)).toEqual({ leftTime: 3, isPaid: false });
  });

  it('counts a consume at once, free then paid', async () => {
    const user = await loginAs(t);
    const anonymous = await sessionHeaders(t.app);
    expect(await leftOf(t, user)).toEqual({ leftTime: 3, isPaid: false });
    expect(await leftOf(t, anonymous)).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
    await consume(t, user);
    await consume(t, anonymous);
    expect(await leftOf(t, user)).toEqual({ leftTime: 2, isPaid: false });
    expect(await leftOf(t, anonymous)).toEqual({ leftTime: 0, isPaid: false, loginFreePerDay: 3 });
  });

  it("counts another device's anonymous use of the same network", async () => {
    const address = `${OFFICE}${1 + crypto.randomInt(250)}`;
    const watcher = await sessionHeaders(t.app);
    expect(await leftOf(t, watcher, 'table_ocr', address)).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
    for (let i = 0; i < PER_NETWORK; i++) await consume(t, await sessionHeaders(t.app), 'table_ocr', address);
    expect(await leftOf(t, watcher, 'table_ocr', address)).toEqual({ leftTime: 0, isPaid: false, loginFreePerDay: 3 });
  });

  it('counts a pack of uses bought, and shows a card bought', async () => {
    const user = await loginAs(t);
    expect(await leftOf(t, user, 'finance_mortgage')).toEqual({ leftTime: 3, isPaid: false });
    expect(await cardsOf(t, user)).toEqual([]);
    const pack = await createOrder(t, user, 'pack_10', { scene: 'finance_mortgage' });
    await payAtCashier((pack.json() as { data: { code_url: string } }).data.code_url);
    expect(await leftOf(t, user, 'finance_mortgage')).toEqual({ leftTime: 13, isPaid: true });

    const card = await createdOrder(t, user, 'svip_month');
    await payAtCashier(card.code_url);
    expect((await cardsOf(t, user)).map((c) => c.enquity_type)).toEqual([ENQUITY_TYPE.EXTRA]);
  });

  it('starts a new day at midnight in Shanghai', async () => {
    const user = await loginAs(t, { now });
    for (let i = 0; i < 3; i++) await consume(t, user, 'pdf_compress');
    expect(await leftOf(t, user, 'pdf_compress')).toEqual({ leftTime: 0, isPaid: false });
    now = MIDNIGHT;
    expect(await leftOf(t, user, 'pdf_compress')).toEqual({ leftTime: 3, isPaid: false });
  });

  it('shows free uses a day that ops changed', async () => {
    const user = await loginAs(t);
    const anonymous = await sessionHeaders(t.app);
    expect(await leftOf(t, user, 'word_restore')).toEqual({ leftTime: 3, isPaid: false });
    expect(await sceneNumberOf(t, anonymous, 'word_restore')).toBe(1);
    await setSceneQuota(t.db, t.readCache, { scene: 'word_restore', anonymous_free: 2, logged_in_free: 7 });
    expect(await leftOf(t, user, 'word_restore')).toEqual({ leftTime: 7, isPaid: false });
    expect(await sceneNumberOf(t, anonymous, 'word_restore')).toBe(2);
  });

  it('forgets a login that was logged out', async () => {
    const user = await loginAs(t);
    expect(await leftOf(t, user)).toEqual({ leftTime: 3, isPaid: false });
    expect((await getCall(t, user, '/api/logout')).statusCode).toBe(200);
    // The same cookie again, as a copy of it would be sent: the session is over.
    expect(await leftOf(t, user)).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
    expect((await postCall(t, user, '/api/getEquityInfo')).statusCode).toBe(403);
  });
});

describe.skipIf(!process.env.REDIS_URL)('the tip bar read from the cache, on two hubs sharing one database and one Redis', () => {
  let one: PayTestApp;
  let two: TestApp['app'];
  const clients: Redis[] = [];
  const prefix = `t_${crypto.randomBytes(6).toString('hex')}:`;
  const redisClient = () => {
    const client = new Redis(process.env.REDIS_URL as string, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    one = await startPayApp({ redis: redisClient() });
    const redis = redisClient();
    const quiet = { warn: () => undefined, info: () => undefined };
    two = await buildApp({ config: one.config, db: one.db, secret: one.secret, redis, readCache: createReadCache(redis, quiet) });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    for (const client of clients) client.disconnect();
  });

  it("shows on one hub what the other hub's writes changed", async () => {
    const user = await loginAs(one);
    const other = { app: two };
    expect(await leftOf(one, user)).toEqual({ leftTime: 3, isPaid: false });
    // The second hub reads what the first one kept.
    expect(await leftOf(other, user)).toEqual({ leftTime: 3, isPaid: false });
    await consume(other, user);
    expect(await leftOf(one, user)).toEqual({ leftTime: 2, isPaid: false });

    const card = await createdOrder(one, user, 'vip_month');
    expect(await cardsOf(other, user)).toEqual([]);
    await payAtCashier(card.code_url);
    expect((await cardsOf(other, user)).map((c) => c.enquity_type)).toEqual([ENQUITY_TYPE.BASE]);

    expect(await sceneNumberOf(one, user, 'word_restore')).toBe(3);
    await setSceneQuota(one.db, one.readCache, { scene: 'word_restore', anonymous_free: 1, logged_in_free: 4 });
    expect(await sceneNumberOf(other, user, 'word_restore')).toBe(4);

    expect((await getCall(other, user, '/api/logout')).statusCode).toBe(200);
    expect(await leftOf(one, user)).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
  });
});
