/**
 * Writing down how a run ended. A success of a metered task goes in two steps, so that a
 * crash anywhere loses nothing and charges nothing twice: the result is kept on the running
 * task first, then the task is charged (once, by its ledger key) and marked done. A reaper
 * that finds a running task with a kept result finishes those two steps instead of running
 * it again.
 */
import { ERROR_CODES, ERROR_MESSAGES, taskReason } from '@toolhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ObjectStore, Storage } from '../storage';
import { chargeSucceededTask } from './charging';
import type { TaskOutput } from './handler';
import { finishDone, finishFailed, storeResult, type Hold, type ResultObject, type TaskRow } from './task-rows';

/** What the engine needs of object storage; the server's Storage is one. */
export interface TaskStorage {
  store: Pick<ObjectStore, 'get' | 'put' | 'delete'>;
  record: Storage['record'];
}

export type TaskLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface OutcomeDeps {
  db: Db;
  storage: TaskStorage;
  clock: Clock;
  log: TaskLog;
  /** Tells waiting creates (in any process) that the task ended. */
  announceEnd(taskId: string): void;
}

export interface Failure {
  code: number;
  /** The `err is <detail>` reason the page shows. */
  detail: string;
}

export const failures = {
  timeout: (ms: number): Failure => ({ code: ERROR_CODES.SERVICE, detail: `timeout after ${Math.round(ms / 100) / 10}s` }),
  interrupted: (): Failure => ({ code: ERROR_CODES.SERVICE, detail: 'interrupted' }),
  engineError: (): Failure => ({ code: ERROR_CODES.SERVICE, detail: 'engine error' }),
  notOpen: (tool: string): Failure => ({ code: ERROR_CODES.NOT_OPEN, detail: `${ERROR_MESSAGES[ERROR_CODES.NOT_OPEN]['zh-CN']}：${tool}` }),
  usedUp: (): Failure => ({ code: ERROR_CODES.QUOTA_USED_UP, detail: ERROR_MESSAGES[ERROR_CODES.QUOTA_USED_UP]['zh-CN'] }),
};

/** A name safe in an object key; the visitor still sees the name the engine gave. */
const keySafe = (name: string) => name.replace(/[^\w.\-\u4e00-\u9fff]+/g, '_').slice(-100) || 'file';

async function storeFiles(deps: OutcomeDeps, task: TaskRow, files: TaskOutput['files'], now: number): Promise<ResultObject[]> {
  const objects: ResultObject[] = [];
  for (const [index, file] of (files ?? []).entries()) {
    const key = `results/${task.task_id}/${index + 1}-${keySafe(file.name)}`;
    // A view, not a copy, of the bytes the worker thread handed back.
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    await deps.storage.store.put(key, bytes, file.contentType);
    await deps.storage.record({ key, owner: task.owner, kind: 'result', size: bytes.length, contentType: file.contentType }, now);
    objects.push({ name: file.name, cos_name: key });
  }
  return objects;
}

export async function recordSuccess(deps: OutcomeDeps, task: TaskRow, hold: Hold, output: TaskOutput): Promise<void> {
  const objects = await storeFiles(deps, task, output.files, deps.clock());
  const result = JSON.stringify(output.data ?? null);
  if (!task.metered) {
    if (await finishDone(deps.db, task.task_id, hold, { result, objects, chargeSource: null, now: deps.clock() })) deps.announceEnd(task.task_id);
    return;
  }
  // Lost the hold (a reaper gave the task to another run): that run's outcome counts.
  if (!(await storeResult(deps.db, task.task_id, hold, result, objects))) return;
  await settleKeptResult(deps, { ...task, result, result_objects: JSON.stringify(objects) }, hold);
}

/** Charges a task whose result is kept, then marks it done; withholds the result when no use is left. */
export async function settleKeptResult(deps: OutcomeDeps, task: TaskRow, hold: Hold): Promise<void> {
  const charge = task.metered ? await chargeSucceededTask(deps.db, task, deps.clock()) : { charged: true as const, source: null };
  const objects = JSON.parse(task.result_objects ?? '[]') as ResultObject[];
  if (charge.charged) {
    const done = { result: task.result ?? 'null', objects, chargeSource: charge.source, now: deps.clock() };
    if (await finishDone(deps.db, task.task_id, hold, done)) deps.announceEnd(task.task_id);
    return;
  }
  await recordFailure(deps, task, hold, failures.usedUp());
  // The visitor did not pay for them: the files go now rather than at the sweep.
  await Promise.all(objects.map((object) => deps.storage.store.delete(object.cos_name).catch(() => undefined)));
}

export async function recordFailure(deps: OutcomeDeps, task: Pick<TaskRow, 'task_id'>, hold: Hold, failure: Failure): Promise<void> {
  const failed = await finishFailed(deps.db, task.task_id, hold, { code: failure.code, reason: taskReason(failure.detail), now: deps.clock() });
  if (failed) deps.announceEnd(task.task_id);
}
