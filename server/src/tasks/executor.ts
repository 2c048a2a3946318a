/**
 * Runs one task in this process: claims it (created -> running), runs its handler in a
 * worker thread under its timeout, and writes down the outcome. It never throws: whatever
 * goes wrong here, the task's lease runs out and a reaper takes it over.
 */
import type { HandlerRegistry } from './registry';
import { failures, recordFailure, recordSuccess, type Failure, type OutcomeDeps } from './outcomes';
import { ProgressWriter } from './progress';
import { claimTask, releaseTask, type Hold, type TaskRow } from './task-rows';
import type { ThreadOutcome, ThreadPool } from './thread-pool';

/** After a soft abort, how long a handler has to stop before its thread is ended. */
const ABORT_GRACE_MS = 1000;

export interface ExecutorDeps extends OutcomeDeps {
  registry: HandlerRegistry;
  threads: ThreadPool;
  /** This process's id as the holder of tasks. */
  worker: string;
  leaseMs: number;
}

/** Why a run was stopped before its handler answered. */
type Stop = { failure: Failure } | { release: true };

export class TaskExecutor {
  /** How to stop each run whose handler is working. */
  private readonly active = new Map<string, (stop: Stop) => void>();
  /** Every execute under way, up to its outcome being written. */
  private readonly inFlight = new Set<Promise<void>>();
  /** The tasks this process has claimed and is still running or writing down. */
  private readonly held = new Set<string>();
  private draining = false;

  constructor(private readonly deps: ExecutorDeps) {}

  execute(taskId: string): Promise<void> {
    const run = this.claimAndRun(taskId);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  /** The tasks whose leases this process renews as running. */
  get runningIds(): string[] {
    return [...this.held];
  }

  private async claimAndRun(taskId: string): Promise<void> {
    try {
      const task = await claimTask(this.deps.db, taskId, this.deps.worker, Date.now(), this.deps.leaseMs);
      // Done, failed, or run by another process already.
      if (!task) return;
      this.held.add(taskId);
      await this.run(task, { worker: this.deps.worker, attempts: task.attempts });
    } catch (error) {
      // No retry from here: the lease is no longer renewed, so the reaper runs the task again
      // while runs are left, and fails it 'interrupted' after that.
      this.deps.log.error({ err: error, taskId }, 'task run failed; the reaper takes it over when its lease ends');
    } finally {
      this.held.delete(taskId);
    }
  }

  private async run(task: TaskRow, hold: Hold): Promise<void> {
    const { deps } = this;
    // Claimed while the process began to stop: hand it straight back.
    if (this.draining) return releaseTask(deps.db, task.task_id, deps.worker);
    const spec = deps.registry.spec(task.req_type);
    if (!spec) {
      await recordFailure(deps, task, hold, failures.notOpen(`request type ${task.req_type}`));
      return;
    }
    const inputs = new Set(JSON.parse(task.input_objects) as string[]);
    const progress = new ProgressWriter(deps.db, task.task_id, hold, deps.log);
    const thread = deps.threads.run(spec, JSON.parse(task.input), {
      scene: task.scene,
      onProgress: (percent) => progress.report(percent),
      readObject: async (key) => {
        if (!inputs.has(key)) throw new Error(`${key} is not an input object of this task`);
        const bytes = await deps.storage.store.get(key);
        if (!bytes) throw new Error(`object ${key} not found`);
        return bytes;
      },
    });

    let stopRun: (stop: Stop) => void = () => undefined;
    const stopped = new Promise<Stop>((resolve) => (stopRun = resolve));
    this.active.set(task.task_id, stopRun);
    const timer = setTimeout(() => stopRun({ failure: failures.timeout(task.timeout_ms) }), task.timeout_ms);
    const first = await Promise.race([thread.outcome.then((outcome) => ({ outcome })), stopped.then((stop) => ({ stop }))]);
    clearTimeout(timer);
    progress.stop();
    this.active.delete(task.task_id);

    if ('stop' in first) {
      // Ask the handler to stop; end its thread if it does not, so it frees its slot.
      thread.softAbort('release' in first.stop ? 'the server is stopping' : first.stop.failure.detail);
      const grace = setTimeout(() => thread.hardAbort('did not stop after its abort'), ABORT_GRACE_MS);
      void thread.outcome.finally(() => clearTimeout(grace));
      if ('release' in first.stop) await releaseTask(deps.db, task.task_id, deps.worker);
      else await recordFailure(deps, task, hold, first.stop.failure);
      return;
    }
    await this.recordOutcome(task, hold, first.outcome, spec.name);
  }

  private async recordOutcome(task: TaskRow, hold: Hold, outcome: ThreadOutcome, toolName: string): Promise<void> {
    if (outcome.ok) return recordSuccess(this.deps, task, hold, outcome.output);
    if (outcome.code !== 0) return recordFailure(this.deps, task, hold, { code: outcome.code, detail: outcome.detail });
    // Not a TaskFailure: the visitor reads a service error, the log keeps what happened.
    this.deps.log.error({ taskId: task.task_id, tool: toolName, error: outcome.detail }, 'task handler threw');
    return recordFailure(this.deps, task, hold, failures.engineError());
  }

  /** Waits up to `ms` for the running tasks to end, then stops the rest and hands them back. */
  async drain(ms: number): Promise<void> {
    this.draining = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.inFlight), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
    for (const stop of this.active.values()) stop({ release: true });
    await Promise.all(this.inFlight);
  }
}
