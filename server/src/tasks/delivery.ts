/**
 * A metered task is charged when its result reaches its owner, not when the engine finishes
 * (issue 15, W1). A run that finished after the visitor saw a failure — a crashed server that
 * retried the task after its restart, a page that gave up waiting — is never delivered, so it
 * is never charged; pressing again makes a new task whose result is delivered and charged
 * once. The charge is keyed by the task (`task:<id>` in the ledger), so reading a result
 * again, from any process, never charges twice.
 */
import { taskReason } from '@toolhub/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ReadCache } from '../read-cache';
import { chargeSucceededTask, usedUpFailure, type QuotaRules } from './charging';
import type { TaskStorage } from './outcomes';
import { findTask, type ResultObject, type TaskRow } from './task-rows';

export interface DeliveryDeps {
  db: Db;
  /** Told of the use charged (equity/quota-reads.ts). */
  readCache: ReadCache;
  clock: Clock;
  storage: Pick<TaskStorage, 'store'>;
  rules: QuotaRules;
}

/** True while the task holds a result its owner has not paid for yet. */
const awaitsCharge = (task: TaskRow) => task.state === 'done' && task.metered === 1 && task.charge_source === null;

/**
 * The task as its owner may now receive it: charged once if it is a metered result, or failed
 * with "used up" (its files deleted) when no use was left by the time it was delivered.
 */
export async function deliver(deps: DeliveryDeps, task: TaskRow, receiver: { network?: string }): Promise<TaskRow> {
  if (!awaitsCharge(task)) return task;
  const charge = await chargeSucceededTask(deps.db, task, deps.clock(), { network: receiver.network, rules: deps.rules, readCache: deps.readCache });
  if (charge.charged) {
    await deps.db
      .updateTable('tool_task')
      .set({ charge_source: charge.source })
      .where('task_id', '=', task.task_id)
      .where('charge_source', 'is', null)
      .execute();
    return { ...task, charge_source: charge.source };
  }
  const failure = await usedUpFailure(deps.db, task);
  const withheld = await deps.db
    .updateTable('tool_task')
    .set({ state: 'failed', error_code: failure.code, reason: taskReason(failure.detail), result: null, result_objects: null })
    .where('task_id', '=', task.task_id)
    .where('state', '=', 'done')
    .where('charge_source', 'is', null)
    .executeTakeFirst();
  if (Number(withheld.numUpdatedRows) > 0) {
    // The visitor did not pay for them: the files go now rather than at the sweep.
    const objects = JSON.parse(task.result_objects ?? '[]') as ResultObject[];
    await Promise.all(objects.map((object) => deps.storage.store.delete(object.cos_name).catch(() => undefined)));
  }
  return (await findTask(deps.db, task.task_id)) ?? task;
}
