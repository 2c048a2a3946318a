/**
 * "Task X ended", for creates that wait (`is_async: false`). In one process an event; with
 * Redis a pub/sub channel of the queue, because the task may end in a worker process. A
 * waiter also looks at the row now and then, so a lost message only delays its answer.
 */
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** How often a waiter looks at the row itself. */
const RECHECK_MS = 1000;

export interface TaskEnds {
  announce(taskId: string): void;
  /**
   * Resolves when the task ends, or after `ms`. It listens at once, before its first await:
   * call it before the task is handed out. For a task that may have ended already, `checkFirst`
   * looks at the row at once rather than after a recheck period.
   */
  waitFor(taskId: string, ms: number, isEnded: () => Promise<boolean>, options?: { checkFirst?: boolean }): Promise<void>;
  close(): Promise<void>;
}

function localEnds(events: EventEmitter, publish: (taskId: string) => void, onClose: () => Promise<void>): TaskEnds {
  // Every waiting create is a listener; there may be many at once.
  events.setMaxListeners(0);
  return {
    announce: publish,
    async waitFor(taskId, ms, isEnded, { checkFirst = false } = {}) {
      const stop = new AbortController();
      const ended = new Promise<void>((resolve) => {
        events.once(taskId, resolve);
        stop.signal.addEventListener('abort', () => events.off(taskId, resolve));
      });
      const rechecked = (async () => {
        for (let first = true; !stop.signal.aborted; first = false) {
          if (!(first && checkFirst)) await sleep(RECHECK_MS, undefined, { signal: stop.signal }).catch(() => undefined);
          if (!stop.signal.aborted && (await isEnded().catch(() => false))) return;
        }
      })();
      const timedOut = sleep(ms, undefined, { signal: stop.signal }).catch(() => undefined);
      try {
        await Promise.race([ended, rechecked, timedOut]);
      } finally {
        stop.abort();
      }
    },
    close: onClose,
  };
}

/** Ends within this process only (no Redis). */
export function inProcessEnds(): TaskEnds {
  const events = new EventEmitter();
  return localEnds(events, (taskId) => events.emit(taskId), async () => undefined);
}

/**
 * Ends across processes over Redis pub/sub. `listen` is false in worker processes: they only
 * announce.
 */
export function redisEnds(redisUrl: string, channel: string, { listen }: { listen: boolean }): TaskEnds {
  const events = new EventEmitter();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = listen ? new Redis(redisUrl, { maxRetriesPerRequest: null }) : undefined;
  if (subscriber) {
    void subscriber.subscribe(channel);
    subscriber.on('message', (_channel: string, taskId: string) => events.emit(taskId));
  }
  const publish = (taskId: string) => {
    events.emit(taskId);
    // A lost message costs a waiter one recheck, no more: never fail a task over it.
    publisher.publish(channel, taskId).catch(() => undefined);
  };
  return localEnds(events, publish, async () => {
    subscriber?.disconnect();
    await publisher.quit().catch(() => publisher.disconnect());
  });
}
