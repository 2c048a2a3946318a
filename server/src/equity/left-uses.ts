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
