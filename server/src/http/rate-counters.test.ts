import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { memoryRateCounter, redisRateCounter } from './rate-counters';

const WINDOW_END = 60_000;

describe('in-process rate counter', () => {
  it('counts hits per key within its window', async () => {
    const counter = memoryRateCounter();
    expect(await counter.hit(['a', 'b'], WINDOW_END, 1_000)).toEqual([1, 1]);
    expect(await counter.hit(['a', 'b'], WINDOW_END, 2_000)).toEqual([2, 2]);
    expect(await counter.hit(['a', 'c'], WINDOW_END, 3_000)).toEqual([3, 1]);
    // Once the window ended, the same key starts over.
    expect(await counter.hit(['a'], 2 * WINDOW_END, WINDOW_END)).toEqual([1]);
  });

  it('forgets the keys of ended windows, so memory does not grow with every device ever seen', async () => {
    const counter = memoryRateCounter(WINDOW_END);
    for (let i = 0; i < 100; i += 1) await counter.hit([`dev:${i}:0`], WINDOW_END, 10);
    expect(counter.trackedKeys()).toBe(100);
    await counter.hit(['dev:x:1'], 2 * WINDOW_END, WINDOW_END + 10);
    expect(counter.trackedKeys()).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis rate counter', () => {
  it('counts with INCR and expires each key with its window', async () => {
    const redis = new Redis(process.env.REDIS_URL as string, { keyPrefix: `t_${crypto.randomBytes(6).toString('hex')}:` });
    try {
      const counter = redisRateCounter(redis);
      expect(await counter.hit(['k1', 'k2'], WINDOW_END, 1_000)).toEqual([1, 1]);
      expect(await counter.hit(['k1'], WINDOW_END, 2_000)).toEqual([2]);
      const ttl = await redis.pttl('k1');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW_END - 2_000 + 5_000);
    } finally {
      redis.disconnect();
    }
  });
});
