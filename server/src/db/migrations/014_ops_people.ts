import type { Kysely } from 'kysely';

/**
 * Issue 22: ops people with their own password and role, and tool teams with a publish token
 * for the remotes they own. Only hashes are stored: a password's scrypt (with its own salt),
 * a token's sha256. A session now says which person it is for (null: the bootstrap admin token),
 * so the person's current role applies and removing them ends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ops_person')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ops_team')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text')
    .addColumn('token_hint', 'text')
    .addColumn('token_created_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_team_token').unique().on('ops_team').column('token_hash').execute();
  // The remote is the key: a remote belongs to one team at most.
  await db.schema
    .createTable('ops_team_remote')
    .addColumn('remote', 'text', (c) => c.primaryKey())
    .addColumn('team', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_team_remote_team').on('ops_team_remote').column('team').execute();
  await db.schema.alterTable('admin_session').addColumn('person', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_session').dropColumn('person').execute();
  await db.schema.dropTable('ops_team_remote').execute();
  await db.schema.dropTable('ops_team').execute();
  await db.schema.dropTable('ops_person').execute();
}
