/** The pay_order rows: created with the card's terms, paid once (fulfil.ts), closed when expired. */
import crypto from 'node:crypto';
import { ORDER_TTL_MS } from '@toolhub/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { PayOrderTable } from '../db/tables/pay';
import { chargedAmount, type CardProduct } from '../equity/catalog';

export type PayOrder = Selectable<PayOrderTable>;

/** 30 characters from 14 random bytes: an out_trade_no nobody can guess (the provider allows 6–32). */
const newOrderId = () => `TH${crypto.randomBytes(14).toString('hex')}`;

export async function createOrder(db: Db, { qbid, card, now }: { qbid: string; card: CardProduct; now: number }): Promise<PayOrder> {
  const amount = chargedAmount(card);
  const order: PayOrder = {
    order_id: newOrderId(),
    qbid,
    card_id: card.card_id,
    enquity_type: card.enquity_type,
    plan: card.plan,
    days: card.days,
    amount,
    coupon: card.price - amount,
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
