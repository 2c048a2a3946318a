import type { TaskState } from '@toolhub/contracts';

/** Tables of the task engine (migration 007_tasks). */
export interface TaskTables {
  tool_task: ToolTaskTable;
}

/** One task of a tool: what was asked, by whom, how it went. The engine's source of truth. */
export interface ToolTaskTable {
  /** Random, so nobody can guess another visitor's task. */
  task_id: string;
  /** `u:<qbid>` or `g:<guid>`: whose quota a success consumes and who may query it. */
  owner: string;
  qbid: string | null;
  guid: string;
  tool_id: number;
  req_type: number;
  scene: string;
  /** 1 when a success consumes one use of the scene (unless the owner has equity). */
  metered: number;
  /** The create's Idempotency-Key; UNIQUE with the owner, so a retried create finds its task. */
  idempotency_key: string | null;
  state: TaskState;
  progress: number;
  /** business_data.data as sent (a JSON string). */
  input: string;
  /** Object keys the task reads, as a JSON array. */
  input_objects: string;
  /** The engine's result as a JSON string, when done. */
  result: string | null;
  /** Object keys the task wrote, as a JSON array of {name, cos_name}. */
  result_objects: string | null;
  error_code: number | null;
  reason: string | null;
  /** 'equity', 'free' or 'paid' once a success is charged (ledger key `task:<task_id>`); null before or when nothing is due. */
  charge_source: string | null;
  /** Runs started so far; a run that died counts (config.tasks.maxAttempts). */
  attempts: number;
  /**
   * The process holding the task: the one running it, or (without Redis) the server whose
   * in-process queue it waits in. Null while it waits in the shared Redis queue. A done or
   * failed task keeps the id of the process that ran it last.
   */
  worker: string | null;
  /**
   * Until when the holder's lease holds, epoch ms of real time (never a test's clock); the
   * holder renews it. Past it, a reaper takes the task over. For a task waiting in the Redis
   * queue, when the reaper hands it out again if no worker took it. Null once finished.
   */
  lease_until: number | null;
  timeout_ms: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}
