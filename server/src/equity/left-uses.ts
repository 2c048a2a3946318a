import { shanghaiDay } from '../clock';
import { networkSubject } from './anonymous-network';
import { freeUsesPerDay } from './free-quota';
import type { Executor } from './membership';

/** One visitor's quota of one scene on one Shanghai day. */
export interface SceneDay {
  subject: string;
  /** Paid packs belong to accounts only. */
  qbid?: string;
  scene: string;
  day: string;
  freePerDay: number;
  /**
   * For a visitor who is not logged in: their client network, whose anonymous free uses of
   * the scene are bounded per day too (see anonymous-network.ts). Absent for accounts.
   */
  network?: { subject: string; freePerDay: number };
}

/** Whose quota it is: the subject, the account's qbid, and an anonymous visitor's client network. */
export interface QuotaSubject {
  subject: string;
  qbid?: string;
  /** The client network of a visitor who is not logged in (`networkOf(request.ip)`). */
  network?: string;
}

/** The quota_usage subject of the client network whose anonymous uses bound a visitor's: none for an account. */
export const boundingNetworkOf = (visitor: QuotaSubject) =>
  visitor.qbid === undefined && visitor.network !== undefined ? networkSubject(visitor.network) : undefined;

/**
 * The quota of a scene today for a subject (`u:<qbid>` with its qbid when logged in, `g:<guid>`
 * otherwise): the free uses a day of its kind, on the Shanghai day of `now`.
 */
export async function sceneDayOf(db: Executor, visitor: QuotaSubject, scene: string, now: number, anonymousPerNetwork: number): Promise<SceneDay> {
  const freePerDay = await freeUsesPerDay(db, scene, visitor.qbid !== undefined);
  const bounding = boundingNetworkOf(visitor);
  const network = bounding === undefined ? undefined : { subject: bounding, freePerDay: anonymousPerNetwork };
  return { subject: visitor.subject, qbid: visitor.qbid, scene, day: shanghaiDay(now), freePerDay, ...(network ? { network } : {}) };
}

export interface LeftUses {
  /** Free left today plus paid left: what the tip bar counts down. */
  leftTime: number;
  /** True while a paid pack has uses left. */
  isPaid: boolean;
}

const usedToday = async (db: Executor, subject: string, quota: SceneDay) =>
  (
    await db
      .selectFrom('quota_usage')
      .select('used')
      .where('subject', '=', subject)
      .where('scene', '=', quota.scene)
      .where('day', '=', quota.day)
      .executeTakeFirst()
  )?.used ?? 0;

export async function leftUses(db: Executor, quota: SceneDay): Promise<LeftUses> {
  const paid = quota.qbid
    ? await db
        .selectFrom('paid_balance')
        .select('left_count')
        .where('qbid', '=', quota.qbid)
        .where('scene', '=', quota.scene)
        .executeTakeFirst()
    : undefined;
  let freeLeft = Math.max(0, quota.freePerDay - Number(await usedToday(db, quota.subject, quota)));
  // An anonymous visitor's free use is also one of their network's: whichever runs out first.
  if (quota.network && freeLeft > 0) freeLeft = Math.min(freeLeft, Math.max(0, quota.network.freePerDay - Number(await usedToday(db, quota.network.subject, quota))));
  const paidLeft = paid?.left_count ?? 0;
  return { leftTime: freeLeft + paidLeft, isPaid: paidLeft > 0 };
}
