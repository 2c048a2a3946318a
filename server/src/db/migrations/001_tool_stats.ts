import type { Kysely } from 'kysely';
import { withId } from '../portable';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tool_stats')
    .addColumn('toolid', 'integer', (c) => c.primaryKey())
    .addColumn('pv', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('tool_pv_log'))
    .addColumn('toolid', 'integer', (c) => c.notNull())
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tool_pv_log_guid').on('tool_pv_log').column('guid').execute();
  await db.schema
    .createTable('hub_counter')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('usage_report'))
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('tool_url', 'text', (c) => c.notNull())
    .addColumn('tool_name', 'text', (c) => c.notNull())
    .addColumn('tab_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['usage_report', 'hub_counter', 'tool_pv_log', 'tool_stats']) {
    await db.schema.dropTable(table).execute();
  }
}
