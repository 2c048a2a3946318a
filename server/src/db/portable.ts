import { SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Adds an auto-incrementing integer `id` primary key the way each engine spells it. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c) => c.primaryKey());
}

/** A row broke a unique index or key: PostgreSQL's SQLSTATE 23505 (primary keys too), SQLite's extended code. */
export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
