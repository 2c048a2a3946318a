/**
 * The "helped N people" counter (spec §1) counts people who received what a tool made: a task's
 * result delivered to its owner, or a use of a tool taken (issue 15, W5). It used to count the
 * devices that opened a page, which any script inflates by dropping its device cookie before
 * each page view; a delivered result costs a real run of an engine and the visitor's quota
 * (bounded per client network for anonymous visitors), and each person counts once.
 */
import { sql } from 'kysely';
import type { Db } from '../db';

/** `u:<qbid>` or `g:<guid>`: an account, or a device that was not logged in. */
export async function recordHelped(db: Db, subject: string, now: number): Promise<void> {
  await db
    .insertInto('helped_person')
    .values({ subject, first_helped_at: now })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
}

export async function helpedCount(db: Db): Promise<number> {
  const row = await db.selectFrom('helped_person').select(sql<number>`count(*)`.as('people')).executeTakeFirst();
  return Number(row?.people ?? 0);
}
