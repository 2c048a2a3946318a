import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pay_order')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('qbid', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('enquity_type', 'integer', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('coupon', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Unique (several NULLs allowed on both engines): one payment can never pay two orders.
    .addColumn('transaction_id', 'text', (c) => c.unique())
    .addColumn('code_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_order_qbid').on('pay_order').column('qbid').execute();

  await db.schema
    .createTable('sandbox_wxpay_payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mchid', 'text', (c) => c.notNull())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.unique())
    .addColumn('payer_openid', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('notified_at', 'bigint')
    // A merchant's out_trade_no names one payment, as with the real provider.
    .addUniqueConstraint('sandbox_wxpay_payment_trade', ['mchid', 'out_trade_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_wxpay_payment', 'pay_order']) await db.schema.dropTable(table).execute();
}
