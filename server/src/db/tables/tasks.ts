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
  /** 'equity', 'free' or 'paid' once a success is charged; null before or when nothing is due. */
  charge_source: string | null;
  attempts: number;
  /** Who runs it now and until when its lease holds; an expired lease means the runner died. */
  worker: string | null;
  lease_until: number | null;
  timeout_ms: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}
