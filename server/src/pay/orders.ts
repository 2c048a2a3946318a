/** The pay_order rows: created with the card's terms, paid once (fulfil.ts), closed when expired. */
import crypto from 'node:crypto';
import { ORDER_TTL_MS } from '@toolhub/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { PayOrderTable } from '../db/tables/pay';
import { chargedAmount, type CardProduct, type PackProduct } from '../equity/catalog';

export type PayOrder = Selectable<PayOrderTable>;

/** 30 characters from 14 random bytes: an out_trade_no nobody can guess (the provider allows 6–32). */
const newOrderId = () => `TH${crypto.randomBytes(14).toString('hex')}`;

/** What an order buys: a membership card, or a pack of uses for one tool's scene. */
export type Purchase = { card: CardProduct } | { pack: PackProduct; scene: string };

export const PACK_PLAN = 'pack';

function termsOf(purchase: Purchase) {
  if ('card' in purchase) {
    const { card } = purchase;
    const amount = chargedAmount(card);
    return { card_id: card.card_id, enquity_type: card.enquity_type, plan: card.plan, days: card.days, scene: null, uses: 0, amount, coupon: card.price - amount };
  }
  const { pack, scene } = purchase;
  return { card_id: pack.pack_id, enquity_type: 0, plan: PACK_PLAN, days: 0, scene, uses: pack.uses, amount: pack.price, coupon: 0 };
}

export async function createOrder(db: Db, { qbid, purchase, now }: { qbid: string; purchase: Purchase; now: number }): Promise<PayOrder> {
  const order: PayOrder = {
    order_id: newOrderId(),
    qbid,
    ...termsOf(purchase),
    status: 'created',
    transaction_id: null,
    code_url: null,
    created_at: now,
    paid_at: null,
    expires_at: now + ORDER_TTL_MS,
  };
  await db.insertInto('pay_order').values(order).execute();
  return order;
}

export const findOrder = (db: Db, orderId: string) =>
  db.selectFrom('pay_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();

export async function setCodeUrl(db: Db, orderId: string, codeUrl: string): Promise<void> {
  await db.updateTable('pay_order').set({ code_url: codeUrl }).where('order_id', '=', orderId).execute();
}

/** Closes an unpaid order: its payment could not be created, or its time ran out. */
export async function closeOrder(db: Db, orderId: string, { onlyIfExpiredAt }: { onlyIfExpiredAt?: number } = {}): Promise<void> {
  let update = db.updateTable('pay_order').set({ status: 'closed' }).where('order_id', '=', orderId).where('status', '=', 'created');
  if (onlyIfExpiredAt !== undefined) update = update.where('expires_at', '<=', onlyIfExpiredAt);
  await update.execute();
}
