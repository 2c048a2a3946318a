import type { Kysely } from 'kysely';
import { BANK_RATE_ROWS, BANK_ROWS } from '../../finance/seed/banks';
import { CITY_RATE_ROWS } from '../../finance/seed/cities';
import { LPR_ROWS } from '../../finance/seed/lpr';
import { withId } from '../portable';
import type { Database } from '../schema';

/** Finance tables and their seed of public figures (see `finance/seed/` for sources). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('bank_rate'))
    .addColumn('bank_code', 'text', (c) => c.notNull().references('bank.code'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('term_label', 'text', (c) => c.notNull())
    .addColumn('rate', 'real', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_rate_bank_code').on('bank_rate').column('bank_code').execute();
  await withId(db, db.schema.createTable('city_rate_policy'))
    .addColumn('city', 'text', (c) => c.notNull().unique())
    .addColumn('city_en', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('first_home_rate', 'real')
    .addColumn('second_home_rate', 'real')
    .addColumn('first_home_down_payment', 'real')
    .addColumn('second_home_down_payment', 'real')
    .addColumn('provident_first_rate', 'real')
    .addColumn('provident_second_rate', 'real')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('lpr')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('lpr_1y', 'real', (c) => c.notNull())
    .addColumn('lpr_5y', 'real', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();

  const typed = db as Kysely<Database>;
  await typed.insertInto('bank').values(BANK_ROWS).execute();
  await typed.insertInto('bank_rate').values(BANK_RATE_ROWS).execute();
  await typed.insertInto('city_rate_policy').values(CITY_RATE_ROWS).execute();
  await typed.insertInto('lpr').values(LPR_ROWS).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lpr', 'city_rate_policy', 'bank_rate', 'bank']) {
    await db.schema.dropTable(table).execute();
  }
}
