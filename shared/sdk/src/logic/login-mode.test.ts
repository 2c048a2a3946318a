import { describe, expect, it } from 'vitest';
import { accountTypesOf, isLoggedInType, loginTypeFromMode } from './login-mode';

describe('loginTypeFromMode', () => {
  it('with the native bridge: 2 is qq, anything else wx', () => {
    expect(loginTypeFromMode(2, true)).toBe('qq');
    expect(loginTypeFromMode(3, true)).toBe('wx');
    expect(loginTypeFromMode(0, true)).toBe('wx');
  });
  it('without the bridge: 3 is wx, 5 is qq, anything else qqsdk', () => {
    expect(loginTypeFromMode(3, false)).toBe('wx');
    expect(loginTypeFromMode(5, false)).toBe('qq');
    expect(loginTypeFromMode(2, false)).toBe('qqsdk');
    expect(loginTypeFromMode(0, false)).toBe('qqsdk');
  });
});

describe('accountTypesOf', () => {
  it('follows the table of spec §9', () => {
    expect(accountTypesOf('wx')).toEqual({ accountType: 2, tokenType: 2 });
    expect(accountTypesOf('qq')).toEqual({ accountType: 4, tokenType: 7 });
    expect(accountTypesOf('qqsdk')).toEqual({ accountType: 4, tokenType: 8 });
  });
});

describe('isLoggedInType', () => {
  it('is false for 0 and -1 only', () => {
    expect(isLoggedInType(0)).toBe(false);
    expect(isLoggedInType(-1)).toBe(false);
    for (const type of [1, 2, 4, 6]) expect(isLoggedInType(type)).toBe(true);
  });
});
