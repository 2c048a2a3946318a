/**
 * `runTask(options)`: one tool task (spec §4 "Tasks and upload", §7 "Proxy tasks"). Creates
 * it at /toolproxy/v1/create, then asks /toolproxy/v1/query by task_id with exponential
 * back-off until it is done, failed, aborted or out of time. A synchronous task
 * (`isAsync: false`) usually answers done to the create itself.
 *
 * The create names itself with an Idempotency-Key: when the request layer retries a create
 * whose answer was lost, the server hands back the same task instead of starting another.
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  SYNC_TASK_WAIT_MS,
  TASK_QUERY_MAX_WAIT_MS,
  toolTaskResponseSchema,
  type TaskFile,
  type ToolTaskRequest,
  type ToolTaskResponse,
} from '@toolhub/contracts';
import { api, isApiFailure, type ApiFailure } from '../request';
import { TASK_WAIT_TIMEOUT_MS, pause, pollDelay } from './backoff';
import { stepOf, taskFailureText, timedOutDetail } from './outcome';
import { buildTaskRequest, type TaskRequestInput } from './request-entity';

export { buildTaskRequest, backendLoginParam, type TaskRequestInput } from './request-entity';
export { taskFailureText } from './outcome';
export { TASK_POLL_MAX_DELAY_MS, TASK_WAIT_TIMEOUT_MS } from './backoff';

export const TASK_CREATE_PATH = '/toolproxy/v1/create';
export const TASK_QUERY_PATH = '/toolproxy/v1/query';

export interface RunTaskOptions extends TaskRequestInput {
  /** The tool's name as the visitor knows it: a failure reads `<toolName>失败！…`. */
  toolName: string;
  /** 0–100 as the engine reports it (common_rsp.progress). */
  onProgress?: (percent: number) => void;
  /** Stops waiting (and the call in flight); the result says `aborted`. */
  signal?: AbortSignal;
  /** The whole wait, create included (10 minutes by default). */
  timeoutMs?: number;
  /** No alert for a refused create (the caller shows the result's message itself). */
  silent?: boolean;
}

export type TaskResult<T = unknown> =
  | {
      ok: true;
      taskId: string;
      /** business_data.data parsed from its JSON (the raw string when it is not JSON; null when empty). */
      data: T;
      /** Files the task wrote, each with a time-limited download URL. */
      files: TaskFile[];
    }
  | {
      ok: false;
      taskId?: string;
      /** What the screen shows: `<toolName>失败！` and the detail the spec's rules give. */
      message: string;
      /** The catalogue code when one came back (2 quota used up, 1101 log in, 1201 no image …). */
      code?: number;
      aborted?: boolean;
    };

/** A query that fails this many times in a row for want of a server (network, 5xx) gives up. */
const MAX_QUERY_FAILURES_IN_A_ROW = 3;
/** A synchronous create may wait SYNC_TASK_WAIT_MS on the server; the call waits that and some. */
const SYNC_CREATE_TIMEOUT_MS = SYNC_TASK_WAIT_MS + 15_000;

const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

/**
 * Runs a task to its end and answers its parsed result, or the failure text to show. Never
 * throws. `data` is not checked: parse it with the tool's schema.
 *
 * @example
 * const result = await runTask({ toolName: '通用文字识别', type: REQ_TYPES.CloudProxyOCR,
 *   toolId: TOOL_IDS.CloudProxy, scene: tool.scene, charging: tool.needCharge, isAsync: false,
 *   data: { req_type: 0, sub_req_type, req_data: { item: { file_type: 1, data_type: 2, raw_data: cosName } } } });
 * if (!result.ok) showError(result.message);
 */
