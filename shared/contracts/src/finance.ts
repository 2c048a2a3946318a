import { z } from 'zod/mini';
import { deferred } from './deferred';
import { ADMIN_API_PREFIX } from './admin-session';
import { envelope } from './api';

/**
 * Payloads of the finance look-ups (spec §7 "Banks and rates"). Every figure carries the
 * public document it comes from and its effective date, so a screen can always show both.
 * Rates are annual, in percent (3.5 means 3.5 %).
 */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));
const percent = z.number().check(z.gte(0), z.lte(100));

export const bankKindSchema = deferred(() => z.enum(['central', 'state']));
export type BankKind = z.infer<typeof bankKindSchema>;

export const bankSchema = deferred(() => z.object({
  /** Short upper-case code, e.g. `ICBC`; `PBOC` is the central bank's benchmark set. */
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  kind: bankKindSchema,
  source: z.string(),
}));
export type Bank = z.infer<typeof bankSchema>;

/** One published rate: a deposit term, a loan term or a provident-fund rate. */
export const rateSchema = z.object({
  /** Stable key, e.g. `demand`, `fixed_1y`, `loan_5y_plus`, `provident_first_gt5y`. */
  term: z.string(),
  termLabel: z.string(),
  rate: percent,
  effectiveDate: isoDate,
  source: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;

/**
 * A loan rate: `lpr` = the current LPR plus the bank's spread (`spreadBp`, null when the
 * bank publishes none, so the rate shown is the LPR itself); `benchmark` = the PBOC's
 * pre-2019 benchmark loan rate, kept for reference.
 */
export const loanRateSchema = deferred(() => z.extend(rateSchema, {
  basis: z.enum(['lpr', 'benchmark']),
  spreadBp: z.nullable(z.int()),
}));
export type LoanRate = z.infer<typeof loanRateSchema>;

/** One monthly LPR announcement. */
export const lprPointSchema = deferred(() => z.object({
  date: isoDate,
  lpr1y: percent,
  lpr5y: percent,
  source: z.string(),
}));
export type LprPoint = z.infer<typeof lprPointSchema>;

export const cityRatePolicySchema = deferred(() => z.object({
  city: z.string(),
  cityEn: z.string(),
  province: z.string(),
  /** Floor of the commercial rate; null when the city publishes none (banks price LPR + spread). */
  firstHomeRate: z.nullable(percent),
  secondHomeRate: z.nullable(percent),
  /** Minimum down payment, percent of the price; null when not recorded. */
  firstHomeDownPayment: z.nullable(percent),
  secondHomeDownPayment: z.nullable(percent),
  /** Provident-fund rates for loans over 5 years; null when not recorded. */
  providentFirstRate: z.nullable(percent),
  providentSecondRate: z.nullable(percent),
  note: z.string(),
  effectiveDate: isoDate,
  source: z.string(),
}));
export type CityRatePolicy = z.infer<typeof cityRatePolicySchema>;

// Requests. Unknown keys (the sdk's `userInfo`) are stripped by zod objects.

export const bankListQuerySchema = deferred(() => z.object({}));

export const bankPolicyQuerySchema = deferred(() => z.object({
  bankCode: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(16), z.toUpperCase()),
}));
export type BankPolicyQuery = z.infer<typeof bankPolicyQuerySchema>;

/** No city (or an empty one) answers every city. */
export const cityRatePolicyQuerySchema = deferred(() => z.object({
  city: z.optional(z.string().check(z.trim(), z.maxLength(32))),
}));
export type CityRatePolicyQuery = z.infer<typeof cityRatePolicyQuerySchema>;

export const latestInterestRateQuerySchema = deferred(() => z.object({}));

// Response data and envelopes.

/**
 * A finance look-up's envelope: `{ ret, data, dataAsOf }`. `dataAsOf` is the newest date in
 * the tables the answer comes from (an LPR announcement, a rate's or a city policy's effective
 * date): what the tools show as "数据更新至 …". Optional, so a remote released before a hub
 * that sends it (or after, against an older hub) still reads the answer.
 */
const financeEnvelope = <T extends z.ZodMiniType>(data: T) => z.extend(envelope(data), { dataAsOf: z.optional(isoDate) });

export const bankListSchema = deferred(() => z.array(bankSchema));
export const bankListResponseSchema = deferred(() => financeEnvelope(bankListSchema));

export const bankPolicySchema = deferred(() => z.object({
  bank: bankSchema,
  depositRates: z.array(rateSchema),
  loanRates: z.array(loanRateSchema),
}));
export type BankPolicy = z.infer<typeof bankPolicySchema>;
export const bankPolicyResponseSchema = deferred(() => financeEnvelope(bankPolicySchema));

export const cityRatePolicyListSchema = deferred(() => z.array(cityRatePolicySchema));
export const cityRatePolicyResponseSchema = deferred(() => financeEnvelope(cityRatePolicyListSchema));

export const latestInterestRateSchema = deferred(() => z.object({
  latest: lprPointSchema,
  /** Every announcement since the August 2019 reform, oldest first. */
  history: z.array(lprPointSchema),
  /** The national provident-fund rates in force (first / second home, up to and over 5 years). */
  provident: z.array(rateSchema),
}));
export type LatestInterestRate = z.infer<typeof latestInterestRateSchema>;
export const latestInterestRateResponseSchema = deferred(() => financeEnvelope(latestInterestRateSchema));


// ---- Finance data loaded by ops (issue 22): a CSV per kind, previewed, then applied -------------

/** What ops load: LPR announcements, banks' published rates, cities' mortgage conditions. */
export const FINANCE_DATA_KINDS = ['lpr', 'banks', 'cities'] as const;
export const financeDataKindSchema = deferred(() => z.enum(FINANCE_DATA_KINDS));
export type FinanceDataKind = z.infer<typeof financeDataKindSchema>;

/**
 * The header of each kind's CSV (UTF-8, comma-separated, RFC 4180 quoting, header first; columns
 * in any order). Rates and shares are in percent. Optional columns may be left out; an empty
 * cell of a nullable column means "not published / not recorded". See docs/finance-data.md.
 */
export const FINANCE_CSV_COLUMNS = {
  lpr: { required: ['date', 'one_year', 'five_year'], optional: ['source'] },
  banks: { required: ['bank_code', 'category', 'term', 'term_label', 'rate', 'effective_date', 'source'], optional: [] },
  cities: {
    required: ['city', 'city_en', 'province', 'first_home_down_payment', 'second_home_down_payment', 'effective_date', 'source'],
    optional: ['first_home_rate', 'second_home_rate', 'provident_first_rate', 'provident_second_rate', 'note'],
  },
} as const satisfies Record<FinanceDataKind, { required: readonly string[]; optional: readonly string[] }>;

/** The header line a kind's CSV starts with, every column in order. */
export const financeCsvHeader = (kind: FinanceDataKind) => [...FINANCE_CSV_COLUMNS[kind].required, ...FINANCE_CSV_COLUMNS[kind].optional].join(',');

/** A CSV larger than this is refused whole (the tables hold a few hundred rows). */
export const FINANCE_CSV_MAX_BYTES = 1024 * 1024;
export const FINANCE_CSV_MAX_ROWS = 5000;

/** POST /admin/api/finance/:kind/preview and …/apply: the CSV's text. */
export const financeImportRequestSchema = deferred(() => z.object({
  csv: z.string().check(z.maxLength(FINANCE_CSV_MAX_BYTES, `must be at most ${FINANCE_CSV_MAX_BYTES} characters`)),
}));
export type FinanceImportRequest = z.infer<typeof financeImportRequestSchema>;

export const FINANCE_ADMIN_PATH = `${ADMIN_API_PREFIX}finance`;
export const financeImportPath = (kind: FinanceDataKind, step: 'preview' | 'apply') => `${FINANCE_ADMIN_PATH}/${kind}/${step}`;

/** One CSV row as the import reads it: its line in the file, its key, and its cells as text. */
export const financeImportRowSchema = deferred(() => z.object({
  line: z.int(),
  /** The row's identity: an LPR date, `BANK/category/term`, a city. */
  key: z.string(),
  values: z.record(z.string(), z.string()),
}));
export type FinanceImportRow = z.infer<typeof financeImportRowSchema>;

/** A row that replaces a stored one: only the columns that differ, before and after. */
export const financeImportChangeSchema = deferred(() => z.object({
  line: z.int(),
  key: z.string(),
  before: z.record(z.string(), z.string()),
  after: z.record(z.string(), z.string()),
}));
export type FinanceImportChange = z.infer<typeof financeImportChangeSchema>;

/**
 * What a preview would do, or what an apply did (the same summary): rows added, rows changed,
 * rows already stored as they are. `latest` is the kind's newest date once applied.
 */
export const financeImportSummarySchema = deferred(() => z.object({
  kind: financeDataKindSchema,
  applied: z.boolean(),
  added: z.array(financeImportRowSchema),
  changed: z.array(financeImportChangeSchema),
  unchanged: z.array(z.object({ line: z.int(), key: z.string() })),
  latest: z.nullable(isoDate),
}));
export type FinanceImportSummary = z.infer<typeof financeImportSummarySchema>;
export const financeImportResponseSchema = deferred(() => envelope(financeImportSummarySchema));
