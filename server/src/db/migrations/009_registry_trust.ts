import type { Kysely } from 'kysely';

/**
 * Issue 15 (B4, W3): load reports count only from devices a version was served to, weighed by
 * client network, and an automatic rollback keeps its evidence; a version keeps the sha256 of
 * each of its files so that only the published bytes are served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Written when a page (or /api/remotes) names the version to this device; a report only
  // updates such a row, so posting can never make a device count.
  await db.schema.alterTable('remote_load').addColumn('served_at', 'bigint').execute();
  // The client network (IPv4 /24, IPv6 /64) the device was last seen on.
  await db.schema.alterTable('remote_load').addColumn('network', 'text').execute();
  await db.schema.createIndex('remote_load_recent').on('remote_load').columns(['env', 'remote', 'version', 'last_failed_at']).execute();
  // JSON of the figures and devices an automatic rollback was decided on.
  await db.schema.alterTable('registry_audit').addColumn('evidence', 'text').execute();
  // JSON { path: sha256 hex } of every file; null for versions published before this migration.
  await db.schema.alterTable('registry_version').addColumn('file_hashes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registry_version').dropColumn('file_hashes').execute();
  await db.schema.alterTable('registry_audit').dropColumn('evidence').execute();
  await db.schema.dropIndex('remote_load_recent').execute();
  await db.schema.alterTable('remote_load').dropColumn('network').execute();
  await db.schema.alterTable('remote_load').dropColumn('served_at').execute();
}
