import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../db';

/** The seed as a migrated database holds it: what every finance screen shows visitors. */
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-finance-'));
  db = createDb({ dataDir });
  await migrate(db);
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

describe('LPR history', () => {
  it('starts at the first announcement after the 2019 reform', async () => {
    const first = await db.selectFrom('lpr').selectAll().orderBy('date').executeTakeFirstOrThrow();
    expect(first).toMatchObject({ date: '2019-08-20', lpr_1y: 4.25, lpr_5y: 4.85 });
  });

  it('has one announcement a month, dates strictly ascending, no month missing', async () => {
    const rows = await db.selectFrom('lpr').select('date').orderBy('date').execute();
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i].date > rows[i - 1].date).toBe(true);
      expect(monthIndex(rows[i].date) - monthIndex(rows[i - 1].date)).toBe(1);
    }
    expect(rows.at(-1)!.date >= '2025-05-20').toBe(true);
  });

  it('is announced on the 20th or the next working days, never on a Sunday', async () => {
    const rows = await db.selectFrom('lpr').select('date').execute();
    for (const { date } of rows) {
      const day = Number(date.slice(8, 10));
      expect(day, date).toBeGreaterThanOrEqual(20);
      expect(day, date).toBeLessThanOrEqual(22);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay(), date).not.toBe(0);
    }
  });

  it('holds plausible values: 5-year above 1-year, moves in whole basis points', async () => {
    const rows = await db.selectFrom('lpr').selectAll().execute();
    for (const row of rows) {
      expect(row.lpr_1y, row.date).toBeGreaterThan(2);
      expect(row.lpr_5y, row.date).toBeLessThan(5);
      expect(row.lpr_5y, row.date).toBeGreaterThan(row.lpr_1y);
      expect(Math.abs(row.lpr_1y * 100 - Math.round(row.lpr_1y * 100))).toBeLessThan(1e-6);
    }
  });

  it('matches the published figures at the turning points', async () => {
    const byDate = new Map((await db.selectFrom('lpr').selectAll().execute()).map((r) => [r.date, r]));
    expect(byDate.get('2024-10-21')).toMatchObject({ lpr_1y: 3.1, lpr_5y: 3.6 });
    expect(byDate.get('2025-05-20')).toMatchObject({ lpr_1y: 3.0, lpr_5y: 3.5 });
    expect(byDate.get('2022-05-20')).toMatchObject({ lpr_1y: 3.7, lpr_5y: 4.45 });
  });
});

describe('every figure is traceable', () => {
  it('names its source on every row of every table', async () => {
    for (const table of ['bank', 'bank_rate', 'city_rate_policy', 'lpr'] as const) {
      const rows = await db.selectFrom(table).select('source').execute();
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) expect(row.source.trim().length, table).toBeGreaterThan(4);
    }
  });

  it('dates every rate and city policy as YYYY-MM-DD', async () => {
    const rates = await db.selectFrom('bank_rate').select('effective_date').execute();
    const cities = await db.selectFrom('city_rate_policy').select('effective_date').execute();
    for (const { effective_date } of [...rates, ...cities]) expect(effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('banks and rates', () => {
  it('lists the six large state banks and the PBOC reference set', async () => {
    const codes = (await db.selectFrom('bank').select('code').execute()).map((r) => r.code);
    expect(codes.sort()).toEqual(['ABC', 'BOC', 'BOCOM', 'CCB', 'ICBC', 'PBOC', 'PSBC']);
  });

  it('gives every rate row a known bank and a rate between 0 and 10 %', async () => {
    const codes = new Set((await db.selectFrom('bank').select('code').execute()).map((r) => r.code));
    const rates = await db.selectFrom('bank_rate').selectAll().execute();
    for (const rate of rates) {
      expect(codes.has(rate.bank_code), rate.bank_code).toBe(true);
      expect(rate.rate).toBeGreaterThan(0);
      expect(rate.rate).toBeLessThan(10);
    }
  });

  it('pays more for longer deposit terms at every bank', async () => {
    const deposits = await db.selectFrom('bank_rate').selectAll().where('category', '=', 'deposit').orderBy('id').execute();
    for (const bank of new Set(deposits.map((r) => r.bank_code))) {
      const rates = deposits.filter((r) => r.bank_code === bank).map((r) => r.rate);
      expect(rates, bank).toEqual([...rates].sort((a, b) => a - b));
    }
  });

  it('holds the PBOC 2015 benchmarks and the provident rates from 2025-05-08', async () => {
    const pboc = await db.selectFrom('bank_rate').selectAll().where('bank_code', '=', 'PBOC').execute();
    const rate = (term: string) => pboc.find((r) => r.term === term)?.rate;
    expect(rate('fixed_1y')).toBe(1.5);
    expect(rate('loan_5y_plus')).toBe(4.9);
    expect(rate('provident_first_gt5y')).toBe(2.6);
    expect(rate('provident_second_gt5y')).toBe(3.075);
  });
});

describe('city policies', () => {
  it('covers the major cities with down payments and provident rates', async () => {
    const rows = await db.selectFrom('city_rate_policy').selectAll().execute();
    const cities = rows.map((r) => r.city);
    for (const city of ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '南京']) expect(cities).toContain(city);
    for (const row of rows) {
      expect(row.first_home_down_payment, row.city).toBeGreaterThanOrEqual(15);
      expect(row.second_home_down_payment!, row.city).toBeGreaterThanOrEqual(row.first_home_down_payment!);
      expect(row.provident_second_rate!, row.city).toBeGreaterThan(row.provident_first_rate!);
    }
  });
});
