/**
 * Charging of tasks (spec §4 "Charging flow"), on the same books as /api/consumeCount:
 *  - before a task is accepted: a needCharge tool needs a login (1101); a metered handler
 *    needs a use left or equity (2), checked without taking anything;
 *  - when a metered task succeeds: one use, named `task:<task_id>` in the ledger, so a
 *    retried create, a retried run or a reaper finishing the task never takes a second one.
 *    Members take nothing.
 */
import { ERROR_CODES, type HubTool } from '@toolhub/contracts';
import type { LoggedInUser } from '../auth/login';
import type { Db } from '../db';
import { chargeOneUse, recordedUse } from '../equity/consume';
import { leftUses, sceneDayOf } from '../equity/left-uses';
import { hasEquity } from '../equity/membership';
import { ApiError } from '../http/errors';
import type { TaskRow } from './task-rows';

/** Whose quota a task spends: the account when logged in, the device otherwise. */
export interface TaskPayer {
  owner: string;
  qbid: string | null;
}

export const chargeKeyOf = (taskId: string) => `task:${taskId}`;

/** The catalog's tools a request names, by its scene or its tool id. */
export const catalogToolsOf = (tools: HubTool[], scene: string, toolId: number) =>
  tools.filter((tool) => (scene !== '' && tool.scene === scene) || tool.toolid === toolId);

export function requireLoginWhenCharged(tools: HubTool[], user: LoggedInUser | undefined): void {
  if (!user && tools.some((tool) => tool.needCharge)) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
}

const sceneDayOfPayer = (db: Db, payer: TaskPayer, scene: string, now: number) =>
  sceneDayOf(db, { subject: payer.owner, qbid: payer.qbid ?? undefined }, scene, now);

const isMember = async (db: Db, payer: TaskPayer, now: number) => payer.qbid !== null && (await hasEquity(db, payer.qbid, now));

/** Refuses a metered task up front when nothing is left to pay for it (the same 403 "2,…" as /api/consumeCount). */
export async function requireUseLeft(db: Db, payer: TaskPayer, scene: string, now: number): Promise<void> {
  if (await isMember(db, payer, now)) return;
  const left = await leftUses(db, await sceneDayOfPayer(db, payer, scene, now));
  if (left.leftTime <= 0) throw new ApiError(403, ERROR_CODES.QUOTA_USED_UP);
}

export type ChargeOutcome = { charged: true; source: string } | { charged: false };

/** Charges a succeeded metered task once; `charged: false` when no use was left by then. */
export async function chargeSucceededTask(db: Db, task: Pick<TaskRow, 'task_id' | 'owner' | 'qbid' | 'scene'>, now: number): Promise<ChargeOutcome> {
  const requestKey = chargeKeyOf(task.task_id);
  // An earlier run of this task was charged already (it died before it could say so).
  const earlier = await recordedUse(db, task.owner, requestKey);
  if (earlier) return { charged: true, source: earlier.source };
  if (await isMember(db, task, now)) return { charged: true, source: 'equity' };
  try {
    const use = await chargeOneUse(db, { ...(await sceneDayOfPayer(db, task, task.scene, now)), requestKey, now });
    return { charged: true, source: use.source };
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.QUOTA_USED_UP) return { charged: false };
    throw error;
  }
}
