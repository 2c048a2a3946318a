import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENQUITY_TYPE, consumeCountResponseSchema, consumeResponseSchema } from '@toolhub/contracts';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';
import { grantEquity, grantPaidUses } from './membership';
import { getCall, postCall } from './test-support/calls';

const USED_UP = '2,今日次数已用完，请明天再来';
/** What an anonymous visitor hears instead: a login gives them the day's free uses of an account. */
const LOG_IN_FOR_MORE = '1101,请登录后使用';
/** 23:59:59 in Shanghai; one second later is midnight there. */
const BEFORE_MIDNIGHT = Date.parse('2025-03-01T15:59:59Z');
const MIDNIGHT = Date.parse('2025-03-01T16:00:00Z');

let now = BEFORE_MIDNIGHT;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = BEFORE_MIDNIGHT;
});

type Headers = Record<string, string>;

const consume = (h: Headers, scene: string, requestId?: string, extraHeaders: Headers = {}) =>
  postCall(t, h, '/api/consumeCount', requestId ? { scene, request_id: requestId } : { scene }, extraHeaders);

async function consumed(h: Headers, scene: string, requestId?: string) {
  const res = await consume(h, scene, requestId);
  expect(res.statusCode, res.body).toBe(200);
  return consumeResponseSchema.parse(res.json()).data;
}

