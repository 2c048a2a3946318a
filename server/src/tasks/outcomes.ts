/**
 * Writing down how a run ended: its result and files, or its failure. Nothing is charged
 * here: a metered result is charged when it reaches its owner (delivery.ts), so a run whose
 * visitor already saw a failure costs nothing.
 */
import { ERROR_CODES, ERROR_MESSAGES, taskReason } from '@toolhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ObjectStore, Storage } from '../storage';
import type { TaskOutput } from './handler';
import { finishDone, finishFailed, type Hold, type ResultObject, type TaskRow } from './task-rows';

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
  if (await finishDone(deps.db, task.task_id, hold, { result, objects, chargeSource: null, now: deps.clock() })) deps.announceEnd(task.task_id);
}

export async function recordFailure(deps: OutcomeDeps, task: Pick<TaskRow, 'task_id'>, hold: Hold, failure: Failure): Promise<void> {
  const failed = await finishFailed(deps.db, task.task_id, hold, { code: failure.code, reason: taskReason(failure.detail), now: deps.clock() });
  if (failed) deps.announceEnd(task.task_id);
}
