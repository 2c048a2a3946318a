/**
 * Fixed-window hit counters for the rate limits: in process on one machine, in Redis when
 * several processes must share one limit. A key names its window, so a count never needs
 * resetting: it expires with the window.
 */
import type { Redis } from 'ioredis';

export interface RateCounter {
  /** Adds one hit to each key and answers each key's count so far in its window. */
  hit(keys: readonly string[], windowEndsAt: number, now: number): Promise<number[]>;
}

/** A Map of counts; keys of windows that ended are swept at most once a `sweepEveryMs`. */
export function memoryRateCounter(sweepEveryMs = 60_000): RateCounter & { trackedKeys: () => number } {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  let nextSweepAt = 0;
  const sweep = (now: number) => {
    for (const [key, entry] of counts) if (entry.expiresAt <= now) counts.delete(key);
    nextSweepAt = now + sweepEveryMs;
  };
  return {
    async hit(keys, windowEndsAt, now) {
      if (now >= nextSweepAt) sweep(now);
      return keys.map((key) => {
        const entry = counts.get(key);
        if (entry && entry.expiresAt > now) return ++entry.count;
        counts.set(key, { count: 1, expiresAt: windowEndsAt });
        return 1;
      });
    },
    trackedKeys: () => counts.size,
  };
}

/** Slack on the Redis expiry for processes whose clocks differ a little. */
const EXPIRY_SLACK_MS = 5_000;

/** INCR and PEXPIRE of every key in one MULTI, so a key never lives on without its expiry. */
export function redisRateCounter(redis: Redis): RateCounter {
  return {
    async hit(keys, windowEndsAt, now) {
      const ttl = Math.max(1, windowEndsAt - now) + EXPIRY_SLACK_MS;
      const multi = redis.multi();
      for (const key of keys) multi.incr(key).pexpire(key, ttl);
      const replies = await multi.exec();
      if (!replies) throw new Error('the rate-limit MULTI was aborted');
      return keys.map((_, index) => {
        const [error, count] = replies[index * 2];
        if (error) throw error;
        return Number(count);
      });
    },
  };
}

/** Where a shared counter says it counts alone, and when it shares again. */
export interface RateLog {
  warn(message: string): void;
  info(message: string): void;
}

/** How long a shared count may take before this process counts alone (issue 15, W10). */
export const SHARED_COUNT_WAIT_MS = 100;
/** While Redis is away, how often one request's worth of probing checks whether it is back. */
const PROBE_EVERY_MS = 2_000;

/** The promise's answer, or a rejection once `ms` went by without one. */
export const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/**
 * Counts in Redis, so that every process shares one limit — but never makes a request wait on
 * a Redis that is down or hung: a count that takes longer than SHARED_COUNT_WAIT_MS (or fails)
 * switches this process to counting in memory, with one log line, and requests stop asking
 * Redis at all. In the background a PING every PROBE_EVERY_MS looks for Redis to come back;
 * when it answers, counting goes back to Redis, with another line. With Redis down every API
 * call used to wait out ioredis's reconnect and retries, about 6 s each.
 */
export function sharedRateCounter(redis: Redis, log: RateLog, waitMs = SHARED_COUNT_WAIT_MS): RateCounter & { counting: () => 'shared' | 'local' } {
  const shared = redisRateCounter(redis);
  const local = memoryRateCounter();
  let degradedSince: number | undefined;
  let nextProbeAt = 0;
  let probing = false;

  const probe = () => {
    if (probing || Date.now() < nextProbeAt) return;
    probing = true;
    nextProbeAt = Date.now() + PROBE_EVERY_MS;
    within(redis.ping(), waitMs * 10)
      .then(() => {
        log.info(`Redis answers again: rate limits are shared again (counted in this process alone for ${Math.round((Date.now() - (degradedSince ?? Date.now())) / 1000)} s)`);
        degradedSince = undefined;
      })
      .catch(() => undefined)
      .finally(() => (probing = false));
  };

  return {
    async hit(keys, windowEndsAt, now) {
      if (degradedSince !== undefined) {
        probe();
        return local.hit(keys, windowEndsAt, now);
      }
      try {
        return await within(shared.hit(keys, windowEndsAt, now), waitMs);
      } catch (error) {
        if (degradedSince === undefined) {
          degradedSince = Date.now();
          nextProbeAt = Date.now() + PROBE_EVERY_MS;
          log.warn(`Redis is unavailable (${error instanceof Error ? error.message : String(error)}): rate limits are counted in this process alone until it answers again`);
        }
        return local.hit(keys, windowEndsAt, now);
      }
    },
    counting: () => (degradedSince === undefined ? 'shared' : 'local'),
  };
}
