/**
 * Fulfils an order from a verified payment, once. One transaction marks the order paid
 * (only if it is still unpaid) and grants the card or the pack's uses (only if that mark changed a row), so a
 * replayed or duplicate notification grants nothing, on any number of server processes.
 * transaction_id is UNIQUE: a payment that already paid one order can never pay another.
 * Once it committed, the cached reads of what it granted are told (equity/quota-reads.ts): the
 * page that reloads the equity after paying sees the card or the uses.
 */
import type { Db } from '../db';
import { isUniqueViolation } from '../db/portable';
import { cardsTopic, usesTopics } from '../equity/cache-topics';
import { grantEquity, grantPaidUses } from '../equity/membership';
import { accountSubject } from '../equity/visitor';
import type { ReadCache } from '../read-cache';
import { PACK_PLAN, findOrder } from './orders';

export interface VerifiedPayment {
  orderId: string;
  transactionId: string;
  /** Fen, as the provider reports it. */
  amount: number;
}

export type FulfilResult =
  | { kind: 'fulfilled' }
  /** This very payment fulfilled this order before (a replay or a retried notification). */
  | { kind: 'already' }
  | { kind: 'unknown_order' }
  | { kind: 'amount_mismatch'; expected: number }
  /** The order was paid by another payment, or the payment already paid another order. */
  | { kind: 'conflict'; reason: string };

export async function fulfilOrder(db: Db, cache: ReadCache, payment: VerifiedPayment, now: number): Promise<FulfilResult> {
  let granted: string[] = [];
  try {
    return await db.transaction().execute(async (trx): Promise<FulfilResult> => {
      const order = await findOrder(trx, payment.orderId);
      if (!order) return { kind: 'unknown_order' };
      if (order.amount !== payment.amount) return { kind: 'amount_mismatch', expected: order.amount };

      const marked = await trx
        .updateTable('pay_order')
        .set({ status: 'paid', transaction_id: payment.transactionId, paid_at: now })
        .where('order_id', '=', payment.orderId)
        // A late payment of an order closed for expiry still counts: the payer was charged.
        .where('status', 'in', ['created', 'closed'])
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) {
        const paid = await findOrder(trx, payment.orderId);
        return paid?.transaction_id === payment.transactionId
          ? { kind: 'already' }
          : { kind: 'conflict', reason: `order already paid by ${paid?.transaction_id ?? 'another payment'}` };
      }
      if (order.plan === PACK_PLAN && order.scene) {
        await grantPaidUses(trx, { qbid: order.qbid, scene: order.scene, uses: order.uses, now });
        granted = usesTopics(order.scene, accountSubject(order.qbid));
      } else {
        await grantEquity(trx, { qbid: order.qbid, enquityType: order.enquity_type, days: order.days, autoRenew: order.plan === 'auto', now });
        granted = [cardsTopic(order.qbid)];
      }
      return { kind: 'fulfilled' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'conflict', reason: `payment ${payment.transactionId} already paid another order` };
    throw error;
  } finally {
    // Also when the commit's answer was lost: telling of a change that did not happen costs one read.
    if (granted.length) await cache.changed(granted);
  }
}
