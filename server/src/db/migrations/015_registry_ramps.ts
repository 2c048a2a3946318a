import type { Kysely } from 'kysely';

/**
 * Issue 22: scheduled ramps. One row per environment and remote — its latest ramp, running or
 * ended; a new ramp replaces an ended one. `step` is the index in `steps` (JSON int[]) visitors
 * are on; a process advances it only by an update conditional on the step it read, so two
 * processes never take the same step twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_ramp')
    .addColumn('env', 'text', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('hold_ms', 'bigint', (c) => c.notNull())
    .addColumn('next_at', 'bigint')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('held_since', 'bigint')
    .addColumn('gate', 'text')
    .addColumn('ended', 'text')
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('registry_ramp_pk', ['env', 'remote'])
    .execute();
  await db.schema.createIndex('registry_ramp_due').on('registry_ramp').columns(['state', 'next_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_ramp').execute();
}
