import { SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Adds an auto-incrementing integer `id` primary key the way each engine spells it. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c) => c.primaryKey());
}
