import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bankListResponseSchema,
  bankPolicyResponseSchema,
  cityRatePolicyResponseSchema,
  latestInterestRateResponseSchema,
} from '@toolhub/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../db';
import { acceptJsonAsText } from '../http/body';
import { ApiError, sendApiError } from '../http/errors';
import { financeRoutes } from './routes';

/** The four look-ups as a caller sees them, on a bare app (the hub's token check is not here). */
let app: FastifyInstance;
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-finance-'));
  db = createDb({ dataDir });
  await migrate(db);
  app = Fastify();
  acceptJsonAsText(app);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    throw error;
  });
  await app.register(financeRoutes, { db });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** POST the way the sdk does: JSON as text/plain, with its userInfo. */
const post = (url: string, body: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ ...body, userInfo: { guid: 'g', qimei36: '', qua2: '' } }),
  });

describe('/api/getBankList', () => {
  it('lists the banks, PBOC first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getBankList' });
    const body = bankListResponseSchema.parse(res.json());
    expect(body.ret).toBe(0);
    expect(body.data[0].code).toBe('PBOC');
    expect(body.data.map((b) => b.shortName)).toContain('工商银行');
  });
});

describe('/api/getBankPolicy', () => {
  it('answers a state bank with its deposit table and the LPR as loan rates', async () => {
    const res = await post('/api/getBankPolicy', { bankCode: 'icbc' });
    const { data } = bankPolicyResponseSchema.parse(res.json());
    expect(data.bank.name).toBe('中国工商银行');
    expect(data.depositRates.find((r) => r.term === 'fixed_1y')).toMatchObject({ rate: 0.95, effectiveDate: '2025-05-20' });
    const fiveYear = data.loanRates.find((r) => r.term === 'loan_5y_plus');
    expect(fiveYear).toMatchObject({ basis: 'lpr', spreadBp: null });
    const latest = latestInterestRateResponseSchema.parse((await app.inject('/api/getLatestInterestRate')).json()).data.latest;
    expect(fiveYear?.rate).toBe(latest.lpr5y);
  });

  it('answers the PBOC reference set with its benchmark loan rates', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/getBankPolicy?bankCode=PBOC' });
    const { data } = bankPolicyResponseSchema.parse(res.json());
    expect(data.loanRates.map((r) => [r.basis, r.rate])).toEqual([
      ['benchmark', 4.35],
      ['benchmark', 4.75],
      ['benchmark', 4.9],
    ]);
  });

  it('answers 404 with code 1300 for an unknown bank, 400 without a code', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/getBankPolicy?bankCode=NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(/^1300,/);
    const missing = await post('/api/getBankPolicy', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/^1300,.*bankCode/);
  });
});

describe('/api/getCityRatePolicy', () => {
  it('answers every city without a city, one city by Chinese or English name', async () => {
    const all = cityRatePolicyResponseSchema.parse((await post('/api/getCityRatePolicy', {})).json()).data;
    expect(all.length).toBeGreaterThanOrEqual(8);
    const beijing = cityRatePolicyResponseSchema.parse((await post('/api/getCityRatePolicy', { city: '北京市' })).json()).data;
    expect(beijing.map((c) => c.city)).toEqual(['北京']);
    const url = `/api/getCityRatePolicy?city=${encodeURIComponent('shanghai')}`;
    const shanghai = cityRatePolicyResponseSchema.parse((await app.inject(url)).json()).data;
    expect(shanghai[0]).toMatchObject({ city: '上海', secondHomeDownPayment: 20 });
  });

  it('answers 404 for a city it does not know', async () => {
    const res = await post('/api/getCityRatePolicy', { city: '火星' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/^1300,/);
  });
});

describe('/api/getLatestInterestRate', () => {
  it('answers the latest LPR, the history oldest first and the provident rates', async () => {
    const { data } = latestInterestRateResponseSchema.parse((await post('/api/getLatestInterestRate', {})).json());
    expect(data.history[0].date).toBe('2019-08-20');
    expect(data.latest).toEqual(data.history.at(-1));
    expect(data.provident.find((r) => r.term === 'provident_first_gt5y')?.rate).toBe(2.6);
  });
});
