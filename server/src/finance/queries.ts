import type { Bank, BankKind, CityRatePolicy, LprPoint, Rate } from '@toolhub/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { BankTable, CityRatePolicyTable, LprTable } from '../db/schema';

/** Reads of the finance tables, mapped from snake_case rows to the contracts' shapes. */

const toBank = (row: Selectable<BankTable>): Bank => ({
  code: row.code,
  name: row.name,
  shortName: row.short_name,
  kind: row.kind as BankKind,
  source: row.source,
});

const toLpr = (row: Selectable<LprTable>): LprPoint => ({
  date: row.date,
  lpr1y: row.lpr_1y,
  lpr5y: row.lpr_5y,
  source: row.source,
});

const toCityPolicy = (row: Selectable<CityRatePolicyTable>): CityRatePolicy => ({
  city: row.city,
  cityEn: row.city_en,
  province: row.province,
  firstHomeRate: row.first_home_rate,
  secondHomeRate: row.second_home_rate,
  firstHomeDownPayment: row.first_home_down_payment,
  secondHomeDownPayment: row.second_home_down_payment,
  providentFirstRate: row.provident_first_rate,
  providentSecondRate: row.provident_second_rate,
  note: row.note,
  effectiveDate: row.effective_date,
  source: row.source,
});

export async function listBanks(db: Db): Promise<Bank[]> {
  const rows = await db.selectFrom('bank').selectAll().orderBy('sort').execute();
  return rows.map(toBank);
}

export async function findBank(db: Db, code: string): Promise<Bank | undefined> {
  const row = await db.selectFrom('bank').selectAll().where('code', '=', code).executeTakeFirst();
  return row && toBank(row);
}

/** A bank's rates of one category, in seed order (short terms first). */
export async function listRates(db: Db, bankCode: string, category: 'deposit' | 'loan' | 'provident'): Promise<Rate[]> {
  const rows = await db
    .selectFrom('bank_rate')
    .select(['term', 'term_label', 'rate', 'effective_date', 'source'])
    .where('bank_code', '=', bankCode)
    .where('category', '=', category)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    term: row.term,
    termLabel: row.term_label,
    rate: row.rate,
    effectiveDate: row.effective_date,
    source: row.source,
  }));
}

/** Oldest first. */
export async function listLpr(db: Db): Promise<LprPoint[]> {
  const rows = await db.selectFrom('lpr').selectAll().orderBy('date').execute();
  return rows.map(toLpr);
}

export async function latestLpr(db: Db): Promise<LprPoint | undefined> {
  const row = await db.selectFrom('lpr').selectAll().orderBy('date', 'desc').limit(1).executeTakeFirst();
  return row && toLpr(row);
}

/**
 * Every city, or the ones matching `search`: part of the Chinese name ("京"), the name with
 * its suffix ("北京市"), or part of the English name in any case ("beijing"). The table holds
 * a dozen rows, and filtering here keeps matching identical on SQLite and PostgreSQL, whose
 * LIKE differ on case.
 */
export async function listCityPolicies(db: Db, search?: string): Promise<CityRatePolicy[]> {
  const rows = await db.selectFrom('city_rate_policy').selectAll().orderBy('id').execute();
  const needle = search?.toLowerCase();
  const matches = (row: Selectable<CityRatePolicyTable>) =>
    !needle || row.city.includes(needle) || needle.includes(row.city) || row.city_en.toLowerCase().includes(needle);
  return rows.filter(matches).map(toCityPolicy);
}

/** The newest of some dates (undefined when none). */
export const newestDate = (...dates: (string | null | undefined)[]) =>
  dates.reduce<string | undefined>((at, date) => (date && (!at || date > at) ? date : at), undefined);

/**
 * The newest date of each finance table, for the answers' `dataAsOf` (issue 22): the latest
 * LPR announcement, the newest effective date of the banks' rates (deposit and benchmark), of
 * the provident-fund rates and of the cities' policies.
 */
export async function financeDates(db: Db) {
  const [lpr, rates, provident, cities] = await Promise.all([
    db.selectFrom('lpr').select((eb) => eb.fn.max('date').as('at')).executeTakeFirst(),
    db.selectFrom('bank_rate').select((eb) => eb.fn.max('effective_date').as('at')).where('category', '!=', 'provident').executeTakeFirst(),
    db.selectFrom('bank_rate').select((eb) => eb.fn.max('effective_date').as('at')).where('category', '=', 'provident').executeTakeFirst(),
    db.selectFrom('city_rate_policy').select((eb) => eb.fn.max('effective_date').as('at')).executeTakeFirst(),
  ]);
  return { lpr: lpr?.at ?? undefined, bankRates: rates?.at ?? undefined, provident: provident?.at ?? undefined, cities: cities?.at ?? undefined };
}
