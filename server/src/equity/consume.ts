/**
 * Charging one use exactly once (spec §4 "Charging flow"). In one transaction: claim the
 * request's key in the ledger (unique per subject), then take a free use with a conditional
 * upsert of the day's usage, or else a paid use with a conditional decrement. Each of those is
 * one statement whose condition the database checks against the row it locks, so parallel
 * requests on any number of processes never take more than is left; when nothing is left the
 * transaction rolls back and leaves no trace. Then the cached reads of those uses are told
 * (quota-reads.ts), before the caller answers, so the next read of the tip bar counts this use.
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@toolhub/contracts';
import { sql } from 'kysely';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import type { ReadCache } from '../read-cache';
import { usesTopics } from './cache-topics';
import { freeUsesPerDay } from './free-quota';
import { leftUses, type LeftUses, type SceneDay } from './left-uses';
import type { Executor } from './membership';

export type ChargedSource = 'free' | 'paid';

export interface ChargedUse extends LeftUses {
  source: ChargedSource;
}

export interface UseRequest extends SceneDay {
  /** The caller's name for this use; without one every request is a use of its own. */
  requestKey?: string;
  now: number;
}

/** Thrown inside the transaction so that the claimed ledger row goes too. */
class NothingLeft extends Error {}

export async function chargeOneUse(db: Db, cache: ReadCache, use: UseRequest): Promise<ChargedUse> {
  const requestKey = use.requestKey ?? `auto:${crypto.randomUUID()}`;
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await claimRequestKey(trx, use, requestKey))) {
        // Another request with this key committed first (it waited on the key's index entry):
        // its outcome is the answer, and nothing is charged again.
        const earlier = await recordedUse(trx, use.subject, requestKey);
        if (!earlier) throw new Error('a claimed request key has no ledger row');
        return earlier;
      }
      const source: ChargedSource | undefined = (await takeFreeUse(trx, use))
        ? 'free'
        : (await takePaidUse(trx, use))
          ? 'paid'
          : undefined;
      if (!source) throw new NothingLeft();
      const left = await leftUses(trx, use);
      await trx
        .updateTable('consume_ledger')
        .set({ source, left_time: left.leftTime, is_paid: left.isPaid ? 1 : 0 })
        .where('subject', '=', use.subject)
        .where('request_key', '=', requestKey)
        .execute();
      return { source, ...left };
    });
  } catch (error) {
    if (error instanceof NothingLeft) throw await usedUpError(db, use);
    throw error;
  } finally {
    // Whatever the outcome: a commit whose answer was lost is a change too.
    await cache.changed(usesTopics(use.scene, use.subject, use.network?.subject));
  }
}

/**
 * What a visitor with no use left is told: a visitor who is not logged in, of a scene that
 * gives accounts free uses, is asked to log in (1101) — "come back tomorrow" (2) would not be
 * true for them; everyone else hears 2.
 */
export async function usedUpError(db: Executor, quota: Pick<SceneDay, 'qbid' | 'scene'>): Promise<ApiError> {
  const loginWouldHelp = quota.qbid === undefined && (await freeUsesPerDay(db, quota.scene, true)) > 0;
  return loginWouldHelp ? new ApiError(403, ERROR_CODES.LOGIN_REQUIRED) : new ApiError(403, ERROR_CODES.QUOTA_USED_UP);
}

/** The outcome a request key already had, when it was charged before. */
export async function recordedUse(db: Executor, subject: string, requestKey: string): Promise<ChargedUse | undefined> {
  const row = await db
    .selectFrom('consume_ledger')
    .select(['source', 'left_time', 'is_paid'])
    .where('subject', '=', subject)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row && { source: row.source as ChargedSource, leftTime: row.left_time, isPaid: row.is_paid === 1 };
}

/** Inserts the ledger row of this use; false when the key is taken (the insert waits for its owner to finish). */
async function claimRequestKey(trx: Executor, use: UseRequest, requestKey: string): Promise<boolean> {
  const result = await trx
    .insertInto('consume_ledger')
    .values({
      subject: use.subject,
      request_key: requestKey,
      scene: use.scene,
      day: use.day,
      // Filled in below, in this same transaction: no one else ever sees 'pending'.
      source: 'pending',
      left_time: 0,
      is_paid: 0,
      created_at: use.now,
    })
    .onConflict((oc) => oc.columns(['subject', 'request_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A free use: the subject's, and for an anonymous visitor also one of their network's (both
 * or neither: a refused network use rolls the device's back with the transaction).
 */
async function takeFreeUse(trx: Executor, use: UseRequest): Promise<boolean> {
  if (!(await takeUsage(trx, use, use.subject, use.freePerDay))) return false;
  if (use.network && !(await takeUsage(trx, use, use.network.subject, use.network.freePerDay))) throw new NothingLeft();
  return true;
}

/** used + 1 only while below the day's limit; the first use of the day inserts the row. */
async function takeUsage(trx: Executor, use: UseRequest, subject: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const result = await trx
    .insertInto('quota_usage')
    .values({ subject, scene: use.scene, day: use.day, used: 1 })
    .onConflict((oc) =>
      oc
        .columns(['subject', 'scene', 'day'])
        .doUpdateSet({ used: sql`quota_usage.used + 1` })
        .where('quota_usage.used', '<', limit),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** left_count - 1 only while above zero. */
async function takePaidUse(trx: Executor, use: UseRequest): Promise<boolean> {
  if (!use.qbid) return false;
  const result = await trx
    .updateTable('paid_balance')
    .set({
      left_count: sql`left_count - 1`,
      consumed_count: sql`consumed_count + 1`,
      updated_at: use.now,
    })
    .where('qbid', '=', use.qbid)
    .where('scene', '=', use.scene)
    .where('left_count', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
