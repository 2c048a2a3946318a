import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENQUITY_TYPE, equityCardResponseSchema, equityInfoResponseSchema } from '@toolhub/contracts';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';
import { CARDS, cardOnWire } from './catalog';
import { grantEquity } from './membership';
import { getCall, postCall } from './test-support/calls';

const START = Date.parse('2025-06-01T04:00:00Z');
const DAY = 24 * 3600 * 1000;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = START;
});

describe('POST /api/getEquityInfo', () => {
  it('asks an anonymous visitor to log in (403 "1101,…")', async () => {
    const h = await sessionHeaders(t.app);
    const res = await postCall(t, h, '/api/getEquityInfo');
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(/^1101,/);
  });

  it('answers a user without membership with no cards and no code', async () => {
    const user = await loginAs(t);
    const res = await postCall(t, user, '/api/getEquityInfo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cards: [] });
  });

  it('lists the cards held with their end in epoch seconds, until they end', async () => {
    const user = await loginAs(t);
    await grantEquity(t.db, { qbid: user.qbid, enquityType: ENQUITY_TYPE.BASE, days: 31, autoRenew: true, now });
    await grantEquity(t.db, { qbid: user.qbid, enquityType: ENQUITY_TYPE.EXTRA, days: 3, autoRenew: false, now });
    const startSeconds = START / 1000;
    const held = (await postCall(t, user, '/api/getEquityInfo')).json();
    expect(held).toEqual({
      cards: [
        { enquity_type: ENQUITY_TYPE.BASE, end_time: startSeconds + 31 * 86400, auto_renew: true },
        { enquity_type: ENQUITY_TYPE.EXTRA, end_time: startSeconds + 3 * 86400, auto_renew: false },
      ],
    });
    // What the sdk reads: valid (no code) with both entries.
    const parsed = equityInfoResponseSchema.parse(held);
    expect(parsed.code).toBeUndefined();
    expect(parsed.cards).toHaveLength(2);

    now = START + 4 * DAY;
    expect((await postCall(t, user, '/api/getEquityInfo')).json()).toEqual({
      cards: [{ enquity_type: ENQUITY_TYPE.BASE, end_time: startSeconds + 31 * 86400, auto_renew: true }],
    });
    now = START + 32 * DAY;
    expect((await postCall(t, user, '/api/getEquityInfo')).json()).toEqual({ cards: [] });
  });

  it("shows one user's cards to that user only", async () => {
    const member = await loginAs(t);
    const other = await loginAs(t);
    await grantEquity(t.db, { qbid: member.qbid, enquityType: ENQUITY_TYPE.BASE, days: 31, autoRenew: false, now });
    expect((await postCall(t, other, '/api/getEquityInfo')).json()).toEqual({ cards: [] });
  });
});

describe('GET /api/getEquityCardInfo', () => {
  it('lists the cards on sale with status, autopay type, price and coupons', async () => {
    const h = await sessionHeaders(t.app);
    const res = await getCall(t, h, '/api/getEquityCardInfo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ cards: CARDS.map(cardOnWire) });
    const parsed = equityCardResponseSchema.parse(body);
    expect(parsed.cards.every((card) => card.status === 1)).toBe(true);
    expect(parsed.cards.filter((card) => card.autopay_type === 1).every((card) => card.coupons.length > 0)).toBe(true);
  });
});
