/**
 * What a user holds: membership cards and paid uses. Pay grants them (inside its fulfilment
 * transaction), quota and the equity calls read them. Each grant is one statement, so two
 * grants at once on any number of server processes both count.
 */
import { ENQUITY_TYPE } from '@toolhub/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db';

/** The database or a transaction of it: grants and reads join the caller's transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type EquityLevel = 'none' | 'base' | 'extra';

const DAY_SECONDS = 24 * 3600;

/** Extends (or starts) a card by `days`: from its end when still running, from now otherwise. */
export async function grantEquity(
  db: Executor,
  grant: { qbid: string; enquityType: number; days: number; autoRenew: boolean; now: number },
): Promise<void> {
  const nowSeconds = Math.floor(grant.now / 1000);
  const add = grant.days * DAY_SECONDS;
  await db
    .insertInto('equity')
    .values({
      qbid: grant.qbid,
      enquity_type: grant.enquityType,
      end_time: nowSeconds + add,
      auto_renew: grant.autoRenew ? 1 : 0,
      updated_at: grant.now,
    })
    .onConflict((oc) =>
      oc.columns(['qbid', 'enquity_type']).doUpdateSet({
        end_time: sql`case when equity.end_time > ${nowSeconds} then equity.end_time + ${add} else ${nowSeconds + add} end`,
        auto_renew: grant.autoRenew ? 1 : sql`equity.auto_renew`,
        updated_at: grant.now,
      }),
    )
    .execute();
}

/** Adds paid uses to a user's balance for a scene. */
export async function grantPaidUses(db: Executor, grant: { qbid: string; scene: string; uses: number; now: number }): Promise<void> {
  await db
    .insertInto('paid_balance')
    .values({ qbid: grant.qbid, scene: grant.scene, left_count: grant.uses, updated_at: grant.now })
    .onConflict((oc) =>
      oc.columns(['qbid', 'scene']).doUpdateSet({
        left_count: sql`paid_balance.left_count + ${grant.uses}`,
        updated_at: grant.now,
      }),
    )
    .execute();
}

/** A card as the wire spells it. */
export interface HeldCard {
  enquity_type: number;
  /** Epoch seconds. */
  end_time: number;
  auto_renew: number;
}

/** Every card a user was granted, ended or not (one per type): what the cached reads keep (quota-reads.ts). */
export async function cardsOf(db: Executor, qbid: string): Promise<HeldCard[]> {
  return db.selectFrom('equity').select(['enquity_type', 'end_time', 'auto_renew']).where('qbid', '=', qbid).orderBy('enquity_type').execute();
}

/** The cards that have not ended at `now`. */
export const runningAt = (cards: readonly HeldCard[], now: number): HeldCard[] => cards.filter((card) => card.end_time > Math.floor(now / 1000));

/** The cards a user holds that have not ended. */
export async function activeCards(db: Executor, qbid: string, now: number): Promise<HeldCard[]> {
  return runningAt(await cardsOf(db, qbid), now);
}

/** True while the account holds a VIP or SVIP card: its uses consume nothing. */
export const hasEquity = async (db: Executor, qbid: string, now: number) => (await equityLevel(db, qbid, now)) !== 'none';

/** The strongest level held now: SVIP over VIP. */
export async function equityLevel(db: Executor, qbid: string, now: number): Promise<EquityLevel> {
  const cards = await activeCards(db, qbid, now);
  if (cards.some((card) => card.enquity_type === ENQUITY_TYPE.EXTRA)) return 'extra';
  return cards.length ? 'base' : 'none';
}
