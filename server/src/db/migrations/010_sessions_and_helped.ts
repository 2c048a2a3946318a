import type { Kysely } from 'kysely';

/**
 * Issue 15 (W4, W5): a login replaces only the session the browser showed when it started
 * (by its token's hash), never every session of a device id that anyone can read off a page;
 * and the "helped N people" counter counts people who received a result, once each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // sha256 of the `token` cookie the browser sent to /login/<provider> (same-site, so the
  // Strict cookie comes along); null when it was not logged in.
  await db.schema.alterTable('login_state').addColumn('replaces_token_hash', 'text').execute();
  await db.schema
    .createTable('helped_person')
    // `u:<qbid>` for an account, `g:<guid>` for a device that was not logged in.
    .addColumn('subject', 'text', (col) => col.primaryKey())
    .addColumn('first_helped_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('helped_person').execute();
  await db.schema.alterTable('login_state').dropColumn('replaces_token_hash').execute();
}
