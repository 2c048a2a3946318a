/**
 * Creating and reading tasks, whichever call asks: the proxy calls and the plain convert/PDF
 * calls differ only in their envelopes. A create is checked in full before anything is
 * written (type, login, quota, input, objects); a retried create with the same
 * Idempotency-Key answers the task of the first one and runs nothing new.
 */
import crypto from 'node:crypto';
import { ERROR_CODES, TASK_QUERY_MAX_WAIT_MS } from '@toolhub/contracts';
import { ApiError, badRequest } from '../http/errors';
import type { Caller } from './callers';
import { mayRead } from './callers';
import { requireLoginWhenCharged, requireUseLeft } from './charging';
import type { TaskEngineContext } from './context';
import type { TaskEngine } from './engine';
import type { TaskHandlerSpec } from './handler';
import type { HandlerRegistry } from './registry';
import { findByIdempotencyKey, findTask, insertTask, type TaskRow } from './task-rows';
import { taskToolOf } from './task-tool';
import { recordHelped } from '../stats/helped';
import { deliver } from './delivery';

/** business_data.data carries names of stored objects, not files: this is plenty. */
export const MAX_TASK_INPUT_CHARS = 256 * 1024;
const MAX_IDEMPOTENCY_KEY_CHARS = 128;

export interface NewTask {
  type: number;
  toolId: number;
  scene: string;
  /** The handler's input as a JSON string. */
  data: string;
  isAsync: boolean;
  caller: Caller;
  idempotencyKey?: string;
  /** False once the client that waits for a synchronous answer has gone: its result is then not delivered. */
  stillListening?: () => boolean;
}

const isEnded = (task: TaskRow | undefined) => task?.state === 'done' || task?.state === 'failed';

export class TaskService {
  constructor(
    private readonly ctx: TaskEngineContext,
    private readonly registry: HandlerRegistry,
    private readonly engine: TaskEngine,
  ) {}

  /** The handler of a request type, or the error the caller should read. */
  handlerFor(type: number): TaskHandlerSpec {
    const found = this.registry.lookup(type);
    if (found.kind === 'unknown') throw badRequest(`unknown request type ${type}`);
    if (found.kind === 'not-open') throw new ApiError(501, ERROR_CODES.NOT_OPEN, found.tool);
    return found.spec;
  }

  /**
   * Creates the task (or finds the one of an earlier try) and answers it, after waiting when it
   * is not async; a result in the answer is delivered, and so charged (delivery.ts), unless the
   * caller hung up while it waited.
   */
  async create(request: NewTask): Promise<TaskRow> {
    const task = await this.createOrFind(request);
    return request.stillListening?.() === false ? task : this.delivered(task, request.caller);
  }

  private async createOrFind(request: NewTask): Promise<TaskRow> {
    const { ctx } = this;
    const spec = this.handlerFor(request.type);
    const input = parseTaskInput(request.data);
    // The server's catalog decides which tool this is, and the tool decides login and quota:
    // the scene and tool id the client sends never choose what is charged.
    const tool = taskToolOf(await ctx.tools(), spec, input, request.scene);
    // A tool whose engine lacks a program, font or model on this machine (the served catalog
    // marks it): refused, naming what is missing, before anything is written or charged.
    if (tool.unavailable) throw new ApiError(503, ERROR_CODES.NOT_OPEN, `not available on this server: ${tool.unavailable.reason}`);
    const scene = tool.scene;
    const key = idempotencyKeyOf(request.idempotencyKey);
    if (key) {
      const earlier = await findByIdempotencyKey(ctx.db, request.caller.owner, key);
      if (earlier) return this.answerEarlier(earlier, { ...request, scene });
    }

    requireLoginWhenCharged(tool, request.caller.user);
    const payer = { owner: request.caller.owner, qbid: request.caller.user?.qbid ?? null, network: request.caller.network };
    if (spec.metered) await requireUseLeft(ctx.db, payer, scene, ctx.clock(), ctx.config);
    const inputObjects = spec.inputObjects?.(input) ?? [];
    await this.requireOwnObjects(inputObjects, request.caller);

    const now = ctx.clock();
    const task: TaskRow = {
      task_id: crypto.randomUUID(),
      owner: payer.owner,
      qbid: payer.qbid,
      guid: request.caller.guid,
      tool_id: tool.toolid,
      req_type: request.type,
      scene,
      metered: spec.metered ? 1 : 0,
      idempotency_key: key ?? null,
      state: 'created',
      progress: 0,
      input: request.data,
      input_objects: JSON.stringify(inputObjects),
      result: null,
      result_objects: null,
      error_code: null,
      reason: null,
      charge_source: null,
      attempts: 0,
      worker: this.engine.holdsQueued ? this.engine.worker : null,
      lease_until: Date.now() + ctx.config.tasks.leaseMs,
      timeout_ms: spec.timeoutMs,
      created_at: now,
      started_at: null,
      finished_at: null,
    };
    if (!(await insertTask(ctx.db, task))) {
      // A retry with the same key got in between: its task is the answer.
      const earlier = key && (await findByIdempotencyKey(ctx.db, task.owner, key));
      if (!earlier) throw new Error('an idempotency conflict without an earlier task');
      return this.answerEarlier(earlier, { ...request, scene });
    }
    if (request.isAsync) {
      await this.engine.handOut(task.task_id, 0);
      return task;
    }
    const ended = this.waitForEnd(task.task_id, false);
    await this.engine.handOut(task.task_id, 0);
    await ended;
    return (await findTask(ctx.db, task.task_id)) ?? task;
  }

