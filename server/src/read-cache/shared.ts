/**
 * The read cache in Redis, shared by every process (REDIS_URL): the values, one sequence and the
 * last change of each topic are Redis keys, so a write on one process retires what every process
 * kept. Redis must keep its keys until they expire (`maxmemory-policy noeviction`, which the
 * BullMQ queue needs too): a change evicted early would let a value it made stale be served.
 *
 * Like the rate limits (http/rate-counters.ts), a Redis that is down or hung never makes a
 * request wait more than SHARED_COUNT_WAIT_MS: reads then go to the database, and changes are not
 * sent but counted as missed. Once a background probe finds Redis again, a process that missed a
 * change first retires every value kept before (the topic EVERY_VALUE, which every lookup reads),
 * as any of them may be one its missed changes made stale.
 */
import type { Redis } from 'ioredis';
import { SHARED_COUNT_WAIT_MS, within } from '../http/rate-counters';
import { CHANGE_TTL_MS, readThrough, type CacheEntry, type CacheStore, type ReadCache } from './read-through';

const SEQUENCE_KEY = 'rc:seq';
const valueKey = (key: string) => `rc:v:${key}`;
const changeKey = (topic: string) => `rc:c:${topic}`;
const EVERY_VALUE = '*';
/** While Redis is away, how often one request's worth of probing looks for it. */
const PROBE_EVERY_MS = 2_000;

/** The next sequence number, stamped on every topic given: one round trip. */
const CHANGE_SCRIPT = "local seq = redis.call('INCR', KEYS[1]) for i = 2, #KEYS do redis.call('SET', KEYS[i], seq, 'PX', ARGV[1]) end return seq";

export function redisStore(redis: Redis, waitMs = SHARED_COUNT_WAIT_MS): CacheStore {
  const answer = <T>(command: Promise<T>) => within(command, waitMs);
  return {
    async lookup(key, topics) {
      const [kept, ...changes] = await answer(redis.mget(valueKey(key), changeKey(EVERY_VALUE), ...topics.map(changeKey)));
      // A topic never changed (or changed too long ago to matter) has no key: Number(null) is 0.
      return { entry: kept ? (JSON.parse(kept) as CacheEntry) : undefined, changedAt: changes.map(Number) };
    },
    sequence: async () => Number(await answer(redis.get(SEQUENCE_KEY))),
    async keep(key, entry, ttlMs) {
      await answer(redis.set(valueKey(key), JSON.stringify(entry), 'PX', ttlMs));
    },
    async change(topics) {
      await answer(redis.eval(CHANGE_SCRIPT, topics.length + 1, SEQUENCE_KEY, ...topics.map(changeKey), CHANGE_TTL_MS));
    },
  };
}

/** Where the cache says it works without Redis, and when it uses Redis again. */
export interface CacheLog {
  warn(message: string): void;
  info(message: string): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function sharedReadCache(redis: Redis, log: CacheLog, waitMs = SHARED_COUNT_WAIT_MS): ReadCache & { state: () => 'shared' | 'bypassed' } {
  const store = redisStore(redis, waitMs);
  let bypassedSince: number | undefined;
  /** Changes not recorded since Redis was last known to have every change. */
  let missed = 0;
  let nextProbeAt = 0;
  let probing = false;

  const lost = (error: unknown) => {
    if (bypassedSince !== undefined) return;
    bypassedSince = Date.now();
    nextProbeAt = bypassedSince + PROBE_EVERY_MS;
    log.warn(`Redis is unavailable (${messageOf(error)}): cached reads go to the database until it answers again`);
  };
  const probe = () => {
    if (probing || Date.now() < nextProbeAt) return;
    probing = true;
    nextProbeAt = Date.now() + PROBE_EVERY_MS;
    const seen = missed;
    within<unknown>(seen > 0 ? store.change([EVERY_VALUE]) : redis.ping(), waitMs * 10)
      .then(() => {
        // A change missed while this probe ran waits for the next one.
        if (missed !== seen) return;
        missed = 0;
        log.info(`Redis answers again: reads are cached again${seen ? ` (every value kept before ${seen} missed changes retired)` : ''}`);
        bypassedSince = undefined;
      })
      .catch(() => undefined)
      .finally(() => (probing = false));
  };
  const cache = readThrough(store, lost);

  return {
    read(key, topics, load) {
      if (bypassedSince === undefined) return cache.read(key, topics, load);
      probe();
      return load();
    },
    async changed(topics) {
      if (bypassedSince === undefined) {
        try {
          return await cache.changed(topics);
        } catch (error) {
          lost(error);
        }
      }
      missed += 1;
      probe();
    },
    state: () => (bypassedSince === undefined ? 'shared' : 'bypassed'),
  };
}
