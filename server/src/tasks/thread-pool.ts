/**
 * Runs handlers off the event loop, in piscina worker threads of this process. A run gets a
 * MessagePort of its own for progress, object reads and a soft abort; a hard abort ends the
 * thread (piscina terminates the worker running an aborted task), which is how a handler
 * stuck in a loop of its own is stopped.
 *
 * With warm-ups, every thread runs its engines' warm-ups as it starts (worker-entry.mjs) and
 * the first thread starts with the engine rather than on the first run, so the first task
 * finds its model loaded; the thread reports when it is warm.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { TaskHandlerSpec, TaskOutput, WarmUpSpec } from './handler';

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url).href;
/** An idle thread is kept this long, so that a warm engine (a loaded model) serves the next task. */
const IDLE_THREAD_MS = 60_000;

export type ThreadOutcome =
  | { ok: true; output: TaskOutput }
  /** code 0: the handler threw something other than a TaskFailure. */
  | { ok: false; code: number; detail: string };

export interface RunHooks {
  /** The task's scene, handed to the handler as ctx.scene. */
  scene: string;
  onProgress(percent: number): void;
  readObject(key: string): Promise<Buffer>;
}

export interface ThreadRun {
  outcome: Promise<ThreadOutcome>;
  /** Aborts the handler's signal: a well-behaved handler stops and throws. */
  softAbort(reason: string): void;
  /** Ends the thread the handler runs on. */
  hardAbort(reason: string): void;
}

/** What a thread posts once its warm-ups are done (its first task may already be waiting). */
export interface WarmUpReport {
  kind: 'warmed-up';
  threadId: number;
  /** How long the warm-ups took: importing the engine modules, loading the models, the tiny inferences. */
  ms: number;
  /** The resident memory of the whole process (every thread of it) just then, MiB. */
  rssMiB: number;
  /** One line per warm-up that failed: `<module>#<export>: <message>`. */
  failures: string[];
}

export interface ThreadPoolOptions {
  /**
   * The JavaScript heap a thread may grow to, MiB: a run past it ends its thread (the task
   * fails, uncharged) instead of the process. Engines' decoded images live in typed arrays,
   * outside it; their sizes are bounded by each engine's input limits.
   */
  heapMb?: number;
  /** Run by every thread as it starts, before it takes a task. None: threads start on the first run. */
  warmUps?: WarmUpSpec[];
  onWarmedUp?(report: WarmUpReport): void;
}

const isWarmUpReport = (message: unknown): message is WarmUpReport =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'warmed-up';

type RunnerMessage = { kind: 'progress'; percent: number } | { kind: 'read'; id: number; key: string };

export class ThreadPool {
  private pool?: Piscina;

  constructor(
    private readonly maxThreads: number,
    private readonly options: ThreadPoolOptions = {},
  ) {}

  /**
   * With warm-ups, starts the first thread now (it warms up off the event loop); without,
   * threads start on the first run, so a process that runs no task pays for none.
   */
  start(): void {
    if (this.options.warmUps?.length) this.threads();
  }

  private threads(): Piscina {
    if (!this.pool) {
      const warmUps = this.options.warmUps ?? [];
      this.pool = new Piscina({
        filename: WORKER_ENTRY,
        minThreads: 1,
        maxThreads: this.maxThreads,
        idleTimeout: IDLE_THREAD_MS,
        workerData: { warmUps },
        ...(this.options.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } } : {}),
      });
      this.pool.on('message', (message: unknown) => {
        if (isWarmUpReport(message)) this.options.onWarmedUp?.(message);
      });
    }
    return this.pool;
  }

  run(spec: TaskHandlerSpec, input: unknown, hooks: RunHooks): ThreadRun {
    const { port1: port, port2: threadPort } = new MessageChannel();
    const hard = new AbortController();
    port.on('message', (message: RunnerMessage) => {
      if (message.kind === 'progress') hooks.onProgress(Number(message.percent));
      else if (message.kind === 'read') void answerRead(port, message, hooks);
    });
    const outcome = this.threads()
      .run({ module: spec.module, exportName: spec.exportName, input, scene: hooks.scene, port: threadPort }, { transferList: [threadPort], signal: hard.signal })
      .then(
        (answer) => answer as ThreadOutcome,
        (error: unknown): ThreadOutcome => ({ ok: false, code: 0, detail: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => port.close());
    return {
      outcome,
      softAbort: (reason) => port.postMessage({ kind: 'abort', reason }),
      hardAbort: (reason) => hard.abort(new Error(reason)),
    };
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}

async function answerRead(port: MessagePort, message: { id: number; key: string }, hooks: RunHooks) {
  try {
    // A copy of its own: a small Buffer may sit in Node's shared pool, which must not be transferred.
    const bytes = new Uint8Array(await hooks.readObject(message.key));
    port.postMessage({ kind: 'object', id: message.id, bytes }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ kind: 'object', id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
}
