/**
 * Ratings (spec §4 "Rating", §5): one per user per tool, kept by the server so that clearing
 * local storage or logging in elsewhere cannot vote twice.
 */
import { ALREADY_RATED, ERROR_CODES } from '@toolhub/contracts';
import { sql } from 'kysely';
import type { Db } from '../db';
import { ApiError } from '../http/errors';

/**
 * Records the user's rating and adds it to the tool's sum in one transaction. The rating row
 * goes first, keyed by (toolid, qbid): a second vote finds it taken, even one sent at the same
 * moment from another session, and changes nothing.
 */
export async function rateTool(db: Db, rating: { toolid: number; qbid: string; score: number; now: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('tool_rating')
      .values({ toolid: rating.toolid, qbid: rating.qbid, score: rating.score, created_at: rating.now })
      .onConflict((oc) => oc.columns(['toolid', 'qbid']).doNothing())
      .executeTakeFirst();
    if (!Number(claimed.numInsertedOrUpdatedRows ?? 0)) throw new ApiError(409, ERROR_CODES.BAD_REQUEST, ALREADY_RATED);
    await trx
      .insertInto('tool_stats')
      .values({ toolid: rating.toolid, pv: 0, score_sum: rating.score, score_count: 1 })
      .onConflict((oc) =>
        oc.column('toolid').doUpdateSet({
          score_sum: sql`tool_stats.score_sum + ${rating.score}`,
          score_count: sql`tool_stats.score_count + 1`,
        }),
      )
      .execute();
  });
}

/** The score a user gave a tool, if they rated it. */
export async function ownScore(db: Db, toolid: number, qbid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('tool_rating')
    .select('score')
    .where('toolid', '=', toolid)
    .where('qbid', '=', qbid)
    .executeTakeFirst();
  return row?.score;
}
