/**
 * The task engine of one process, in one of three shapes (DESIGN §4):
 *  - no Redis: the server queues tasks itself and runs them in its worker threads;
 *  - Redis, server: tasks go to the BullMQ queue; the server waits for ends and reaps;
 *  - Redis, worker process (`worker-main.ts`): takes jobs and runs them in its threads.
 * Every shape renews its leases and reaps expired tasks. A shape that runs tasks warms its
 * engines up as it starts (config.tasks.warmUp), in its first worker thread.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { Worker } from 'bullmq';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db';
import { QUEUE_PREFIX, TaskQueue, startQueueWorker, type TaskJob } from './bull-queue';
import { inProcessEnds, redisEnds, type TaskEnds } from './ends';
import { TaskExecutor } from './executor';
import { LocalQueue } from './local-queue';
import type { OutcomeDeps, TaskLog, TaskStorage } from './outcomes';
import type { HandlerRegistry } from './registry';
import { releaseTask } from './task-rows';
import { ThreadPool, type WarmUpReport } from './thread-pool';
import { Upkeep } from './upkeep';

export interface TaskEngineDeps {
  config: Pick<Config, 'redisUrl' | 'tasks' | 'env'>;
  db: Db;
  clock: Clock;
  storage: TaskStorage;
  registry: HandlerRegistry;
  log: TaskLog;
  /** 'worker' only in a worker process of the Redis queue. */
  role: 'server' | 'worker';
}

export class TaskEngine {
  /** This process as the holder of tasks (a restarted process is another holder). */
  readonly worker = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  readonly ends: TaskEnds;
  /** Without Redis this process keeps its queued tasks itself, leased like running ones. */
  readonly holdsQueued: boolean;
  private readonly threads?: ThreadPool;
  private readonly executor?: TaskExecutor;
  private readonly local?: LocalQueue;
  private readonly queue?: TaskQueue;
  private queueWorker?: Worker<TaskJob>;
  private readonly upkeep: Upkeep;
  private started = false;

  constructor(private readonly deps: TaskEngineDeps) {
    const { redisUrl, tasks } = deps.config;
    if (deps.role === 'worker' && !redisUrl) throw new Error('a task worker process needs REDIS_URL: without Redis the server runs tasks itself');
    this.holdsQueued = !redisUrl;
    this.ends = redisUrl ? redisEnds(redisUrl, `${QUEUE_PREFIX}:${tasks.queue}:ended`, { listen: deps.role === 'server' }) : inProcessEnds();
    const outcomeDeps: OutcomeDeps = { db: deps.db, storage: deps.storage, clock: deps.clock, log: deps.log, announceEnd: (taskId) => this.ends.announce(taskId) };
    if (!redisUrl || deps.role === 'worker') {
      // Unset, warm-up is on except under test: test apps start many engines and run few recognitions.
      const warmUps = (tasks.warmUp ?? deps.config.env !== 'test') ? deps.registry.warmUps() : [];
      this.threads = new ThreadPool(tasks.concurrency, { warmUps, heapMb: tasks.heapMb, onWarmedUp: (report) => this.logWarmUp(report) });
      this.executor = new TaskExecutor({ ...outcomeDeps, registry: deps.registry, threads: this.threads, worker: this.worker, leaseMs: tasks.leaseMs });
    }
    const logQueueError = (error: Error) => deps.log.error({ err: error }, 'task queue error');
    if (redisUrl) this.queue = new TaskQueue(redisUrl, tasks.queue, logQueueError);
    else this.local = new LocalQueue(tasks.concurrency, (taskId) => this.runHere(taskId));
    this.upkeep = new Upkeep({
      ...outcomeDeps,
      worker: this.worker,
      leaseMs: tasks.leaseMs,
      maxAttempts: tasks.maxAttempts,
      holdsQueued: this.holdsQueued,
      handOut: (taskId, attempts) => this.handOut(taskId, attempts),
      runningIds: () => this.executor?.runningIds ?? [],
    });
  }

  private logWarmUp({ threadId, ms, rssMiB, failures }: WarmUpReport): void {
    for (const failure of failures) this.deps.log.warn({ thread: threadId }, `engine warm-up failed, the engine loads on its first task: ${failure}`);
    this.deps.log.info({ thread: threadId, ms: Math.round(ms), rssMiB: Math.round(rssMiB) }, `task thread warmed up its engines in ${Math.round(ms)} ms (process RSS ${Math.round(rssMiB)} MiB)`);
  }

  private runHere(taskId: string): Promise<void> {
    if (!this.executor) throw new Error('this process does not run tasks');
    return this.executor.execute(taskId);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    // Off the event loop: the thread loads and warms the engines while the server serves.
    this.threads?.start();
    const { redisUrl, tasks } = this.deps.config;
    if (redisUrl && this.deps.role === 'worker') {
      this.queueWorker = startQueueWorker(
        redisUrl,
        { name: tasks.queue, concurrency: tasks.concurrency, leaseMs: tasks.leaseMs },
        (taskId) => this.runHere(taskId),
        (error) => this.deps.log.error({ err: error }, 'task worker error'),
      );
    }
    this.upkeep.start();
  }

  /**
   * Gives a created task to the runners. A failure here loses nothing: the task is in the
   * database, and once its lease runs out a reaper hands it out again.
   */
  async handOut(taskId: string, attempts: number): Promise<void> {
    try {
      if (this.local) this.local.push(taskId);
      else await this.queue?.add(taskId, attempts);
    } catch (error) {
      this.deps.log.error({ err: error, taskId }, 'could not hand the task out; the reaper will');
    }
  }

  /** Stops taking tasks, lets running ones finish for config.tasks.drainMs, hands the rest back. */
  async stop(): Promise<void> {
    await this.upkeep.stopReaping();
    const waiting = this.local?.close() ?? [];
    await Promise.all(waiting.map((taskId) => releaseTask(this.deps.db, taskId, this.worker)));
    const workerClosed = this.queueWorker?.close();
    await this.executor?.drain(this.deps.config.tasks.drainMs);
    await workerClosed;
    await this.upkeep.stop();
    await this.threads?.close();
    await this.queue?.close();
    await this.ends.close();
  }
}
