/**
 * The cards on sale. Prices are in fen (spec §3); an auto-renew card carries a coupon and is
 * charged by the rule of spec §9 (price minus the largest coupon, at least 1 yuan).
 */
import { AUTOPAY_AUTO_RENEW, ENQUITY_TYPE, EQUITY_CARD_ACTIVE, type CardPlan } from '@toolhub/contracts';

export interface CardProduct {
  card_id: string;
  title: string;
  /** The title on an English page. */
  titleEn: string;
  enquity_type: number;
  plan: CardPlan;
  /** Days of membership one purchase grants. */
  days: number;
  price: number;
  coupons: { price: number }[];
}

export const CARDS: readonly CardProduct[] = [
  { card_id: 'svip_auto', title: 'SVIP 连续包月', titleEn: 'SVIP monthly, auto-renew', enquity_type: ENQUITY_TYPE.EXTRA, plan: 'auto', days: 31, price: 3000, coupons: [{ price: 600 }] },
  { card_id: 'svip_month', title: 'SVIP 月卡', titleEn: 'SVIP one month', enquity_type: ENQUITY_TYPE.EXTRA, plan: 'month', days: 31, price: 3000, coupons: [] },
  { card_id: 'vip_auto', title: 'VIP 连续包月', titleEn: 'VIP monthly, auto-renew', enquity_type: ENQUITY_TYPE.BASE, plan: 'auto', days: 31, price: 1500, coupons: [{ price: 300 }] },
  { card_id: 'vip_month', title: 'VIP 月卡', titleEn: 'VIP one month', enquity_type: ENQUITY_TYPE.BASE, plan: 'month', days: 31, price: 1500, coupons: [] },
];

export const findCard = (cardId: string) => CARDS.find((card) => card.card_id === cardId);

/** What the visitor pays in fen: the largest coupon off, never below 100 fen (1 yuan). */
export function chargedAmount(card: Pick<CardProduct, 'price' | 'coupons'>): number {
  const coupon = Math.max(0, ...card.coupons.map((c) => c.price));
  return Math.max(100, card.price - coupon);
}

/** A card as /api/getEquityCardInfo answers it (spec §3 "Card"). */
export const cardOnWire = (card: CardProduct) => ({
  ...card,
  status: EQUITY_CARD_ACTIVE,
  autopay_type: card.plan === 'auto' ? AUTOPAY_AUTO_RENEW : 0,
});

/**
 * Packs of paid uses for one tool (its quota scene): spent after the day's free uses, never
 * expiring (left-uses.ts, consume.ts). Sold on the pay page opened from that tool.
 */
export interface PackProduct {
  pack_id: string;
  title: string;
  titleEn: string;
  uses: number;
  /** Fen. */
  price: number;
}

export const PACKS: readonly PackProduct[] = [
  { pack_id: 'pack_10', title: '10 次使用包', titleEn: 'Pack of 10 uses', uses: 10, price: 300 },
  { pack_id: 'pack_50', title: '50 次使用包', titleEn: 'Pack of 50 uses', uses: 50, price: 1200 },
];

export const findPack = (packId: string) => PACKS.find((pack) => pack.pack_id === packId);
