import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tool_task')
    .addColumn('task_id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('qbid', 'text')
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('tool_id', 'integer', (c) => c.notNull())
    .addColumn('req_type', 'integer', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('metered', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('input_objects', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('result_objects', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('reason', 'text')
    .addColumn('charge_source', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worker', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('timeout_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    // A retried create with the same key finds its task (several NULL keys are allowed).
    .addUniqueConstraint('tool_task_idempotency', ['owner', 'idempotency_key'])
    .execute();
  // The reaper looks for running tasks whose lease ran out, and queued ones to hand out again.
  await db.schema.createIndex('tool_task_state_lease').on('tool_task').columns(['state', 'lease_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tool_task').execute();
}
