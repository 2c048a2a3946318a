import type { Kysely } from 'kysely';

/** Issue 20: an order may buy a pack of paid uses for one tool's scene instead of a membership card. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pay_order').addColumn('scene', 'text').execute();
  await db.schema.alterTable('pay_order').addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pay_order').dropColumn('uses').execute();
  await db.schema.alterTable('pay_order').dropColumn('scene').execute();
}
