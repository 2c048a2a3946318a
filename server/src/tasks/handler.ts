/**
 * The contract between the task engine and a tool's engine. A handler is a module's export
 * that the engine runs off the event loop (a worker thread, or a worker process with BullMQ):
 * it gets the task's input (business_data.data, parsed) and a context, and answers the result
 * data and any files it made. Each tool family registers its handlers in `registry.ts`.
 */

export interface TaskContext {
  /** The scene the task was asked for: one request type can serve tools of several scenes. */
  scene: string;
  /** Reads an object the task's owner uploaded (the engine checked the owner before running). */
  readObject(key: string): Promise<Buffer>;
  /** Reports progress, 0–100; the page's progress bar follows it. */
  progress(percent: number): void;
  /** Aborted when the task times out or is cancelled: stop work and throw. */
  signal: AbortSignal;
}

export interface TaskFileOutput {
  /** The name the visitor sees and downloads under, e.g. `part-1.pdf`. */
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface TaskOutput {
  /** Becomes business_data.data (as JSON). */
  data: unknown;
  files?: TaskFileOutput[];
}

export type TaskHandler = (input: unknown, ctx: TaskContext) => Promise<TaskOutput>;

/**
 * Readies an engine before its first task: loads its model files, creates its sessions, runs
 * one tiny inference so the runtime's kernels are set up. A worker thread runs the warm-ups
 * of its engines as it starts and takes tasks once they are done; a warm-up that fails is
 * logged, and the engine then loads on its first task as it would without one.
 */
export type EngineWarmUp = () => Promise<void>;

/** A module's warm-up export, as a worker thread finds it. */
export interface WarmUpSpec {
  /** URL (file:) of the module. */
  module: string;
  exportName: string;
}

/**
 * A failure the visitor should read: the catalogue code and the detail that becomes
 * `err is <detail>` (e.g. 1201 when no image is detected). Any other error is a 1000.
 */
export class TaskFailure extends Error {
  // Recognised by name in the worker thread: structured clone would not carry the class or
  // its fields back, so the worker entry turns a TaskFailure into plain data itself.
  override readonly name = 'TaskFailure';

  constructor(
    readonly code: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** How the engine runs one request type (business_data.type). */
export interface TaskHandlerSpec {
  type: number;
  /** The tool's name, for logs and the page's `<tool name>失败！`. */
  name: string;
  /** URL (file:) of the module exporting the handler, so any worker can import it. */
  module: string;
  exportName: string;
  /**
   * The module's EngineWarmUp export, if it has one: with warm-up on (config.tasks.warmUp),
   * every worker thread runs it as it starts, so the first task finds the model loaded.
   */
  warmUp?: string;
  /** A run that takes longer is stopped (its signal aborts, then its thread ends) and the task fails. */
  timeoutMs: number;
  /** A success consumes one use of the task's scene unless the owner has equity. */
  metered: boolean;
  /**
   * The object keys in the input, checked to belong to the task's owner when the task is
   * created; `readObject` reads only these. Runs in the server process, never in a worker.
   */
  inputObjects?: (input: unknown) => string[];
  /**
   * The catalog reqType of the tool a task of this type runs, when the input names it rather
   * than the type: the recognitions' one call names it in sub_req_type. That tool decides
   * login, quota and the engine (task-tool.ts). Server process only.
   */
  toolReqTypeOf?: (input: unknown) => number | undefined;
  /**
   * Tools of this type that no remote's catalog lists: only the test and bench handlers
   * declare them (they never run in prod). A real engine's tools come from the catalog, which
   * decides login and charging (see task-tool.ts).
   */
  tools?: { toolid: number; scene: string; needCharge: boolean }[];
}
