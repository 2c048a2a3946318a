import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type DatabaseIntrospector, type Migration, type TableMetadata } from 'kysely';
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
    db: options.schema ? lookingOnlyAt(db, options.schema) : db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * The database as the migrator sees it, its tables looked up in `schema` only. Kysely's own
 * look-up reads every schema's columns (and their sequences): beside tests that drop their
 * schemas as they finish, that read failed now and then with "schema t_… does not exist" — the
 * other test's schema, gone between the catalog read and the sequence look-up.
 */
function lookingOnlyAt(db: Db, schema: string): Db {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((row): TableMetadata => ({ name: row.name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  // Everything else is the database itself (its methods bound to it: Kysely keeps private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
