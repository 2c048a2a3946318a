import { sql, type Kysely } from 'kysely';
import { withId } from '../portable';
import type { Database } from '../schema';
import { DEFAULT_FREE_USES, DEFAULT_QUOTA_SCENE } from '../../equity/quota-defaults';

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
    .addColumn('consumed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('paid_balance_pk', ['qbid', 'scene'])
    .execute();
  await db.schema
    .createTable('scene_quota')
    .addColumn('scene', 'text', (c) => c.primaryKey())
    .addColumn('anonymous_free', 'integer', (c) => c.notNull().check(sql`anonymous_free >= 0`))
    .addColumn('logged_in_free', 'integer', (c) => c.notNull().check(sql`logged_in_free >= 0`))
    .execute();
  await db.schema
    .createTable('quota_usage')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_usage_pk', ['subject', 'scene', 'day'])
    .execute();
  await withId(db, db.schema.createTable('consume_ledger'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('left_time', 'integer', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('consume_ledger_subject_key', ['subject', 'request_key'])
    .execute();
  await db.schema
    .createTable('tool_rating')
    .addColumn('toolid', 'integer', (c) => c.notNull())
    .addColumn('qbid', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tool_rating_pk', ['toolid', 'qbid'])
    .execute();

  await (db as Kysely<Database>).insertInto('scene_quota').values({ scene: DEFAULT_QUOTA_SCENE, ...DEFAULT_FREE_USES }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tool_rating', 'consume_ledger', 'quota_usage', 'scene_quota', 'paid_balance', 'equity']) {
    await db.schema.dropTable(table).execute();
  }
}
