import type { EquityCard } from '@toolhub/contracts';

/**
 * Auto-renew price in yuan (spec §9): the card price minus its largest coupon, both in fen,
 * divided by 100, and never below 1.
 */
export function autoRenewPrice(card: Pick<EquityCard, 'price'> & { coupons?: { price: number }[] }): number {
  const largestCoupon = Math.max(0, ...(card.coupons ?? []).map((coupon) => coupon.price));
  return Math.max(1, (card.price - largestCoupon) / 100);
}
