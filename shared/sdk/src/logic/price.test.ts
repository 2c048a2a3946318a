import { describe, expect, it } from 'vitest';
import { autoRenewPrice } from './price';

describe('autoRenewPrice', () => {
  it('subtracts the largest coupon and converts fen to yuan', () => {
    expect(autoRenewPrice({ price: 1990, coupons: [{ price: 500 }, { price: 1000 }, { price: 300 }] })).toBe(9.9);
  });
  it('is the card price without coupons', () => {
    expect(autoRenewPrice({ price: 1500, coupons: [] })).toBe(15);
    expect(autoRenewPrice({ price: 1500 })).toBe(15);
  });
  it('is at least 1', () => {
    expect(autoRenewPrice({ price: 1000, coupons: [{ price: 950 }] })).toBe(1);
    expect(autoRenewPrice({ price: 500, coupons: [{ price: 900 }] })).toBe(1);
  });
});
