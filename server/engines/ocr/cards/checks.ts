/**
 * The check characters the cards carry, so a reading can be told right from a misread digit:
 * the ID card number's ISO 7064 MOD 11-2 check digit (GB 11643-1999), which also holds the
 * holder's birth date and sex; the bank card number's Luhn digit (ISO/IEC 7812); the unified
 * social credit code's check character (GB 32100-2015). A reading that fails one is marked
 * Uncertain, never corrected by guess.
 */

/** GB 11643-1999: weights 2^(17−i) mod 11 of the first 17 digits. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character for each remainder of the weighted sum mod 11. */
const ID_CHECK = '10X98765432';

/** The check character of an ID number's first 17 digits, or undefined when they are not 17 digits. */
export function idCheckCharacter(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined;
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * ID_WEIGHTS[i], 0);
  return ID_CHECK[sum % 11];
}

/** An 18-character ID number whose last character is its check character. */
export const idNumberValid = (number: string) => /^\d{17}[\dX]$/.test(number) && idCheckCharacter(number.slice(0, 17)) === number[17];

/** What an ID number says of its holder: the birth date (digits 7–14) and the sex (digit 17: odd for men). */
export function idNumberHolder(number: string): { year: number; month: number; day: number; sex: '男' | '女' } | undefined {
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})\d{2}(\d)[\dX]$/.exec(number);
  if (!match) return undefined;
  const [year, month, day, order] = match.slice(1).map(Number);
  return { year, month, day, sex: order % 2 === 1 ? '男' : '女' };
}

/** Luhn (ISO/IEC 7812): from the right, every second digit doubled, its digits summed; the total ends in 0. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

/** The Luhn digit that completes `digits` (for making specimen numbers). */
export function luhnDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${digits}${d}`)) return String(d);
  throw new Error(`not digits: ${digits}`);
}

/** GB 32100-2015's 31 characters: the digits and the capitals without I, O, Z, S, V. */
export const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights 3^(i) mod 31 of the first 17 characters. */
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a credit code's first 17 characters, or undefined when one is outside the code's alphabet. */
export function creditCodeCheckCharacter(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (const [i, char] of [...first17].entries()) {
    const value = CREDIT_CODE_CHARACTERS.indexOf(char);
    if (value < 0) return undefined;
    sum += value * CREDIT_WEIGHTS[i];
  }
  return CREDIT_CODE_CHARACTERS[(31 - (sum % 31)) % 31];
}

/** An 18-character unified social credit code whose last character is its check character. */
export const creditCodeValid = (code: string) => code.length === 18 && creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