export async function runTask<T = unknown>(options: RunTaskOptions): Promise<TaskResult<T>> {
  const { toolName, signal } = options;
  const deadline = Date.now() + (options.timeoutMs ?? TASK_WAIT_TIMEOUT_MS);
  const aborted = (taskId?: string): TaskResult<T> => ({ ok: false, taskId, message: taskFailureText(toolName), aborted: true });
  let taskId: string | undefined;
  try {
    if (signal?.aborted) return aborted();
    const request = await buildTaskRequest(options);
    let answer = await createTask(request, options);
    // How long the server held the last query. The first query goes at once: the server holds it.
    let heldFor = TASK_QUERY_MAX_WAIT_MS;
    let quickAnswers = 0;
    for (let failuresInARow = 0; ; ) {
      if (signal?.aborted) return aborted(taskId);
      if (isApiFailure(answer)) {
        const transient = answer.status === undefined || answer.status >= 500;
        if (taskId === undefined || !transient || ++failuresInARow >= MAX_QUERY_FAILURES_IN_A_ROW) {
          return { ok: false, taskId, message: taskFailureText(toolName, answer.errMsg), code: answer.code };
        }
      } else {
        failuresInARow = 0;
        const parsed = toolTaskResponseSchema.safeParse(answer);
        if (!parsed.success) {
          console.error('[toolhub] unexpected task answer', answer);
          return { ok: false, taskId, message: taskFailureText(toolName) };
        }
        taskId = parsed.data.common_rsp.task_id;
        const outcome = settle<T>(parsed.data, toolName, options.onProgress);
        if (outcome) return outcome;
      }
      // The server holds each query until the task ends (or a second passes): ask again at
      // once after an answer it held, and back off only after one it gave at once (a failure,
      // or a server that does not hold queries).
      const wait = heldFor >= TASK_QUERY_MAX_WAIT_MS / 2 ? 0 : pollDelay(quickAnswers++);
      if (Date.now() + wait > deadline) return { ok: false, taskId, message: taskFailureText(toolName, timedOutDetail()) };
      if (!(await pause(wait, signal))) return aborted(taskId);
      const asked = Date.now();
      answer = await api.post<unknown>(TASK_QUERY_PATH, { ...queryOf(request, taskId), wait_ms: TASK_QUERY_MAX_WAIT_MS }, { appendUserInfo: false, silent: true, signal });
      heldFor = Date.now() - asked;
    }
  } catch (error) {
    // Spec §8: an exception shows the failure message plus the exception's message.
    if (signal?.aborted) return aborted(taskId);
    console.error('[toolhub] task failed', error);
    return { ok: false, taskId, message: taskFailureText(toolName, error instanceof Error ? error.message : String(error)) };
  }
}

function createTask(request: ToolTaskRequest, { signal, silent }: RunTaskOptions): Promise<unknown | ApiFailure> {
  return api.post<unknown>(TASK_CREATE_PATH, request, {
    appendUserInfo: false,
    headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
    signal,
    silent,
    ...(request.is_async ? {} : { timeout: SYNC_CREATE_TIMEOUT_MS }),
  });
}

/**
 * The query: the task request entity (spec §7), its data now `{"task_id": …}`, so the same
 * auth_type and auth_info say who asks; task_id at the top as well, for a plain reader.
 */
function queryOf(request: ToolTaskRequest, taskId: string | undefined) {
  return { ...request, business_data: { ...request.business_data, data: JSON.stringify({ task_id: taskId }) }, task_id: taskId };
}

/** The result when the answer ends the task; undefined while it is still going. */
function settle<T>(answer: ToolTaskResponse, toolName: string, onProgress?: (percent: number) => void): TaskResult<T> | undefined {
  const { task_id: taskId, progress } = answer.common_rsp;
  if (answer.rsp_header.ret_code !== 0) {
    // Spec §8: a create or query with ret_code not 0 goes to the error log with the reason.
    console.error('[toolhub] task answered ret_code', answer.rsp_header.ret_code, answer.rsp_header.reason, taskId);
  }
  const step = stepOf(answer);
  if (step.kind === 'pending') {
    onProgress?.(clampPercent(progress));
    return undefined;
  }
  if (step.kind === 'failed') return { ok: false, taskId, message: taskFailureText(toolName, step.detail), code: step.code || undefined };
  onProgress?.(100);
  return { ok: true, taskId, data: parseData<T>(answer.business_data.data), files: answer.business_data.files };
}

const clampPercent = (value: number) => Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));

function parseData<T>(data: string): T {
  if (!data) return null as T;
  try {
    return JSON.parse(data) as T;
  } catch {
    return data as T;
  }
}
