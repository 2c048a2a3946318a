/**
 * The task engine's calls (spec §3 "Tool task request", "Recognition request and response";
 * §4 "Tasks and upload"; §7 "Proxy tasks", "Convert and PDF"). The request entity itself,
 * `toolTaskRequestSchema`, is in `entities.ts`.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { TASK_AUTH_TYPES, backendLoginParamSchema } from './entities';

/** A task's life: created (queued), running, then done or failed. */
export const TASK_STATES = ['created', 'running', 'done', 'failed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** `common_rsp.task_status`: 200 only when the task is done (spec §8 "Screen messages"). */
export const TASK_STATUS = { pending: 102, done: 200, failed: 500 } as const;

// A create names itself with the IDEMPOTENCY_KEY_HEADER of equity-api: a retry with the same
// key gets the same task.

/** How long a `is_async: false` create waits for the result before answering `pending`. */
export const SYNC_TASK_WAIT_MS = 60_000;

/** `rsp_header`: ret_code 0 when all is well; otherwise a catalogue code and `err is <detail>`. */
export const rspHeaderSchema = deferred(() => z.object({ ret_code: z.int(), reason: z.string() }));
export type RspHeader = z.infer<typeof rspHeaderSchema>;

/** Builds the reason of a failure so the page's rule (spec §8) reads `detail` back. */
export const taskReason = (detail: string) => `err is ${detail}`;
/** The `X` of `err is X` in a reason, or undefined. */
export function reasonDetail(reason: string | undefined): string | undefined {
  const match = /err is (.+)$/s.exec(reason ?? '');
  return match?.[1].trim() || undefined;
}

/** A file a task wrote: its object key and a time-limited URL to download it. */
export const taskFileSchema = deferred(() => z.object({ name: z.string(), cos_name: z.string(), url: z.string() }));
export type TaskFile = z.infer<typeof taskFileSchema>;

/** Answer of /toolproxy/v1/create and /toolproxy/v1/query. */
export const toolTaskResponseSchema = deferred(() => z.object({
  common_rsp: z.object({
    task_id: z.string(),
    task_status: z.int(),
    state: z.enum(TASK_STATES),
    /** 0–100, as the engine reports it. */
    progress: z.number(),
  }),
  business_data: z.object({
    /** 0 on success; the catalogue code of the failure otherwise. */
    Type: z.int(),
    /** The engine's result as a JSON string; '' until done. */
    data: z.string(),
    files: z._default(z.array(taskFileSchema), []),
  }),
  rsp_header: rspHeaderSchema,
}));
export type ToolTaskResponse = z.infer<typeof toolTaskResponseSchema>;

const taskIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * The longest a query waits for its task to end before answering (issue 21: results without
 * polling). A query with `wait_ms` is held by the server until the task ends — answered within
 * milliseconds of its end — or until the wait is over, when it answers the progress so far: a
 * second is short enough for a progress bar to move and long enough to spare most round trips.
 */
export const TASK_QUERY_MAX_WAIT_MS = 1000;
const waitMsSchema = z.optional(z.int().check(z.minimum(0), z.maximum(TASK_QUERY_MAX_WAIT_MS)));

/**
 * POST /toolproxy/v1/query. Spec §7 sends it as the task request entity: then the task_id is
 * in business_data.data (`{"task_id": …}`) and auth_type / req_header.auth_info say who asks,
 * as at create (a task created with login_auth_info is read with it). `{task_id}` alone is read
 * with the cookie session. Only the task's owner may read it.
 */
export const toolTaskQuerySchema = deferred(() => z
  .object({
    task_id: z.optional(taskIdSchema),
    business_data: z.optional(z.object({ data: z.string() })),
    req_header: z.optional(
      z.object({
        auth_info: z._default(
          z.object({
            login_auth_info: z.optional(backendLoginParamSchema),
            token_auth_info: z.optional(z.object({ token: z.string() })),
          }),
          {},
        ),
        tool_id: z.optional(z.int()),
      }),
    ),
    auth_type: z._default(z.union([z.literal(TASK_AUTH_TYPES.none), z.literal(TASK_AUTH_TYPES.login), z.literal(TASK_AUTH_TYPES.token)]), TASK_AUTH_TYPES.none),
    /** Hold the answer until the task ends, at most this long (TASK_QUERY_MAX_WAIT_MS). */
    wait_ms: waitMsSchema,
  })
  .check(
    z.refine((query) => query.task_id !== undefined || query.business_data !== undefined, {
      message: 'task_id (or business_data.data with a task_id) is required',
      path: ['task_id'],
    }),
  ));
export type ToolTaskQuery = z.infer<typeof toolTaskQuerySchema>;

/** The task_id of a query: top-level, or in business_data.data; undefined when neither holds one. */
export function taskIdOfQuery(query: ToolTaskQuery): string | undefined {
  if (query.task_id) return query.task_id;
  try {
    const data: unknown = JSON.parse(query.business_data?.data ?? '');
    const taskId = typeof data === 'object' && data !== null ? (data as { task_id?: unknown }).task_id : undefined;
    return taskIdSchema.safeParse(taskId).success ? (taskId as string) : undefined;
  } catch {
    return undefined;
  }
}

/** POST /toolproxy/v1/token: a token for `auth_type` 3 (`token_auth_info`), bound to the tool and device. */
export const toolTokenRequestSchema = deferred(() => z.object({ req_header: z.object({ tool_id: z.int() }) }));
export const toolTokenResponseSchema = deferred(() => z.object({
  rsp_header: rspHeaderSchema,
  data: z.object({ token: z.string(), expires_at: z.int() }),
}));

/**
 * /cgi-bin/convert/createtask and /api/pdfconvert/createPdfTask: the same engine with a plain
 * body, for pages that send the visitor's session (cookie) instead of an auth_info.
 */
export const simpleTaskRequestSchema = deferred(() => z.object({
  type: z.int(),
  tool_id: z.int(),
  /** Picks among the tools of the type when it serves several; the server decides the tool (and its scene) itself. */
  scene: z._default(z.string().check(z.maxLength(64)), ''),
  /** The engine's input as a JSON string. */
  data: z.string(),
  is_async: z._default(z.boolean(), true),
}));
export type SimpleTaskRequest = z.infer<typeof simpleTaskRequestSchema>;

/** /cgi-bin/convert/querytask and /api/pdfconvert/queryPdfTask (POST body or GET query): read with the cookie session. */
export const simpleTaskQuerySchema = deferred(() => z.object({ task_id: taskIdSchema, wait_ms: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(TASK_QUERY_MAX_WAIT_MS))) }));

/** What the plain task calls answer in `data`. */
export const taskViewSchema = deferred(() => z.object({
  task_id: z.string(),
  state: z.enum(TASK_STATES),
  progress: z.number(),
  /** The engine's result as a JSON string, when done. */
  result: z.optional(z.string()),
  files: z._default(z.array(taskFileSchema), []),
  /** When failed: the catalogue code and the reason (`err is …`). */
  error_code: z.optional(z.int()),
  reason: z.optional(z.string()),
}));
export type TaskView = z.infer<typeof taskViewSchema>;
export const taskViewResponseSchema = deferred(() => z.object({ ret: z.int(), data: taskViewSchema }));
