import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb, migrate } from './index';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('migrations on PostgreSQL beside other schemas coming and going', () => {
  it('migrates a schema of its own while other tests drop theirs', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // Another test's life, over and over: a schema with a serial column, created and dropped.
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = `churn_${crypto.randomBytes(5).toString('hex')}`;
        await admin.query(`create schema ${other}; create table ${other}.t (id serial primary key, a int, b int, c int)`);
        await admin.query(`drop schema ${other} cascade`);
      }
    })();
    const schemas = Array.from({ length: 4 }, () => `t_${crypto.randomBytes(6).toString('hex')}`);
    try {
      for (const schema of schemas) {
        await admin.query(`create schema ${schema}`);
        const db = createDb({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl, databaseSchema: schema });
        try {
          await migrate(db, { schema });
          // Migrated, and a second run finds nothing left to do.
          await migrate(db, { schema });
          const { rows } = await admin.query(`select count(*)::int as n from information_schema.tables where table_schema = $1`, [schema]);
          expect(rows[0].n).toBeGreaterThan(10);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      churning = false;
      await churn;
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  }, 120_000);
});
