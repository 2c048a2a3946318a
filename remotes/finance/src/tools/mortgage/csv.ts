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
 * no group separators (spreadsheets read them as numbers). A byte-order mark lets Excel
 * open the Chinese headings as UTF-8.
 */
export function scheduleCsv(rows: MonthRow[], headings: CsvHeadings): string {
  const amount = (value: number) => value.toFixed(2);
  const lines = [
    [headings.period, headings.payment, headings.principal, headings.interest, headings.balance].join(','),
    ...rows.map((row) => [row.month, amount(row.payment), amount(row.principal), amount(row.interest), amount(row.balance)].join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
