import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type { Database };

/** SQLite in DATA_DIR by default (WAL), PostgreSQL when DATABASE_URL is set. */
export function createDb(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>): Db {
  if (config.databaseUrl) {
    // bigint columns hold epoch milliseconds: read them back as numbers.
    pg.types.setTypeParser(20, (value) => Number(value));
    pg.types.setTypeParser(1700, (value) => Number(value));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({
          connectionString: config.databaseUrl,
          max: 10,
          // Tests isolate themselves in a schema of their own.
          ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
        }) }),
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'toolhub.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Runs every migration not yet applied; called at start-up. `schema` names the PostgreSQL
 * schema that holds the migration bookkeeping when it is not the default one (tests), so
 * Kysely does not mistake another schema's tables for this one's.
 */
export async function migrate(db: Db, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
