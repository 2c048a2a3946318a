/**
 * Crash safety. Every engine renews the leases of the tasks it holds (one statement a beat),
 * and reaps, at start-up and then periodically, the tasks whose lease ran out:
 *  - created (queued in a process that died, or a job that never reached a worker): handed out again;
 *  - running: run again while runs are left (config.tasks.maxAttempts), else failed 'interrupted'.
 * A run's success is one statement and charges nothing (its owner pays when the result is
 * delivered), so no crash can leave a result half charged. Leases are in real time (Date.now),
 * never the injectable clock of tests.
 */
import { expiredTasks, renewLeases, takeOver, type Hold, type TaskRow } from './task-rows';
import { failures, recordFailure, type OutcomeDeps } from './outcomes';

/** Expired tasks taken per look; the rest wait for the next one. */
const REAP_BATCH = 100;

export interface UpkeepDeps extends OutcomeDeps {
  worker: string;
  leaseMs: number;
  maxAttempts: number;
  /** True when this process keeps queued tasks itself (no Redis): it takes expired ones over. */
  holdsQueued: boolean;
  /** Hands a created task to the runners (this process's queue, or the Redis queue). */
  handOut(taskId: string, attempts: number): Promise<void>;
  /** The tasks this process is running now. */
  runningIds(): string[];
}

export class Upkeep {
  private renewing?: NodeJS.Timeout;
  private reapingTimer?: NodeJS.Timeout;
  private reaping?: Promise<void>;

  constructor(private readonly deps: UpkeepDeps) {}

  start(): void {
    const { leaseMs } = this.deps;
    // Renew well before a lease can run out, and look for dead ones about twice per lease.
    // The server or the worker keeps the process alive, not the upkeep (unref).
    this.renewing = setInterval(() => void this.renew(), Math.max(50, leaseMs / 3)).unref();
    this.reapingTimer = setInterval(() => void this.reap(), Math.max(100, leaseMs / 2)).unref();
    void this.reap();
  }

  /** No more reaping (the process is stopping); leases are still renewed while tasks drain. */
  async stopReaping(): Promise<void> {
    clearInterval(this.reapingTimer);
    await this.reaping;
  }

  async stop(): Promise<void> {
    await this.stopReaping();
    clearInterval(this.renewing);
  }

  private async renew(): Promise<void> {
    await renewLeases(this.deps.db, this.deps.worker, Date.now() + this.deps.leaseMs, this.deps.runningIds()).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'could not renew task leases'),
    );
  }

  /** One look for expired tasks; a look already under way is not doubled. */
  reap(): Promise<void> {
    this.reaping ??= this.reapExpired()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'task reaper failed'))
      .finally(() => (this.reaping = undefined));
    return this.reaping;
  }

  private async reapExpired(): Promise<void> {
    for (const task of await expiredTasks(this.deps.db, Date.now(), REAP_BATCH)) await this.reapOne(task);
  }

  private async reapOne(task: TaskRow): Promise<void> {
    const { deps } = this;
    const now = Date.now();
    const leaseUntil = now + deps.leaseMs;
    // Queued tasks are held by this process when it keeps its own queue; on Redis nobody holds them.
    const queueHolder = deps.holdsQueued ? deps.worker : null;
    const mine: Hold = { worker: deps.worker, attempts: task.attempts };

    if (task.state === 'created') {
      if (await takeOver(deps.db, task, { worker: queueHolder, leaseUntil, requeue: false, now })) await deps.handOut(task.task_id, task.attempts);
      return;
    }
    if (task.attempts < deps.maxAttempts) {
      deps.log.warn({ taskId: task.task_id, attempts: task.attempts }, 'task runner died; running the task again');
      if (await takeOver(deps.db, task, { worker: queueHolder, leaseUntil, requeue: true, now })) await deps.handOut(task.task_id, task.attempts);
      return;
    }
    if (await takeOver(deps.db, task, { worker: deps.worker, leaseUntil, requeue: false, now })) await recordFailure(deps, task, mine, failures.interrupted());
  }
}