async function leftOf(h: Headers, scene: string) {
  const res = await getCall(t, h, `/api/getEquityConsumeCount?scene=${scene}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = consumeCountResponseSchema.parse(res.json());
  expect(body.ret).toBe(0);
  return body.data;
}

/** What the books say for one subject: ledger rows by source, free uses taken, paid uses taken and left. */
async function booksOf(subject: string, qbid?: string) {
  const ledger = await t.db.selectFrom('consume_ledger').select('source').where('subject', '=', subject).execute();
  const usage = await t.db.selectFrom('quota_usage').select('used').where('subject', '=', subject).execute();
  const paid = qbid ? await t.db.selectFrom('paid_balance').selectAll().where('qbid', '=', qbid).execute() : [];
  return {
    freeRows: ledger.filter((row) => row.source === 'free').length,
    paidRows: ledger.filter((row) => row.source === 'paid').length,
    otherRows: ledger.filter((row) => row.source !== 'free' && row.source !== 'paid').length,
    freeUsed: usage.reduce((sum, row) => sum + Number(row.used), 0),
    paidConsumed: paid.reduce((sum, row) => sum + Number(row.consumed_count), 0),
    paidLeft: paid.reduce((sum, row) => sum + Number(row.left_count), 0),
  };
}

describe('free daily quota', () => {
  it('gives an anonymous device one free use a day, then answers 403 "1101,…" (log in for more) and records nothing more', async () => {
    const h = await sessionHeaders(t.app);
    expect(await leftOf(h, 'basic_ocr')).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
    expect(await consumed(h, 'basic_ocr')).toEqual({ source: 'free', leftTime: 0, isPaid: false });
    const refused = await consume(h, 'basic_ocr');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(LOG_IN_FOR_MORE);
    expect(await leftOf(h, 'basic_ocr')).toEqual({ leftTime: 0, isPaid: false, loginFreePerDay: 3 });
    expect(await booksOf(`g:${h.guid}`)).toMatchObject({ freeRows: 1, paidRows: 0, otherRows: 0, freeUsed: 1 });
  });

  it('gives a logged-in user three free uses a day, counted apart from other devices and scenes', async () => {
    const user = await loginAs(t);
    const stranger = await sessionHeaders(t.app);
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 3, isPaid: false });
    for (const leftTime of [2, 1, 0]) expect(await consumed(user, 'basic_ocr')).toEqual({ source: 'free', leftTime, isPaid: false });
    expect((await consume(user, 'basic_ocr')).body).toBe(USED_UP);
    expect(await leftOf(user, 'table_ocr')).toEqual({ leftTime: 3, isPaid: false });
    expect(await leftOf(stranger, 'basic_ocr')).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
  });

  it('uses the scene_quota row of a scene, and the default row for any other', async () => {
    await t.db.insertInto('scene_quota').values({ scene: 'invoice_ocr', anonymous_free: 2, logged_in_free: 5 }).execute();
    const anonymous = await sessionHeaders(t.app);
    const user = await loginAs(t);
    expect(await leftOf(anonymous, 'invoice_ocr')).toEqual({ leftTime: 2, isPaid: false, loginFreePerDay: 5 });
    expect(await leftOf(user, 'invoice_ocr')).toEqual({ leftTime: 5, isPaid: false });
    await t.db.insertInto('scene_quota').values({ scene: 'word_restore', anonymous_free: 0, logged_in_free: 0 }).execute();
    expect((await consume(user, 'word_restore')).body).toBe(USED_UP);
    expect(await booksOf(`u:${user.qbid}`)).toMatchObject({ freeRows: 0, freeUsed: 0 });
  });

  it('starts a new day at midnight in Shanghai (16:00 UTC)', async () => {
    const anonymous = await sessionHeaders(t.app);
    const user = await loginAs(t);
    await consumed(anonymous, 'basic_ocr');
    for (let i = 0; i < 3; i += 1) await consumed(user, 'basic_ocr');
    expect((await consume(anonymous, 'basic_ocr')).body).toBe(LOG_IN_FOR_MORE);
    expect((await consume(user, 'basic_ocr')).body).toBe(USED_UP);

    now = MIDNIGHT - 1;
    expect((await consume(user, 'basic_ocr')).statusCode).toBe(403);
    now = MIDNIGHT;
    expect(await leftOf(anonymous, 'basic_ocr')).toEqual({ leftTime: 1, isPaid: false, loginFreePerDay: 3 });
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 3, isPaid: false });
    expect(await consumed(anonymous, 'basic_ocr')).toEqual({ source: 'free', leftTime: 0, isPaid: false });
    expect(await consumed(user, 'basic_ocr')).toEqual({ source: 'free', leftTime: 2, isPaid: false });
  });

  it('answers /api/pdfconvert/queryConsumeCount for the scene it is told, and only a scene of the catalog', async () => {
    const user = await loginAs(t);
    await consumed(user, 'pdf_compress');
    const pdf = await getCall(t, user, '/api/pdfconvert/queryConsumeCount?scene=pdf_compress');
    expect(pdf.json()).toEqual({ ret: 0, data: { leftTime: 2, isPaid: false } });
    const other = await getCall(t, user, '/api/pdfconvert/queryConsumeCount?scene=basic_ocr');
    expect(other.json()).toEqual({ ret: 0, data: { leftTime: 3, isPaid: false } });
    // No scene: no tool, so nothing to count.
    expect((await getCall(t, user, '/api/pdfconvert/queryConsumeCount')).statusCode).toBe(400);
  });
});

describe('order of consumption: equity, then free, then paid', () => {
  it('takes the free uses first, then the paid pack, then refuses', async () => {
    const user = await loginAs(t);
    await grantPaidUses(t.db, { qbid: user.qbid, scene: 'basic_ocr', uses: 2, now });
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 5, isPaid: true });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await consumed(user, 'basic_ocr'));
    expect(answers).toEqual([
      { source: 'free', leftTime: 4, isPaid: true },
      { source: 'free', leftTime: 3, isPaid: true },
      { source: 'free', leftTime: 2, isPaid: true },
      { source: 'paid', leftTime: 1, isPaid: true },
      { source: 'paid', leftTime: 0, isPaid: false },
    ]);
    const refused = await consume(user, 'basic_ocr');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(USED_UP);
    expect(await booksOf(`u:${user.qbid}`, user.qbid)).toEqual({
      freeRows: 3, paidRows: 2, otherRows: 0, freeUsed: 3, paidConsumed: 2, paidLeft: 0,
    });
  });

  it('keeps paid uses over midnight while the free count starts again', async () => {
    const user = await loginAs(t);
    await grantPaidUses(t.db, { qbid: user.qbid, scene: 'basic_ocr', uses: 1, now });
    for (let i = 0; i < 3; i += 1) await consumed(user, 'basic_ocr');
    now = MIDNIGHT;
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 4, isPaid: true });
    expect((await consumed(user, 'basic_ocr')).source).toBe('free');
  });

  it('consumes nothing from a member and writes nothing, until the card ends', async () => {
    const user = await loginAs(t);
    await grantPaidUses(t.db, { qbid: user.qbid, scene: 'basic_ocr', uses: 2, now });
    await grantEquity(t.db, { qbid: user.qbid, enquityType: ENQUITY_TYPE.BASE, days: 1, autoRenew: false, now });
    for (let i = 0; i < 6; i += 1) expect(await consumed(user, 'basic_ocr')).toEqual({ source: 'equity', leftTime: 5, isPaid: true });
    expect(await booksOf(`u:${user.qbid}`, user.qbid)).toEqual({
      freeRows: 0, paidRows: 0, otherRows: 0, freeUsed: 0, paidConsumed: 0, paidLeft: 2,
    });
    now += 2 * 24 * 3600 * 1000;
    expect(await consumed(user, 'basic_ocr')).toEqual({ source: 'free', leftTime: 4, isPaid: true });
  });

  it('treats an SVIP member the same way', async () => {
    const user = await loginAs(t);
    await grantEquity(t.db, { qbid: user.qbid, enquityType: ENQUITY_TYPE.EXTRA, days: 31, autoRenew: true, now });
    for (let i = 0; i < 4; i += 1) expect((await consumed(user, 'basic_ocr')).source).toBe('equity');
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 3, isPaid: false });
  });
});

describe('one use is consumed exactly once', () => {
  it('charges a retried request_id once and answers it the same', async () => {
    const user = await loginAs(t);
    const first = await consume(user, 'basic_ocr', 'req-0001-retry');
    const retry = await consume(user, 'basic_ocr', 'req-0001-retry');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 2, isPaid: false });
    expect(await booksOf(`u:${user.qbid}`)).toMatchObject({ freeRows: 1, freeUsed: 1 });
  });

  it('takes the key from the Idempotency-Key header too, and answers the earlier outcome after the quota ran out', async () => {
    const anonymous = await sessionHeaders(t.app);
    const key = { 'idempotency-key': 'header-key-0001' };
    const first = await consume(anonymous, 'basic_ocr', undefined, key);
    expect(first.json()).toEqual({ ret: 0, data: { source: 'free', leftTime: 0, isPaid: false } });
    const retry = await consume(anonymous, 'basic_ocr', undefined, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await consume(anonymous, 'basic_ocr', 'another-key-0002')).body).toBe(LOG_IN_FOR_MORE);
    expect(await booksOf(`g:${anonymous.guid}`)).toMatchObject({ freeRows: 1, freeUsed: 1 });
  });

  it('charges a key sent by ten parallel requests once', async () => {
    const user = await loginAs(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => consume(user, 'basic_ocr', 'same-key-parallel')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await booksOf(`u:${user.qbid}`)).toMatchObject({ freeRows: 1, freeUsed: 1 });
  });

  it('lets exactly 5 of 40 parallel requests through against 3 free and 2 paid uses', async () => {
    const user = await loginAs(t);
    await grantPaidUses(t.db, { qbid: user.qbid, scene: 'basic_ocr', uses: 2, now });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => consume(user, 'basic_ocr', `parallel-key-${i}`)));
    const accepted = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused.every((res) => res.statusCode === 403 && res.body === USED_UP)).toBe(true);
    const sources = accepted.map((res) => consumeResponseSchema.parse(res.json()).data.source).sort();
    expect(sources).toEqual(['free', 'free', 'free', 'paid', 'paid']);
    expect(await booksOf(`u:${user.qbid}`, user.qbid)).toEqual({
      freeRows: 3, paidRows: 2, otherRows: 0, freeUsed: 3, paidConsumed: 2, paidLeft: 0,
    });
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 0, isPaid: false });
  });

  it('counts every request without a key as its own use, in parallel too', async () => {
    const anonymous = await sessionHeaders(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => consume(anonymous, 'basic_ocr')));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await booksOf(`g:${anonymous.guid}`)).toMatchObject({ freeRows: 1, freeUsed: 1, otherRows: 0 });
  });
});

describe('consume call', () => {
  it('changes nothing on a GET', async () => {
    const user = await loginAs(t);
    const res = await getCall(t, user, '/api/consumeCount?scene=basic_ocr');
    expect(res.statusCode).toBe(404);
    expect(await leftOf(user, 'basic_ocr')).toEqual({ leftTime: 3, isPaid: false });
  });

  it('answers a bad scene or request id with 400 "1300,…" and charges nothing', async () => {
    const user = await loginAs(t);
    for (const body of [{}, { scene: 'a b' }, { scene: 'basic_ocr', request_id: 'short' }]) {
      const res = await postCall(t, user, '/api/consumeCount', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(/^1300,/);
    }
    const badCount = await getCall(t, user, '/api/getEquityConsumeCount');
    expect(badCount.statusCode).toBe(400);
    expect(await booksOf(`u:${user.qbid}`)).toMatchObject({ freeRows: 0, freeUsed: 0 });
  });
});
