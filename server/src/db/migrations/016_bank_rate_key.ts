import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * One row per bank, category and term, as `lpr` has one per date and `city_rate_policy` one per
 * city. The finance import (finance/import.ts) updates the row a key names and adds one only
 * when none is stored; two imports applied at once on PostgreSQL could each read that a key was
 * missing and each add it, and the bank's page then listed the term twice. A key already
 * doubled keeps its last written row (the highest id). The key's unique index begins with
 * bank_code, so it also serves the look-ups the index on bank_code alone served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<Database>;
  await typed
    .deleteFrom('bank_rate')
    .where('id', 'not in', (eb) => eb.selectFrom('bank_rate').select((inner) => inner.fn.max('id').as('id')).groupBy(['bank_code', 'category', 'term']))
    .execute();
  await db.schema.dropIndex('bank_rate_bank_code').execute();
  await db.schema.createIndex('bank_rate_key').on('bank_rate').columns(['bank_code', 'category', 'term']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bank_rate_key').execute();
  await db.schema.createIndex('bank_rate_bank_code').on('bank_rate').column('bank_code').execute();
}
