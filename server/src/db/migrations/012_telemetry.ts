import type { Kysely } from 'kysely';
import { withId } from '../portable';

/** Issue 20: the pages' telemetry events (db/tables/telemetry.ts), kept for the ops page's charts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('telemetry_event'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('toolid', 'integer')
    .addColumn('page_module', 'text', (c) => c.notNull())
    .addColumn('act_module', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('metric', 'text')
    .addColumn('value', 'real')
    .addColumn('source', 'text')
    .addColumn('message', 'text')
    .addColumn('is_pc', 'integer', (c) => c.notNull())
    .addColumn('sysid', 'text', (c) => c.notNull())
    .addColumn('callfrom', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('qua2', 'text', (c) => c.notNull())
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('qimei36', 'text', (c) => c.notNull())
    .addColumn('aid', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('telemetry_event_day_page').on('telemetry_event').columns(['day', 'page']).execute();
  await db.schema.createIndex('telemetry_event_created_at').on('telemetry_event').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_event').execute();
}
