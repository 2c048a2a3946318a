import { sql, type Kysely } from 'kysely';

/** A balance never goes below zero, whatever a query does. */
const sqlNonNegative = sql`left_count >= 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('equity')
    .addColumn('qbid', 'text', (c) => c.notNull())
    .addColumn('enquity_type', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('auto_renew', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('equity_pk', ['qbid', 'enquity_type'])
    .execute();
  await db.schema
    .createTable('paid_balance')
    .addColumn('qbid', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('left_count', 'integer', (c) => c.notNull().check(sqlNonNegative))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('paid_balance_pk', ['qbid', 'scene'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['paid_balance', 'equity']) await db.schema.dropTable(table).execute();
}
