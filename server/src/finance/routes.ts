import {
  ERROR_CODES,
  bankListQuerySchema,
  bankPolicyQuerySchema,
  cityRatePolicyQuerySchema,
  latestInterestRateQuerySchema,
  type BankPolicy,
  type CityRatePolicy,
  type LatestInterestRate,
} from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ApiError, ok, parseInput } from '../http/errors';
import { financeDates, findBank, latestLpr, listBanks, listCityPolicies, listLpr, listRates, newestDate } from './queries';

/** GET sends its parameters as a query string, POST as a JSON body (spec §7 "Common wrapper"). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

const notFound = (detail: string) => new ApiError(404, ERROR_CODES.BAD_REQUEST, detail);

/** `{ ret: 0, data, dataAsOf }`: the answer and the newest date of the tables it comes from (issue 22). */
const dated = <T>(data: T, dataAsOf: string | undefined) => ({ ...ok(data), ...(dataAsOf ? { dataAsOf } : {}) });

/** Banks and their rates: the newest rate or LPR announcement (banks' loan rates are the LPR). */
const banksAsOf = (dates: Awaited<ReturnType<typeof financeDates>>) => newestDate(dates.bankRates, dates.lpr);

/** The four look-ups of spec §7 "Banks and rates"; each answers GET and POST alike. */
export async function financeRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const methods: ['GET', 'POST'] = ['GET', 'POST'];

  app.route({
    method: methods,
    url: '/api/getBankList',
    handler: async (request) => {
      parseInput(bankListQuerySchema, input(request));
      const [banks, dates] = await Promise.all([listBanks(db), financeDates(db)]);
      return dated(banks, banksAsOf(dates));
    },
  });

  app.route({
    method: methods,
    url: '/api/getBankPolicy',
    handler: async (request) => {
      const { bankCode } = parseInput(bankPolicyQuerySchema, input(request));
      const bank = await findBank(db, bankCode);
      if (!bank) throw notFound(`bankCode ${bankCode} is unknown`);
      const [depositRates, benchmarkLoans, lpr, dates] = await Promise.all([
        listRates(db, bankCode, 'deposit'),
        listRates(db, bankCode, 'loan'),
        latestLpr(db),
        financeDates(db),
      ]);
      const loanRates: BankPolicy['loanRates'] = benchmarkLoans.length
        ? benchmarkLoans.map((rate) => ({ ...rate, basis: 'benchmark', spreadBp: null }))
        : lprLoanRates(lpr);
      return dated<BankPolicy>({ bank, depositRates, loanRates }, banksAsOf(dates));
    },
  });

  app.route({
    method: methods,
    url: '/api/getCityRatePolicy',
    handler: async (request) => {
      const { city } = parseInput(cityRatePolicyQuerySchema, input(request));
      const [policies, dates] = await Promise.all([listCityPolicies(db, city || undefined), financeDates(db)]);
      if (city && !policies.length) throw notFound(`city ${city} is unknown`);
      return dated<CityRatePolicy[]>(policies, dates.cities);
    },
  });

  app.route({
    method: methods,
    url: '/api/getLatestInterestRate',
    handler: async (request) => {
      parseInput(latestInterestRateQuerySchema, input(request));
      const [history, provident] = await Promise.all([listLpr(db), listRates(db, 'PBOC', 'provident')]);
      const latest = history.at(-1);
      if (!latest) throw new ApiError(503, ERROR_CODES.SERVICE, 'no LPR recorded');
      return dated<LatestInterestRate>({ latest, history, provident }, newestDate(latest.date, ...provident.map((rate) => rate.effectiveDate)));
    },
  });
}

/**
 * Banks publish no single spread over the LPR (each loan is priced LPR + points), so a
 * bank's loan rates are the LPR in force, marked with an unknown spread.
 */
function lprLoanRates(lpr: Awaited<ReturnType<typeof latestLpr>>): BankPolicy['loanRates'] {
  if (!lpr) return [];
  const base = { effectiveDate: lpr.date, source: lpr.source, basis: 'lpr', spreadBp: null } as const;
  return [
    { ...base, term: 'loan_1y', termLabel: '一年期 LPR', rate: lpr.lpr1y },
    { ...base, term: 'loan_5y_plus', termLabel: '五年期以上 LPR', rate: lpr.lpr5y },
  ];
}
