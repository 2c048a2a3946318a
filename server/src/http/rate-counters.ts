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
