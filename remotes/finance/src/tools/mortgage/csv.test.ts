import { describe, expect, it } from 'vitest';
import { scheduleCsv } from './csv';
import { schedule } from './math';

const headings = { period: '期次', payment: '还款额', principal: '本金', interest: '利息', balance: '剩余本金' };

describe('scheduleCsv', () => {
  it('writes one line per month that adds up to the loan', () => {
    const loan = schedule({ principal: 120_000, annualRate: 3.5, months: 12 }, 'equal-principal');
    const csv = scheduleCsv(loan.rows, headings);
    expect(csv.startsWith('\uFEFF期次,还款额,本金,利息,剩余本金\r\n')).toBe(true);
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe('1,10350.00,10000.00,350.00,110000.00');
    const principal = lines.reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(principal).toBeCloseTo(120_000, 2);
    expect(lines[11].split(',')[4]).toBe('0.00');
  });
});
