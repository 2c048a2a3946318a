import { shanghaiDay } from '../clock';
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
}

/**
 * The quota of a scene today for a subject (`u:<qbid>` with its qbid when logged in, `g:<guid>`
 * otherwise): the free uses a day of its kind, on the Shanghai day of `now`.
 */
export async function sceneDayOf(db: Executor, visitor: { subject: string; qbid?: string }, scene: string, now: number): Promise<SceneDay> {
  const freePerDay = await freeUsesPerDay(db, scene, visitor.qbid !== undefined);
  return { subject: visitor.subject, qbid: visitor.qbid, scene, day: shanghaiDay(now), freePerDay };
}

export interface LeftUses {
  /** Free left today plus paid left: what the tip bar counts down. */
  leftTime: number;
  /** True while a paid pack has uses left. */
  isPaid: boolean;
}

export async function leftUses(db: Executor, quota: SceneDay): Promise<LeftUses> {
  const usage = await db
    .selectFrom('quota_usage')
    .select('used')
    .where('subject', '=', quota.subject)
    .where('scene', '=', quota.scene)
    .where('day', '=', quota.day)
    .executeTakeFirst();
  const paid = quota.qbid
    ? await db
        .selectFrom('paid_balance')
        .select('left_count')
        .where('qbid', '=', quota.qbid)
        .where('scene', '=', quota.scene)
        .executeTakeFirst()
    : undefined;
  const freeLeft = Math.max(0, quota.freePerDay - (usage?.used ?? 0));
  const paidLeft = paid?.left_count ?? 0;
  return { leftTime: freeLeft + paidLeft, isPaid: paidLeft > 0 };
}
