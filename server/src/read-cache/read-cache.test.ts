/**
 * The read cache never serves a value older than a change it was told of: not after the change,
 * not when the read raced the change, not on another process, not after Redis was away. The
 * Redis cases run when REDIS_URL is set (.ci/run sets it).
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryReadCache } from './index';
import type { ReadCache } from './read-through';
import { sharedReadCache } from './shared';

const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

/** A Redis client under a prefix of its own: `prefix` shares one between two "processes". */
function redisClient(prefix = `t_${crypto.randomBytes(6).toString('hex')}:`) {
  const client = new Redis(redisUrl as string, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

const quiet = { warn: () => undefined, info: () => undefined };

/** A loader that counts its reads of a "row". */
function row(initial: string) {
  const state = { value: initial, reads: 0 };
  const load = async () => {
    state.reads += 1;
    return state.value;
  };
  return { state, load };
}

const kinds: [string, () => ReadCache][] = [['in the process', memoryReadCache]];
if (redisUrl) kinds.push(['in Redis', () => sharedReadCache(redisClient(), quiet)]);

describe.each(kinds)('the read cache %s', (_kind, makeCache) => {
  it('serves what it read until one of its topics changes, then reads again', async () => {
    const cache = makeCache();
    const { state, load } = row('3 left');
    expect(await cache.read('left:a', ['uses:a', 'settings'], load)).toBe('3 left');
    expect(await cache.read('left:a', ['uses:a', 'settings'], load)).toBe('3 left');
    expect(state.reads).toBe(1);

    state.value = '2 left';
    await cache.changed(['uses:a']);
    expect(await cache.read('left:a', ['uses:a', 'settings'], load)).toBe('2 left');
    state.value = '5 left';
    await cache.changed(['settings']);
    expect(await cache.read('left:a', ['uses:a', 'settings'], load)).toBe('5 left');
    expect(state.reads).toBe(3);
  });

  it('keeps values apart by key, and a change retires only the values of its topics', async () => {
    const cache = makeCache();
    const a = row('a1');
    const b = row('b1');
    await cache.read('left:a', ['uses:a'], a.load);
    await cache.read('left:b', ['uses:b'], b.load);
    a.state.value = 'a2';
    b.state.value = 'b2';
    await cache.changed(['uses:a']);
    expect(await cache.read('left:a', ['uses:a'], a.load)).toBe('a2');
    // Nobody said b changed: the cache does not know (the TTL bounds such a write).
    expect(await cache.read('left:b', ['uses:b'], b.load)).toBe('b1');
  });

  it('never serves a value whose read raced a change, whichever finished first', async () => {
    const cache = makeCache();
    const { state, load } = row('3 left');
    // The read takes the old row; the write commits and says so before the read keeps its value.
    const racing = async () => {
      const old = await load();
      state.value = '2 left';
      await cache.changed(['uses:a']);
      return old;
    };
    expect(await cache.read('left:a', ['uses:a'], racing)).toBe('3 left');
    // Whatever was kept (it may be kept after the change), it is not served.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await cache.read('left:a', ['uses:a'], load)).toBe('2 left');
    expect(await cache.read('left:a', ['uses:a'], load)).toBe('2 left');
    expect(state.reads).toBe(2);
  });
});

describe.skipIf(!redisUrl)('the read cache in Redis, shared by processes', () => {
  it("retires on one process what another process's write changed", async () => {
    const prefix = `t_${crypto.randomBytes(6).toString('hex')}:`;
    const one = sharedReadCache(redisClient(prefix), quiet);
    const two = sharedReadCache(redisClient(prefix), quiet);
    const { state, load } = row('3 left');
    expect(await one.read('left:a', ['uses:a'], load)).toBe('3 left');
    // The other process reads what the first one kept.
    expect(await two.read('left:a', ['uses:a'], load)).toBe('3 left');
    expect(state.reads).toBe(1);
    state.value = '2 left';
    await two.changed(['uses:a']);
    expect(await one.read('left:a', ['uses:a'], load)).toBe('2 left');
  });

  it('reads the database while Redis is away, and once back retires every value kept before a change it missed', { timeout: 15_000 }, async () => {
    const prefix = `t_${crypto.randomBytes(6).toString('hex')}:`;
    const client = redisClient(prefix);
    const lines: string[] = [];
    const cache = sharedReadCache(client, { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) });
    const other = sharedReadCache(redisClient(prefix), quiet);
    const { state, load } = row('3 left');
    expect(await cache.read('left:a', ['uses:a'], load)).toBe('3 left');

    client.disconnect();
    state.value = '2 left';
    // This process's write cannot be told to Redis; its reads go to the database meanwhile.
    await cache.changed(['uses:a']);
    expect(cache.state()).toBe('bypassed');
    expect(await cache.read('left:a', ['uses:a'], load)).toBe('2 left');
    expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);

    await client.connect();
    for (let i = 0; i < 50 && cache.state() === 'bypassed'; i++) {
      await cache.read('left:b', [], async () => 'probe');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(cache.state()).toBe('shared');
    expect(lines.at(-1)).toMatch(/^info Redis answers again/);
    // The value kept before the outage is stale, and no process serves it.
    expect(await other.read('left:a', ['uses:a'], load)).toBe('2 left');
    expect(await cache.read('left:a', ['uses:a'], load)).toBe('2 left');
  });
});
