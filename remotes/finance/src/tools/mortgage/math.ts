/**
 * Mortgage arithmetic with monthly compounding (monthly rate = annual rate / 12), as Chinese
 * banks compute it. Amounts stay unrounded; screens round to cents when they display.
 */

export type RepaymentMethod = 'equal-instalment' | 'equal-principal';

export interface Loan {
  /** Yuan */
  principal: number;
  /** Annual rate in percent, e.g. 4.9 */
  annualRate: number;
  months: number;
}

export interface MonthRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** Principal still owed after this payment. */
  balance: number;
}

export interface Schedule {
  rows: MonthRow[];
  firstPayment: number;
  /** How much each payment falls by (equal principal); 0 for equal instalments. */
  monthlyDecrease: number;
  totalInterest: number;
  totalPayment: number;
}

export interface YearRow {
  year: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
  months: MonthRow[];
}

const monthlyRate = (annualRate: number) => annualRate / 100 / 12;

/** 等额本息: the constant payment P·r·(1+r)^n / ((1+r)^n − 1); P/n when the rate is 0. */
export function equalInstalmentPayment({ principal, annualRate, months }: Loan): number {
  const r = monthlyRate(annualRate);
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** Every month of one loan repaid by `method`. */
export function schedule(loan: Loan, method: RepaymentMethod): Schedule {
  const r = monthlyRate(loan.annualRate);
  const fixedPrincipal = loan.principal / loan.months;
  const instalment = equalInstalmentPayment(loan);
  const rows: MonthRow[] = [];
  let balance = loan.principal;
  for (let month = 1; month <= loan.months; month++) {
    const interest = balance * r;
    // The last month clears whatever floating-point drift is left.
    const principal = month === loan.months ? balance : method === 'equal-principal' ? fixedPrincipal : instalment - interest;
    balance -= principal;
    rows.push({ month, payment: principal + interest, principal, interest, balance: Math.max(balance, 0) });
  }
  return summarise(rows, method === 'equal-principal' ? fixedPrincipal * r : 0);
}

/** A combined loan (commercial + provident fund): the two schedules paid side by side. */
export function combine(a: Schedule, b: Schedule): Schedule {
  const length = Math.max(a.rows.length, b.rows.length);
  const zero = { payment: 0, principal: 0, interest: 0, balance: 0 };
  const rows = Array.from({ length }, (_, i) => {
    const x = a.rows[i] ?? zero;
    const y = b.rows[i] ?? zero;
    return {
      month: i + 1,
      payment: x.payment + y.payment,
      principal: x.principal + y.principal,
      interest: x.interest + y.interest,
      balance: x.balance + y.balance,
    };
  });
  return summarise(rows, a.monthlyDecrease + b.monthlyDecrease);
}

function summarise(rows: MonthRow[], monthlyDecrease: number): Schedule {
  const totalInterest = rows.reduce((sum, row) => sum + row.interest, 0);
  const totalPayment = rows.reduce((sum, row) => sum + row.payment, 0);
  return { rows, firstPayment: rows[0]?.payment ?? 0, monthlyDecrease, totalInterest, totalPayment };
}

/** Sums months into loan years (months 1–12 are year 1), keeping the months for expansion. */
export function byYear(rows: MonthRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let current = years[year - 1];
    if (!current) {
      current = { year, payment: 0, principal: 0, interest: 0, balance: 0, months: [] };
      years.push(current);
    }
    current.payment += row.payment;
    current.principal += row.principal;
    current.interest += row.interest;
    current.balance = row.balance;
    current.months.push(row);
  }
  return years;
}
