import type { Kysely } from 'kysely';
import { withId } from '../portable';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_remote')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('registry_version')
    .addColumn('remote', 'text', (c) => c.notNull().references('registry_remote.name'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('catalog', 'text', (c) => c.notNull())
    .addColumn('shared', 'text', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    // Versions are immutable: a second publish of one is refused by this key.
    .addPrimaryKeyConstraint('registry_version_pk', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('registry_env')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('shell_shared', 'text')
    .addColumn('shell_seen_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('registry_release')
    .addColumn('env', 'text', (c) => c.notNull().references('registry_env.name'))
    .addColumn('remote', 'text', (c) => c.notNull().references('registry_remote.name'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('stable', 'text')
    .addColumn('canary', 'text')
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('allow', 'text', (c) => c.notNull())
    .addColumn('history', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('registry_release_pk', ['env', 'remote'])
    .execute();
  await withId(db, db.schema.createTable('registry_audit'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('env', 'text')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('registry_audit_remote').on('registry_audit').columns(['remote', 'id']).execute();
  // One row per visitor and version: its latest good and failed load, so a visitor counts once.
  await db.schema
    .createTable('remote_load')
    .addColumn('env', 'text', (c) => c.notNull())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('last_ok_at', 'bigint')
    .addColumn('last_failed_at', 'bigint')
    .addColumn('phase', 'text')
    .addColumn('message', 'text')
    .addPrimaryKeyConstraint('remote_load_pk', ['env', 'remote', 'version', 'guid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['remote_load', 'registry_audit', 'registry_release', 'registry_env', 'registry_version', 'registry_remote']) {
    await db.schema.dropTable(table).execute();
  }
}
