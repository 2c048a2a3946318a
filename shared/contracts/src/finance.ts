import { z } from 'zod/mini';
import { envelope } from './api';

/**
 * Payloads of the finance look-ups (spec §7 "Banks and rates"). Every figure carries the
 * public document it comes from and its effective date, so a screen can always show both.
 * Rates are annual, in percent (3.5 means 3.5 %).
 */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));
const percent = z.number().check(z.gte(0), z.lte(100));

export const bankKindSchema = z.enum(['central', 'state']);
export type BankKind = z.infer<typeof bankKindSchema>;

export const bankSchema = z.object({
  /** Short upper-case code, e.g. `ICBC`; `PBOC` is the central bank's benchmark set. */
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  kind: bankKindSchema,
  source: z.string(),
});
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
export const loanRateSchema = z.extend(rateSchema, {
  basis: z.enum(['lpr', 'benchmark']),
  spreadBp: z.nullable(z.int()),
});
export type LoanRate = z.infer<typeof loanRateSchema>;

/** One monthly LPR announcement. */
export const lprPointSchema = z.object({
  date: isoDate,
  lpr1y: percent,
  lpr5y: percent,
  source: z.string(),
});
export type LprPoint = z.infer<typeof lprPointSchema>;

export const cityRatePolicySchema = z.object({
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
});
export type CityRatePolicy = z.infer<typeof cityRatePolicySchema>;

// Requests. Unknown keys (the sdk's `userInfo`) are stripped by zod objects.

export const bankListQuerySchema = z.object({});

export const bankPolicyQuerySchema = z.object({
  bankCode: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(16), z.toUpperCase()),
});
export type BankPolicyQuery = z.infer<typeof bankPolicyQuerySchema>;

/** No city (or an empty one) answers every city. */
export const cityRatePolicyQuerySchema = z.object({
  city: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});
export type CityRatePolicyQuery = z.infer<typeof cityRatePolicyQuerySchema>;

export const latestInterestRateQuerySchema = z.object({});

// Response data and envelopes.

export const bankListSchema = z.array(bankSchema);
export const bankListResponseSchema = envelope(bankListSchema);

export const bankPolicySchema = z.object({
  bank: bankSchema,
  depositRates: z.array(rateSchema),
  loanRates: z.array(loanRateSchema),
});
export type BankPolicy = z.infer<typeof bankPolicySchema>;
export const bankPolicyResponseSchema = envelope(bankPolicySchema);

export const cityRatePolicyListSchema = z.array(cityRatePolicySchema);
export const cityRatePolicyResponseSchema = envelope(cityRatePolicyListSchema);

export const latestInterestRateSchema = z.object({
  latest: lprPointSchema,
  /** Every announcement since the August 2019 reform, oldest first. */
  history: z.array(lprPointSchema),
  /** The national provident-fund rates in force (first / second home, up to and over 5 years). */
  provident: z.array(rateSchema),
});
export type LatestInterestRate = z.infer<typeof latestInterestRateSchema>;
export const latestInterestRateResponseSchema = envelope(latestInterestRateSchema);
