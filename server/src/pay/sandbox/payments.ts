/** The sandbox's own record of payments, shared by every process through the database. */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { shanghaiDay } from '../../clock';
import type { Db } from '../../db';
import type { SandboxWxPayPaymentTable } from '../../db/tables/pay';

export type SandboxPayment = Selectable<SandboxWxPayPaymentTable>;

export type NewSandboxPayment = Pick<
  SandboxWxPayPaymentTable,
  'mchid' | 'appid' | 'out_trade_no' | 'description' | 'amount' | 'notify_url' | 'expires_at'
> & {
  /** JSAPI: the payer named by the order; Native and H5 learn theirs when the payment is taken. */
  payer_openid?: string;
};

const digits = (count: number) => Array.from({ length: count }, () => crypto.randomInt(10)).join('');

/** Shaped like the provider's: '4200' + its China date + 16 digits (28 in all). */
export const newTransactionId = (now: number) => `4200${shanghaiDay(now).replace(/-/g, '')}${digits(16)}`;
/** A payer of the sandbox: 28 characters, like an openid. */
const newPayerOpenid = () => `o${crypto.randomBytes(20).toString('base64url').slice(0, 27)}`;

/**
 * Records a payment, or answers the one already recorded for this merchant's out_trade_no
 * (a retried call gets the same cashier).
 */
export async function recordPayment(db: Db, payment: NewSandboxPayment, now: number): Promise<SandboxPayment> {
  await db
    .insertInto('sandbox_wxpay_payment')
    .values({
      ...payment,
      id: crypto.randomBytes(16).toString('base64url'),
      status: 'pending',
      transaction_id: null,
      payer_openid: payment.payer_openid ?? null,
      created_at: now,
      paid_at: null,
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['mchid', 'out_trade_no']).doNothing())
    .execute();
  return db
    .selectFrom('sandbox_wxpay_payment')
    .selectAll()
    .where('mchid', '=', payment.mchid)
    .where('out_trade_no', '=', payment.out_trade_no)
    .executeTakeFirstOrThrow();
}

export const findPayment = (db: Db, id: string) =>
  db.selectFrom('sandbox_wxpay_payment').selectAll().where('id', '=', id).executeTakeFirst();

/** A JSAPI payment's prepay_id: 'wx' and the payment's id, shaped like the provider's. */
export const prepayIdOf = (payment: Pick<SandboxPayment, 'id'>) => `wx${payment.id}`;

export const findPaymentByPrepayId = (db: Db, prepayId: string) => (prepayId.startsWith('wx') ? findPayment(db, prepayId.slice(2)) : Promise.resolve(undefined));

/** Takes the payment once: true only for the call that moved it from pending to paid. */
export async function markPaid(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_wxpay_payment')
    // A JSAPI payment already names its payer; a scanned one learns it now.
    .set((eb) => ({ status: 'paid', transaction_id: newTransactionId(now), payer_openid: eb.fn.coalesce('payer_openid', eb.val(newPayerOpenid())), paid_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markNotified(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sandbox_wxpay_payment').set({ notified_at: now }).where('id', '=', id).execute();
}
