import { describe, expect, it } from 'vitest';
import { byYear, combine, equalInstalmentPayment, schedule } from './math';

const cents = (n: number) => Math.round(n * 100) / 100;
const million30y = (annualRate: number) => ({ principal: 1_000_000, annualRate, months: 360 });

describe('equal instalment (等额本息)', () => {
  it('matches the published figures for 1,000,000 over 30 years', () => {
    expect(cents(equalInstalmentPayment(million30y(4.9)))).toBe(5307.27);
    expect(cents(equalInstalmentPayment(million30y(3.5)))).toBe(4490.45);
  });

  it('keeps the payment constant and repays the principal exactly', () => {
    const plan = schedule(million30y(4.9), 'equal-instalment');
    expect(plan.rows).toHaveLength(360);
    expect(cents(plan.rows[359].payment)).toBe(5307.27);
    expect(plan.rows.reduce((sum, r) => sum + r.principal, 0)).toBeCloseTo(1_000_000, 6);
    expect(plan.rows[359].balance).toBe(0);
    expect(plan.monthlyDecrease).toBe(0);
    expect(cents(plan.totalPayment)).toBe(cents(plan.totalInterest + 1_000_000));
    // The figure bank calculators publish for this loan.
    expect(cents(plan.totalInterest)).toBe(910616.19);
  });

  it('splits the principal evenly when the rate is zero', () => {
    expect(equalInstalmentPayment({ principal: 120_000, annualRate: 0, months: 12 })).toBe(10_000);
  });
});

describe('equal principal (等额本金)', () => {
  it('starts at 6861.11 and falls by 11.34 a month at 4.9 %', () => {
    const plan = schedule(million30y(4.9), 'equal-principal');
    expect(cents(plan.firstPayment)).toBe(6861.11);
    expect(cents(plan.monthlyDecrease)).toBe(11.34);
    expect(cents(plan.rows[0].payment - plan.rows[1].payment)).toBe(11.34);
    // Interest on a straight-line balance: P·r·(n+1)/2.
    expect(plan.totalInterest).toBeCloseTo(1_000_000 * (0.049 / 12) * (361 / 2), 4);
  });

  it('costs less interest than equal instalments over the same term', () => {
    const principal = schedule(million30y(4.9), 'equal-principal');
    const instalment = schedule(million30y(4.9), 'equal-instalment');
    expect(principal.totalInterest).toBeLessThan(instalment.totalInterest);
  });
});

describe('combined loans and yearly totals', () => {
  it('adds the commercial and provident payments month by month', () => {
    const commercial = schedule({ principal: 600_000, annualRate: 3.5, months: 360 }, 'equal-instalment');
    const provident = schedule({ principal: 400_000, annualRate: 2.6, months: 360 }, 'equal-instalment');
    const both = combine(commercial, provident);
    expect(both.firstPayment).toBeCloseTo(commercial.firstPayment + provident.firstPayment, 8);
    expect(both.totalInterest).toBeCloseTo(commercial.totalInterest + provident.totalInterest, 6);
  });

  it('groups months into loan years whose sums match the months', () => {
    const plan = schedule({ principal: 100_000, annualRate: 3, months: 18 }, 'equal-principal');
    const years = byYear(plan.rows);
    expect(years.map((y) => y.months.length)).toEqual([12, 6]);
    expect(years[0].principal + years[1].principal).toBeCloseTo(100_000, 6);
    expect(years[1].balance).toBe(0);
  });
});
