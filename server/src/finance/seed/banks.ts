import type { Insertable } from 'kysely';
import type { BankRateTable, BankTable } from '../../db/schema';

/**
 * The central bank's reference set and the six large state-owned commercial banks.
 *
 * Left out on purpose: Postal Savings Bank's deposit table. Its May 2025 figures differ
 * from the other five on some terms and could not be confirmed, so its page says the
 * table is not recorded rather than show a guess. No bank publishes one spread over the
 * LPR for all borrowers, so banks' loan rates are the current LPR (computed by the API
 * from the `lpr` table, never stored here).
 */

const LISTED = '国家金融监督管理总局《银行业金融机构法人名单》（国有大型商业银行）';

export const BANK_ROWS: BankTable[] = [
  { code: 'PBOC', name: '中国人民银行', short_name: '人民银行', kind: 'central', sort: 0, source: '中国人民银行官网' },
  { code: 'ICBC', name: '中国工商银行', short_name: '工商银行', kind: 'state', sort: 1, source: LISTED },
  { code: 'ABC', name: '中国农业银行', short_name: '农业银行', kind: 'state', sort: 2, source: LISTED },
  { code: 'BOC', name: '中国银行', short_name: '中国银行', kind: 'state', sort: 3, source: LISTED },
  { code: 'CCB', name: '中国建设银行', short_name: '建设银行', kind: 'state', sort: 4, source: LISTED },
  { code: 'BOCOM', name: '交通银行', short_name: '交通银行', kind: 'state', sort: 5, source: LISTED },
  { code: 'PSBC', name: '中国邮政储蓄银行', short_name: '邮储银行', kind: 'state', sort: 6, source: LISTED },
];

type RateRow = Insertable<BankRateTable>;
type Term = readonly [term: string, label: string, rate: number];

const DEPOSIT_LABELS = {
  demand: '活期',
  fixed_3m: '整存整取 三个月',
  fixed_6m: '整存整取 半年',
  fixed_1y: '整存整取 一年',
  fixed_2y: '整存整取 二年',
  fixed_3y: '整存整取 三年',
  fixed_5y: '整存整取 五年',
} as const;
type DepositTerm = keyof typeof DEPOSIT_LABELS;

const rows = (bankCode: string, category: string, effectiveDate: string, source: string, terms: Term[]): RateRow[] =>
  terms.map(([term, termLabel, rate]) => ({
    bank_code: bankCode,
    category,
    term,
    term_label: termLabel,
    rate,
    effective_date: effectiveDate,
    source,
  }));

const deposits = (rates: Partial<Record<DepositTerm, number>>): Term[] =>
  (Object.entries(rates) as [DepositTerm, number][]).map(([term, rate]) => [term, DEPOSIT_LABELS[term], rate] as const);

/**
 * The listed deposit rates the five banks published together, in force from 2025-05-20
 * (demand −5 bp, 3 months to 2 years −15 bp, 3 and 5 years −25 bp).
 */
const STATE_BANK_DEPOSITS_2025_05_20 = deposits({
  demand: 0.05,
  fixed_3m: 0.65,
  fixed_6m: 0.85,
  fixed_1y: 0.95,
  fixed_2y: 1.05,
  fixed_3y: 1.25,
  fixed_5y: 1.3,
});

const stateBankDeposits = (code: string, bankName: string) =>
  rows(code, 'deposit', '2025-05-20', `${bankName}《人民币存款利率表》（2025-05-20 起执行）`, STATE_BANK_DEPOSITS_2025_05_20);

/** PBOC benchmark rates from 2015-10-24, the last change; the 5-year deposit benchmark was abolished in 2014. */
const PBOC_2015_SOURCE = '中国人民银行公告：自 2015-10-24 起下调金融机构人民币贷款和存款基准利率';

/** National provident-fund rates from 2025-05-08 (−25 bp; second homes no lower than 1.1× the first-home rate). */
const PROVIDENT_2025_SOURCE = '中国人民银行：自 2025-05-08 起下调个人住房公积金贷款利率 0.25 个百分点';

export const BANK_RATE_ROWS: RateRow[] = [
  ...rows(
    'PBOC',
    'deposit',
    '2015-10-24',
    PBOC_2015_SOURCE,
    deposits({ demand: 0.35, fixed_3m: 1.1, fixed_6m: 1.3, fixed_1y: 1.5, fixed_2y: 2.1, fixed_3y: 2.75 }),
  ),
  ...rows('PBOC', 'loan', '2015-10-24', PBOC_2015_SOURCE, [
    ['loan_1y', '一年以内（含一年）贷款基准利率', 4.35],
    ['loan_1y_5y', '一至五年（含五年）贷款基准利率', 4.75],
    ['loan_5y_plus', '五年以上贷款基准利率', 4.9],
  ]),
  ...rows('PBOC', 'provident', '2025-05-08', PROVIDENT_2025_SOURCE, [
    ['provident_first_le5y', '首套 五年以下（含五年）', 2.1],
    ['provident_first_gt5y', '首套 五年以上', 2.6],
    ['provident_second_le5y', '二套 五年以下（含五年）', 2.525],
    ['provident_second_gt5y', '二套 五年以上', 3.075],
  ]),
  ...stateBankDeposits('ICBC', '中国工商银行'),
  ...stateBankDeposits('ABC', '中国农业银行'),
  ...stateBankDeposits('BOC', '中国银行'),
  ...stateBankDeposits('CCB', '中国建设银行'),
  ...stateBankDeposits('BOCOM', '交通银行'),
];
