/**
 * The `tool_task` rows: the engine's source of truth. Every change of state is one
 * conditional statement, so that any number of processes (server processes with their
 * reapers, BullMQ workers) can race on a task and exactly one of them wins each step:
 *  - a runner claims a created task (created -> running) and holds it by its worker id and
 *    the attempt number; its progress and outcome count only while it still holds it;
 *  - a reaper takes over a task only once its lease ran out.
 */
import type { Db } from '../db';
import type { ToolTaskTable } from '../db/tables/tasks';

export type TaskRow = ToolTaskTable;

/** A runner's hold on a running task: a retry of the task is another attempt, not this one. */
export interface Hold {
  worker: string;
  attempts: number;
}

/** A result file as the row keeps it: the name the visitor sees and the object key. */
export interface ResultObject {
  name: string;
  cos_name: string;
}

/** Inserts a new task; false when the owner already has a task with this idempotency key. */
export async function insertTask(db: Db, row: TaskRow): Promise<boolean> {
  const result = await db
    .insertInto('tool_task')
    .values(row)
    .onConflict((oc) => oc.columns(['owner', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const findTask = (db: Db, taskId: string) => db.selectFrom('tool_task').selectAll().where('task_id', '=', taskId).executeTakeFirst();

export const findByIdempotencyKey = (db: Db, owner: string, key: string) =>
  db.selectFrom('tool_task').selectAll().where('owner', '=', owner).where('idempotency_key', '=', key).executeTakeFirst();

/** created -> running for this worker, when the task is still created and nobody else holds it. */
export async function claimTask(db: Db, taskId: string, worker: string, now: number, leaseMs: number): Promise<TaskRow | undefined> {
  return db
    .updateTable('tool_task')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      worker,
      lease_until: now + leaseMs,
      started_at: now,
      progress: 0,
    }))
    .where('task_id', '=', taskId)
    .where('state', '=', 'created')
    .where((eb) => eb.or([eb('worker', 'is', null), eb('worker', '=', worker)]))
    .returningAll()
    .executeTakeFirst();
}

const held = (db: Db, taskId: string, hold: Hold) =>
  db
    .updateTable('tool_task')
    .where('task_id', '=', taskId)
    .where('state', '=', 'running')
    .where('worker', '=', hold.worker)
    .where('attempts', '=', hold.attempts);

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

export async function saveProgress(db: Db, taskId: string, hold: Hold, progress: number): Promise<void> {
  await held(db, taskId, hold).set({ progress }).execute();
}

export async function finishDone(
  db: Db,
  taskId: string,
  hold: Hold,
  done: { result: string; objects: ResultObject[]; chargeSource: string | null; now: number },
): Promise<boolean> {
  const update = held(db, taskId, hold).set({
    state: 'done',
    progress: 100,
    result: done.result,
    result_objects: JSON.stringify(done.objects),
    charge_source: done.chargeSource,
    lease_until: null,
    finished_at: done.now,
  });
  return changed(await update.executeTakeFirst());
}

/** running -> failed for its holder; a failure withholds any result the attempt kept. */
export async function finishFailed(db: Db, taskId: string, hold: Hold, failure: { code: number; reason: string; now: number }): Promise<boolean> {
  const update = held(db, taskId, hold).set({
    state: 'failed',
    error_code: failure.code,
    reason: failure.reason,
    result: null,
    result_objects: null,
    lease_until: null,
    finished_at: failure.now,
  });
  return changed(await update.executeTakeFirst());
}

/** Fails a task that is not running yet (its handler is missing in this process). */
export async function failCreated(db: Db, taskId: string, failure: { code: number; reason: string; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('tool_task')
    .set({ state: 'failed', error_code: failure.code, reason: failure.reason, lease_until: null, finished_at: failure.now })
    .where('task_id', '=', taskId)
    .where('state', '=', 'created')
    .executeTakeFirst();
  return changed(result);
}

/**
 * One statement per process and beat: the tasks waiting in this process's own queue, and the
 * running ones it is really running (`runningIds`). A run that broke off keeps no lease alive:
 * its task expires and the reaper decides.
 */
export async function renewLeases(db: Db, worker: string, leaseUntil: number, runningIds: string[]): Promise<void> {
  await db
    .updateTable('tool_task')
    .set({ lease_until: leaseUntil })
    .where('worker', '=', worker)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'created'),
        ...(runningIds.length ? [eb.and([eb('state', '=', 'running'), eb('task_id', 'in', runningIds)])] : []),
      ]),
    )
    .execute();
}

/** Tasks whose holder stopped renewing: queued in a dead process, or running in one. */
export const expiredTasks = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('tool_task')
    .selectAll()
    .where('state', 'in', ['created', 'running'])
    .where('lease_until', '<', now)
    .orderBy('lease_until')
    .limit(limit)
    .execute();

/**
 * Takes over an expired task for `worker` (null: nobody, it waits in the shared queue),
 * optionally putting a running one back to created; false when another reaper was first.
 */
export async function takeOver(
  db: Db,
  task: Pick<TaskRow, 'task_id' | 'state' | 'attempts'>,
  next: { worker: string | null; leaseUntil: number; requeue: boolean; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('tool_task')
    .set({ worker: next.worker, lease_until: next.leaseUntil, ...(next.requeue ? { state: 'created' as const, progress: 0 } : {}) })
    .where('task_id', '=', task.task_id)
    .where('state', '=', task.state)
    .where('attempts', '=', task.attempts)
    .where('lease_until', '<', next.now)
    .executeTakeFirst();
  return changed(result);
}

/**
 * Hands a task this worker holds back to anyone (shutdown): created again, lease already
 * over, so the next reaper of any process hands it out at once.
 */
export async function releaseTask(db: Db, taskId: string, worker: string): Promise<void> {
  await db
    .updateTable('tool_task')
    .set({ state: 'created', worker: null, lease_until: 0, progress: 0 })
    .where('task_id', '=', taskId)
    .where('state', 'in', ['created', 'running'])
    .where('worker', '=', worker)
    .execute();
}
