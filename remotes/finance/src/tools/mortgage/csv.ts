import { csvOf } from '@toolhub/ui';
import type { MonthRow } from './math';

/** Column titles of the exported schedule, in the page's language. */
export interface CsvHeadings {
  period: string;
  payment: string;
  principal: string;
  interest: string;
  balance: string;
}

/**
 * The repayment schedule as CSV: one line per month, amounts in yuan with two decimals and
 * no group separators (spreadsheets read them as numbers).
 */
export function scheduleCsv(rows: MonthRow[], headings: CsvHeadings): string {
  const amount = (value: number) => value.toFixed(2);
  return csvOf([
    [headings.period, headings.payment, headings.principal, headings.interest, headings.balance],
    ...rows.map((row) => [row.month, amount(row.payment), amount(row.principal), amount(row.interest), amount(row.balance)]),
  ]);
}
