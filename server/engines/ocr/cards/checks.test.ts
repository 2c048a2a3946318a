import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, creditCodeValid, idCheckCharacter, idNumberHolder, idNumberValid, luhnDigit, luhnValid } from './checks';

describe('the ID number check (GB 11643, ISO 7064 MOD 11-2)', () => {
  it("accepts the standard's own example, whose check character is X, and refuses it with any digit changed", () => {
    expect(idCheckCharacter('11010519491231002')).toBe('X');
    expect(idNumberValid('11010519491231002X')).toBe(true);
    expect(idNumberValid('11010519491231002x')).toBe(false);
    expect(idNumberValid('11010519491231003X')).toBe(false);
    expect(idNumberValid('11010519491231002')).toBe(false);
  });

  it('reads the birth date from digits 7–14 and the sex from the parity of digit 17', () => {
    expect(idNumberHolder('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31, sex: '女' });
    expect(idNumberHolder('110105199003070135')).toMatchObject({ year: 1990, month: 3, day: 7, sex: '男' });
    expect(idNumberHolder('1101051990030701')).toBeUndefined();
  });
});

describe('the Luhn check of card numbers', () => {
  it('accepts well-formed numbers and refuses a changed digit or a swap of neighbours', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    const number = `622588013672419${luhnDigit('622588013672419')}`;
    expect(luhnValid(number)).toBe(true);
    expect(luhnValid(number.slice(0, 6) + number[7] + number[6] + number.slice(8))).toBe(false);
  });

  it('refuses what is too short or not digits', () => {
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
  });
});

describe('the unified social credit code check (GB 32100-2015)', () => {
  it('accepts published codes of well-known companies and refuses a misread character', () => {
    for (const code of ['91440300708461136T', '91330100799655058B', '91110000100006485K']) expect(creditCodeValid(code)).toBe(true);
    expect(creditCodeValid('91440300708461136X')).toBe(false);
    expect(creditCodeValid('91440300708461186T')).toBe(false);
  });

  it('has no check character for a code with letters outside its alphabet (I, O, S, V, Z)', () => {
    expect(creditCodeCheckCharacter('9144030070846113O')).toBeUndefined();
    expect(creditCodeValid('9144030070846113OT')).toBe(false);
  });
});
