/**
 * Telemetry as pages send it and ops read it: a beacon's batch stored with the spec's fields
 * and the server's own reading of the page; the summary per day and per page with the 75th
 * percentile of each vital; and what an attacker might try — no device cookie, an invented page
 * or tool id, a batch too large, the summary without the admin token.
 */
import { TELEMETRY_ADMIN_PATH, TELEMETRY_BATCH_MAX, TELEMETRY_PATH, telemetrySummaryResponseSchema, type TelemetryEvent } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionHeaders, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { p75, pruneEvents } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function event(name: TelemetryEvent['name'], page: string, extra: Partial<TelemetryEvent> = {}): TelemetryEvent {
  return {
    name,
    at: Date.now(),
    fields: {
      page_id: page,
      page_name: page,
      page_module: 'tool',
      act_type: name === 'click' ? 'click' : 'expose',
      act_module: name === 'click' ? 'calculate' : 'page_view',
      appid: 'tool',
      sceneid: 'finance_mortgage',
      fromid: 'news',
      url_link: `https://hub.example/${page}.html?callfrom=news`,
      aid: `qb1_${Date.now()}__guid-1_news`,
      extinfo1: '2',
      extinfo2: name === 'click' ? 'years=30' : undefined,
    },
    context: { page, callfrom: 'news', is_pc: true, qua2: 'QV=3&PL=WIN&PR=TH&PP=web&VE=1.0.0', guid: 'guid-1', qimei36: '', host: 'web' },
    ...extra,
  };
}

/** A beacon: text/plain JSON with the device cookie and no token, as `navigator.sendBeacon` sends it. */
const beacon = (cookie: string | undefined, events: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: TELEMETRY_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ events }),
  });

const summary = async (days?: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${TELEMETRY_ADMIN_PATH}${days ? `?days=${days}` : ''}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return telemetrySummaryResponseSchema.parse(res.json()).data;
};

describe('a page sends its events with sendBeacon', () => {
  it('stores them with the spec fields, on the tool the server finds by the path, and the ops summary counts them', async () => {
    const { cookie, guid } = await sessionHeaders(t.app);
    const res = await beacon(cookie, [
      event('page_view', 'mortgage-calculator'),
      event('click', 'mortgage-calculator'),
      event('click', 'mortgage-calculator'),
      event('page_view', 'homepage'),
      event('error', 'mortgage-calculator', { error: { source: 'remote', message: 'remote finance failed to load' } }),
      ...[1800, 2200, 2600, 4100].map((value) => event('vital', 'mortgage-calculator', { vital: { metric: 'LCP', value } })),
      event('vital', 'mortgage-calculator', { vital: { metric: 'CLS', value: 0.02 } }),
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ret: 0, data: { accepted: 10 } });

    const stored = await t.db.selectFrom('telemetry_event').selectAll().where('guid', '=', guid).where('name', '=', 'click').execute();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ page: 'mortgage-calculator', toolid: 102, act_module: 'calculate', params: 'years=30', is_pc: 1, sysid: '2', callfrom: 'news', host: 'web' });
    expect(stored[0].aid).toMatch(/^qb1_\d+__guid-1_news$/);

    const today = await summary(7);
    expect(today.days).toHaveLength(7);
    expect(today.days[6]).toMatchObject({ pageViews: 2, clicks: 2, errors: 1 });
    const mortgage = today.pages.find((page) => page.page === 'mortgage-calculator');
    expect(mortgage).toMatchObject({ toolid: 102, name: '房贷计算器', pageViews: 1, clicks: 2, errors: 1, p75: { LCP: 2600, CLS: 0.02 } });
    expect(mortgage?.daily).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(today.errors[0]).toMatchObject({ page: 'mortgage-calculator', source: 'remote', message: 'remote finance failed to load', count: 1 });
    expect(today.retentionDays).toBe(30);
  });

  it('counts a page the catalog does not know as "other", whatever it calls itself', async () => {
    const { cookie } = await sessionHeaders(t.app);
    const before = (await summary()).pages.find((page) => page.page === 'other')?.pageViews ?? 0;
    await beacon(cookie, [event('page_view', '<script>alert(1)</script>'), event('page_view', 'not-a-tool')]);
    const pages = (await summary()).pages;
    expect(pages.find((page) => page.page === 'other')?.pageViews).toBe(before + 2);
    expect(pages.some((page) => page.page.includes('script') || page.page === 'not-a-tool')).toBe(false);
  });

  it('keeps nothing from a beacon without the device cookie, a batch too large or a malformed event', async () => {
    const { cookie } = await sessionHeaders(t.app);
    const count = async () => Number((await t.db.selectFrom('telemetry_event').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await beacon(undefined, [event('page_view', 'homepage')])).json()).toEqual({ ret: 0, data: { accepted: 0 } });
    const tooMany = await beacon(cookie, Array.from({ length: TELEMETRY_BATCH_MAX + 1 }, () => event('click', 'homepage')));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toMatch(/^1300,.*events Too big/);
    const badVital = await beacon(cookie, [event('vital', 'homepage', { vital: { metric: 'LCP', value: -5 } })]);
    expect(badVital.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('the summary is for ops only', async () => {
    const { cookie, authorization, timestamp } = await sessionHeaders(t.app);
    const res = await t.app.inject({ method: 'GET', url: TELEMETRY_ADMIN_PATH, headers: { cookie, authorization, timestamp } });
    expect(res.statusCode).toBe(401);
    const tooLong = await t.app.inject({ method: 'GET', url: `${TELEMETRY_ADMIN_PATH}?days=365`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('deletes events older than 30 days and keeps the rest', async () => {
    const { cookie } = await sessionHeaders(t.app);
    await beacon(cookie, [event('page_view', 'lpr')]);
    const now = Date.now();
    expect(await pruneEvents(t.db, now)).toBe(0);
    const later = now + 31 * 24 * 3600 * 1000;
    expect(await pruneEvents(t.db, later)).toBeGreaterThan(0);
    expect(await t.db.selectFrom('telemetry_event').selectAll().execute()).toEqual([]);
  });

  it('the 75th percentile is the nearest rank', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10])).toBe(10);
  });
});
