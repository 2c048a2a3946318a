import type { Kysely } from 'kysely';

/**
 * Issue 15 (W9): the ops page signs in once and keeps an HttpOnly cookie session instead of the
 * admin token. A row per session, keyed by the sha256 of its random id (the id itself is only in
 * the ops person's cookie); a sign-out deletes the row, an expired one is refused and swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_session')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_session_expiry').on('admin_session').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_session').execute();
}
