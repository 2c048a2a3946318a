import type { RepaymentMethod } from './math';

/**
 * The calculator's form as typed (strings, so nothing the visitor types is lost) and its
 * validation into numbers. Errors are message keys the screen shows beside each field.
 */

export type LoanType = 'commercial' | 'provident' | 'combined';

export interface MortgageForm {
  loanType: LoanType;
  method: RepaymentMethod;
  /** 万元 (10,000 yuan) */
  commercialAmount: string;
  providentAmount: string;
  years: string;
  /** The 5-year+ LPR the commercial rate is priced on, percent. */
  lpr: string;
  /** Basis points over (or under, negative) the LPR. */
  spreadBp: string;
  providentRate: string;
}

export type Field = Exclude<keyof MortgageForm, 'loanType' | 'method'>;

export type FieldError =
  | 'errRequired'
  | 'errNumber'
  | 'errAmountPositive'
  | 'errAmountTooLarge'
  | 'errYears'
  | 'errRate'
  | 'errSpread'
  | 'errCommercialRate';

export interface ValidLoan {
  loanType: LoanType;
  method: RepaymentMethod;
  months: number;
  /** Yuan; 0 for a part the loan type leaves out. */
  commercialPrincipal: number;
  providentPrincipal: number;
  commercialRate: number;
  providentRate: number;
}

export const MAX_AMOUNT_WAN = 100_000;
export const MAX_YEARS = 30;
const MAX_RATE = 20;
const MAX_SPREAD_BP = 1000;

export const usesCommercial = (type: LoanType) => type !== 'provident';
export const usesProvident = (type: LoanType) => type !== 'commercial';

/** A finite number from what was typed (full-width digits and spaces tolerated), or an error key. */
function readNumber(text: string): number | 'errRequired' | 'errNumber' {
  const normalised = text.trim().replace(/[０-９．－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  if (!normalised) return 'errRequired';
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return 'errNumber';
  return Number(normalised);
}

function checkAmount(text: string): number | FieldError {
  const value = readNumber(text);
  if (typeof value === 'string') return value;
  if (value <= 0) return 'errAmountPositive';
  if (value > MAX_AMOUNT_WAN) return 'errAmountTooLarge';
  return value;
}

function checkRate(text: string): number | FieldError {
  const value = readNumber(text);
  if (typeof value === 'string') return value;
  return value < 0 || value > MAX_RATE ? 'errRate' : value;
}

function checkYears(text: string): number | FieldError {
  const value = readNumber(text);
  if (typeof value === 'string') return value;
  return Number.isInteger(value) && value >= 1 && value <= MAX_YEARS ? value : 'errYears';
}

function checkSpread(text: string): number | FieldError {
  const value = readNumber(text);
  if (typeof value === 'string') return value;
  return Number.isInteger(value) && Math.abs(value) <= MAX_SPREAD_BP ? value : 'errSpread';
}

export function validate(form: MortgageForm): { loan?: ValidLoan; errors: Partial<Record<Field, FieldError>> } {
  const errors: Partial<Record<Field, FieldError>> = {};
  const take = (field: Field, result: number | FieldError): number => {
    if (typeof result === 'string') errors[field] = result;
    return typeof result === 'number' ? result : 0;
  };
  const commercial = usesCommercial(form.loanType);
  const provident = usesProvident(form.loanType);

  const years = take('years', checkYears(form.years));
  const commercialAmount = commercial ? take('commercialAmount', checkAmount(form.commercialAmount)) : 0;
  const lpr = commercial ? take('lpr', checkRate(form.lpr)) : 0;
  const spreadBp = commercial ? take('spreadBp', checkSpread(form.spreadBp)) : 0;
  const providentAmount = provident ? take('providentAmount', checkAmount(form.providentAmount)) : 0;
  const providentRate = provident ? take('providentRate', checkRate(form.providentRate)) : 0;

  // Rounded to the 1/10000 of a percent so 3.5 − 0.3 reads 3.2, not 3.1999999999999997.
  const commercialRate = Math.round((lpr + spreadBp / 100) * 10_000) / 10_000;
  if (commercial && !errors.lpr && !errors.spreadBp && commercialRate < 0) errors.spreadBp = 'errCommercialRate';

  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    loan: {
      loanType: form.loanType,
      method: form.method,
      months: years * 12,
      commercialPrincipal: commercialAmount * 10_000,
      providentPrincipal: providentAmount * 10_000,
      commercialRate,
      providentRate,
    },
  };
}
