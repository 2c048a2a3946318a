import { describe, expect, it } from 'vitest';
import { validate, type MortgageForm } from './form';

const form = (changes: Partial<MortgageForm> = {}): MortgageForm => ({
  loanType: 'commercial',
  method: 'equal-instalment',
  commercialAmount: '100',
  providentAmount: '',
  years: '30',
  lpr: '3.5',
  spreadBp: '-30',
  providentRate: '2.6',
  ...changes,
});

describe('mortgage form validation', () => {
  it('turns a valid commercial loan into yuan, months and LPR + spread', () => {
    expect(validate(form()).loan).toEqual({
      loanType: 'commercial',
      method: 'equal-instalment',
      months: 360,
      commercialPrincipal: 1_000_000,
      providentPrincipal: 0,
      commercialRate: 3.2,
      providentRate: 0,
    });
  });

  it('requires an amount above zero', () => {
    expect(validate(form({ commercialAmount: '0' })).errors).toEqual({ commercialAmount: 'errAmountPositive' });
    expect(validate(form({ commercialAmount: '-5' })).errors).toEqual({ commercialAmount: 'errAmountPositive' });
    expect(validate(form({ commercialAmount: '' })).errors).toEqual({ commercialAmount: 'errRequired' });
    expect(validate(form({ commercialAmount: '12abc' })).errors).toEqual({ commercialAmount: 'errNumber' });
  });

  it('accepts whole years from 1 to 30 only', () => {
    expect(validate(form({ years: '0' })).errors.years).toBe('errYears');
    expect(validate(form({ years: '31' })).errors.years).toBe('errYears');
    expect(validate(form({ years: '2.5' })).errors.years).toBe('errYears');
    expect(validate(form({ years: '1' })).loan?.months).toBe(12);
  });

  it('refuses a spread that makes the rate negative', () => {
    expect(validate(form({ spreadBp: '-400' })).errors).toEqual({ spreadBp: 'errCommercialRate' });
  });

  it('reads full-width digits typed with a Chinese keyboard', () => {
    expect(validate(form({ commercialAmount: '１２０．５' })).loan?.commercialPrincipal).toBe(1_205_000);
  });

  it('checks only the parts the loan type uses', () => {
    const provident = validate(form({ loanType: 'provident', commercialAmount: 'x', lpr: '', providentAmount: '60' }));
    expect(provident.errors).toEqual({});
    expect(provident.loan).toMatchObject({ commercialPrincipal: 0, providentPrincipal: 600_000, providentRate: 2.6 });
    const combined = validate(form({ loanType: 'combined', providentAmount: '' }));
    expect(combined.errors).toEqual({ providentAmount: 'errRequired' });
  });
});