  private async answerEarlier(earlier: TaskRow, request: NewTask): Promise<TaskRow> {
    if (earlier.req_type !== request.type || earlier.input !== request.data || earlier.scene !== request.scene) {
      throw new ApiError(409, ERROR_CODES.BAD_REQUEST, 'this Idempotency-Key was used for another task');
    }
    if (request.isAsync || isEnded(earlier)) return earlier;
    await this.waitForEnd(earlier.task_id, true);
    return (await findTask(this.ctx.db, earlier.task_id)) ?? earlier;
  }

  private waitForEnd(taskId: string, checkFirst: boolean): Promise<void> {
    const ended = async () => isEnded(await findTask(this.ctx.db, taskId));
    return this.engine.ends.waitFor(taskId, this.ctx.config.tasks.syncWaitMs, ended, { checkFirst });
  }

  /** A task reads only objects of its owner (uploaded on this device before logging in counts too). */
  private async requireOwnObjects(keys: string[], caller: Caller): Promise<void> {
    const now = this.ctx.clock();
    for (const key of keys) {
      const owner = await this.ctx.storage.ownerOf(key, now);
      if (owner !== caller.owner && owner !== `g:${caller.guid}`) throw new ApiError(404, ERROR_CODES.BAD_REQUEST, `no such file ${key}`);
    }
  }

  /**
   * A task for its owner; anyone else is told there is no such task. With `waitMs` a task still
   * going is answered when it ends (announced by the engine, ends.ts) or when the wait is over,
   * so a finished task reaches the page at once without the page asking again and again. A
   * result is delivered (and so charged) only to a caller still there to take it.
   */
  async read(taskId: string, caller: Caller, { waitMs = 0, stillListening }: { waitMs?: number; stillListening?: () => boolean } = {}): Promise<TaskRow> {
    // Listening starts before the first look, so an end between the two is not missed.
    const ending = waitMs > 0 ? this.engine.ends.waitFor(taskId, Math.min(waitMs, TASK_QUERY_MAX_WAIT_MS), async () => isEnded(await findTask(this.ctx.db, taskId))) : undefined;
    let task = await findTask(this.ctx.db, taskId);
    if (!task || !mayRead(task, caller)) throw new ApiError(404, ERROR_CODES.BAD_REQUEST, 'no such task');
    if (ending && !isEnded(task)) {
      await ending;
      task = (await findTask(this.ctx.db, taskId)) ?? task;
      if (stillListening?.() === false) return task;
    }
    return this.delivered(task, caller);
  }

  /** The task as its owner receives it: a metered result is charged now, once; its owner was helped. */
  private async delivered(task: TaskRow, caller: Caller): Promise<TaskRow> {
    const { db, readCache, clock, storage, config } = this.ctx;
    const received = await deliver({ db, readCache, clock, storage, rules: config }, task, { network: caller.network });
    if (received.state === 'done') await recordHelped(db, received.owner, clock());
    return received;
  }
}

function idempotencyKeyOf(key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_CHARS) throw badRequest(`Idempotency-Key is longer than ${MAX_IDEMPOTENCY_KEY_CHARS} characters`);
  return key;
}

function parseTaskInput(data: string): unknown {
  if (data.length > MAX_TASK_INPUT_CHARS) throw badRequest(`business_data.data is longer than ${MAX_TASK_INPUT_CHARS} characters`);
  try {
    return JSON.parse(data);
  } catch {
    throw badRequest('business_data.data is not JSON');
  }
}
