import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test-support';
import { isUniqueViolation } from '../portable';
import * as bankRateKey from './016_bank_rate_key';

/** Migration 016 on a database whose bank_rate already holds a key twice (SQLite, or PostgreSQL when DATABASE_URL is set). */
describe('one bank rate per bank, category and term', () => {
  it("keeps a doubled key's last written row, then refuses a second row for it", async () => {
    const { db, drop } = await createTestDb();
    try {
      // As a database was before 016: the index undone, the key written twice by two imports.
      const migrator = db as unknown as Kysely<unknown>;
      await bankRateKey.down(migrator);
      const row = { bank_code: 'ICBC', category: 'deposit', term: 'fixed_1y', term_label: '整存整取 一年', effective_date: '2099-01-01', source: '测试' };
      await db.insertInto('bank_rate').values({ ...row, rate: 1.1 }).execute();
      await db.insertInto('bank_rate').values({ ...row, rate: 1.2 }).execute();
      const stored = () => db.selectFrom('bank_rate').select('rate').where('bank_code', '=', 'ICBC').where('category', '=', 'deposit').where('term', '=', 'fixed_1y').execute();
      expect((await stored()).length).toBe(3); // the seed's row and the two above

      await bankRateKey.up(migrator);
      expect(await stored()).toEqual([{ rate: 1.2 }]);
      const second = await db.insertInto('bank_rate').values({ ...row, rate: 1.3 }).execute().catch((error: unknown) => error);
      expect(isUniqueViolation(second)).toBe(true);
      expect(await stored()).toEqual([{ rate: 1.2 }]);
      // Other banks' rows of the same term were never the same key.
      expect((await db.selectFrom('bank_rate').select('bank_code').where('term', '=', 'fixed_1y').execute()).length).toBeGreaterThan(1);
    } finally {
      await drop();
    }
  });
});
