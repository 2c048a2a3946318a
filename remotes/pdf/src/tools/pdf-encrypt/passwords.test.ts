import { describe, expect, it } from 'vitest';
import { passwordProblems } from './passwords';

describe('the passwords of an encryption', () => {
  it('blocks until the open password is set and typed again alike', () => {
    expect(passwordProblems({ userPassword: '', confirmation: '', ownerPassword: '' }).blocker).toBe('setPassword');
    expect(passwordProblems({ userPassword: 'abc', confirmation: '', ownerPassword: '' }).blocker).toBe('confirmFirst');
    expect(passwordProblems({ userPassword: 'abc', confirmation: 'ab', ownerPassword: '' })).toEqual({ blocker: 'confirmFirst' });
    expect(passwordProblems({ userPassword: 'abc', confirmation: 'abd', ownerPassword: '' })).toEqual({ confirmation: 'mismatch', blocker: 'mismatch' });
    expect(passwordProblems({ userPassword: 'abc', confirmation: 'abc', ownerPassword: '' })).toEqual({ blocker: undefined });
  });

  it('refuses a permissions password equal to the open one, and passwords over 128 characters', () => {
    expect(passwordProblems({ userPassword: 'abc', confirmation: 'abc', ownerPassword: 'abc' })).toEqual({ ownerPassword: 'sameAsUser', blocker: 'sameAsUser' });
    const long = 'x'.repeat(129);
    expect(passwordProblems({ userPassword: long, confirmation: long, ownerPassword: '' }).userPassword).toBe('tooLong');
    expect(passwordProblems({ userPassword: 'abc', confirmation: 'abc', ownerPassword: long }).ownerPassword).toBe('tooLong');
  });
});
