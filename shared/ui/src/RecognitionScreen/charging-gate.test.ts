import { describe, expect, it } from 'vitest';
import { chargingGateOf, type ChargingFacts } from './charging-gate';

const member = { loaded: true, level: 'base' as const };
const noCard = { loaded: true, level: 'none' as const };
const facts = (overrides: Partial<ChargingFacts>): ChargingFacts => ({
  needCharge: true,
  login: { isLogin: true, qbid: '10001' },
  equity: noCard,
  leftCount: 3,
  ...overrides,
});

describe('charging gate', () => {
  it('never blocks a tool that does not charge', () => {
    expect(chargingGateOf(facts({ needCharge: false, login: { isLogin: false }, leftCount: 0 }))).toBe('open');
  });

  it('waits for the login, then blocks an anonymous visitor', () => {
    expect(chargingGateOf(facts({ login: undefined }))).toBe('checking');
    expect(chargingGateOf(facts({ login: { isLogin: false } }))).toBe('needsLogin');
  });

  it('lets a member through whatever the count, and anyone with a use left', () => {
    expect(chargingGateOf(facts({ equity: member, leftCount: 0 }))).toBe('open');
    expect(chargingGateOf(facts({ leftCount: 1 }))).toBe('open');
  });

  it('blocks a visitor without equity and without uses, once both are known', () => {
    expect(chargingGateOf(facts({ leftCount: -999 }))).toBe('checking');
    expect(chargingGateOf(facts({ leftCount: 0, equity: { loaded: false, level: 'none' } }))).toBe('checking');
    expect(chargingGateOf(facts({ leftCount: 0 }))).toBe('usedUp');
  });
});
