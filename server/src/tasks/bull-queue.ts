/**
 * The task queue on Redis (BullMQ), when REDIS_URL is set. A job only says "run task X": the
 * database stays the truth, and a worker that gets a job claims the task there first, so a
 * job delivered twice runs the task once. BullMQ does not retry jobs itself (the engine's
 * leases and reaper do), so a job whose worker died is failed by BullMQ's stall check and
 * forgotten, and the reaper hands the task out again as a new job.
 */
import { Queue, Worker } from 'bullmq';

/** All of the hub's BullMQ keys start with this; the queue name (config.tasks.queue) tells deployments and tests apart. */
export const QUEUE_PREFIX = 'toolhub';

export interface TaskJob {
  taskId: string;
}

// BullMQ blocks on its connections: it wants ioredis never to give up on a command.
const connectionOf = (redisUrl: string) => ({ url: redisUrl, maxRetriesPerRequest: null });

export class TaskQueue {
  private readonly queue: Queue<TaskJob>;

  constructor(redisUrl: string, name: string, onError: (error: Error) => void) {
    this.queue = new Queue<TaskJob>(name, {
      // A create must not hang while Redis is away: an add fails at once, the task stays in the
      // database, and a reaper hands it out once Redis is back.
      connection: { ...connectionOf(redisUrl), enableOfflineQueue: false },
      prefix: QUEUE_PREFIX,
      defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
    });
    // An unheard 'error' event would end the process; a lost connection is retried by ioredis.
    this.queue.on('error', onError);
  }

  /**
   * One job per run of a task: the id names the task and its runs so far, so handing the same
   * run out twice (a reaper's second nudge) adds nothing while the first job still waits.
   */
  async add(taskId: string, attempts: number): Promise<void> {
    await this.queue.add('run', { taskId }, { jobId: `${taskId}-${attempts}` });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }

  /** Removes the queue and all its keys (tests). */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }
}

/** Takes jobs and runs their tasks, `concurrency` at a time (worker processes). */
export function startQueueWorker(
  redisUrl: string,
  { name, concurrency, leaseMs }: { name: string; concurrency: number; leaseMs: number },
  run: (taskId: string) => Promise<void>,
  onError: (error: Error) => void,
): Worker<TaskJob> {
  const worker = new Worker<TaskJob>(
    name,
    async (job) => {
      await run(job.data.taskId);
    },
    {
      connection: connectionOf(redisUrl),
      prefix: QUEUE_PREFIX,
      concurrency,
      // A stalled job (its worker died) is not run again by BullMQ: the reaper decides. Its
      // lock and stall check follow the engine's lease, so a job lost before its task was
      // claimed is out of the way (and its id free again) about when the reaper looks.
      maxStalledCount: 0,
      lockDuration: leaseMs,
      stalledInterval: leaseMs,
    },
  );
  worker.on('error', onError);
  return worker;
}
