/**
 * Charging of tasks (spec §4 "Charging flow"), on the same books as /api/consumeCount:
 *  - before a task is accepted: a needCharge tool needs a login (1101); a metered handler
 *    needs a use left or equity (2), checked without taking anything;
 *  - when a metered task's result reaches its owner (delivery.ts): one use, named
 *    `task:<task_id>` in the ledger, so a retried create, a retried run or a second read of
 *    the result never takes a second one. Members take nothing.
 */
import { ERROR_CODES, ERROR_MESSAGES } from '@toolhub/contracts';
import type { LoggedInUser } from '../auth/login';
import type { Config } from '../config';
import type { Db } from '../db';
import { chargeOneUse, recordedUse, usedUpError } from '../equity/consume';
import { leftUses, sceneDayOf } from '../equity/left-uses';
import { hasEquity } from '../equity/membership';
import { ApiError } from '../http/errors';
import type { ReadCache } from '../read-cache';
import type { Failure } from './outcomes';
import type { TaskRow } from './task-rows';
import type { TaskTool } from './task-tool';

/** Whose quota a task spends: the account when logged in, the device (and its network) otherwise. */
export interface TaskPayer {
  owner: string;
  qbid: string | null;
  /** The client network of an anonymous payer, as the request that asks or receives shows it. */
  network?: string;
}

export const chargeKeyOf = (taskId: string) => `task:${taskId}`;

/** A tool that needs charging needs a login (spec §4 "Charging flow"): 1101 before anything is written. */
export function requireLoginWhenCharged(tool: Pick<TaskTool, 'needCharge'>, user: LoggedInUser | undefined): void {
  if (!user && tool.needCharge) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
}

/** The quota rules that come from configuration. */
export type QuotaRules = Pick<Config, 'anonymousFreePerNetwork'>;

const sceneDayOfPayer = (db: Db, payer: TaskPayer, scene: string, now: number, rules: QuotaRules) =>
  sceneDayOf(db, { subject: payer.owner, qbid: payer.qbid ?? undefined, network: payer.network }, scene, now, rules.anonymousFreePerNetwork);

const isMember = async (db: Db, payer: Pick<TaskPayer, 'qbid'>, now: number) => payer.qbid !== null && (await hasEquity(db, payer.qbid, now));

/**
 * Refuses a metered task up front when nothing is left to pay for it: 403 "2,…" as
 * /api/consumeCount answers, or "1101,…" to an anonymous visitor whom a login would give uses.
 */
export async function requireUseLeft(db: Db, payer: TaskPayer, scene: string, now: number, rules: QuotaRules): Promise<void> {
  if (await isMember(db, payer, now)) return;
  const quota = await sceneDayOfPayer(db, payer, scene, now, rules);
  if ((await leftUses(db, quota)).leftTime <= 0) throw await usedUpError(db, quota);
}

export type ChargeOutcome = { charged: true; source: string } | { charged: false };

/** Charges a succeeded metered task once; `charged: false` when no use was left by then. */
export async function chargeSucceededTask(
  db: Db,
  task: Pick<TaskRow, 'task_id' | 'owner' | 'qbid' | 'scene'>,
  now: number,
  { network, rules, readCache }: { network?: string; rules: QuotaRules; readCache: ReadCache },
): Promise<ChargeOutcome> {
  const requestKey = chargeKeyOf(task.task_id);
  // Charged already: an earlier delivery, perhaps on another process, that died before saying so.
  const earlier = await recordedUse(db, task.owner, requestKey);
  if (earlier) return { charged: true, source: earlier.source };
  if (await isMember(db, task, now)) return { charged: true, source: 'equity' };
  try {
    const use = await chargeOneUse(db, readCache, { ...(await sceneDayOfPayer(db, { ...task, network }, task.scene, now, rules)), requestKey, now });
    return { charged: true, source: use.source };
  } catch (error) {
    if (error instanceof ApiError && (error.code === ERROR_CODES.QUOTA_USED_UP || error.code === ERROR_CODES.LOGIN_REQUIRED)) return { charged: false };
    throw error;
  }
}

/** The failure a task's owner reads when its result is withheld for want of a use. */
export async function usedUpFailure(db: Db, task: Pick<TaskRow, 'qbid' | 'scene'>): Promise<Failure> {
  const error = await usedUpError(db, { qbid: task.qbid ?? undefined, scene: task.scene });
  return { code: error.code, detail: ERROR_MESSAGES[error.code]['zh-CN'] };
}
