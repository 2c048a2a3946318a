import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { networkLimiter } from './network-limits';

describe('per-network budgets of load reports', () => {
  it('allows a network its budget a minute, each network and each kind on its own', async () => {
    let now = 120_000;
    const allow = networkLimiter({ clock: () => now, perMinute: 2, log: () => undefined });
    expect([await allow('report', 'prod', 'a'), await allow('report', 'prod', 'a'), await allow('report', 'prod', 'a')]).toEqual([true, true, false]);
    expect(await allow('report', 'prod', 'b')).toBe(true);
    expect(await allow('served', 'prod', 'a')).toBe(true);
    now += 60_000;
    expect(await allow('report', 'prod', 'a')).toBe(true);
  });

  it('counts in the process when Redis does not answer, without making the caller wait on it', async () => {
    const hung = { multi: () => ({ incr: () => ({ pexpire: () => undefined }), exec: () => new Promise(() => undefined) }) } as unknown as Redis;
    const logged: string[] = [];
    const allow = networkLimiter({ clock: () => 0, redis: hung, perMinute: 1, log: (line) => logged.push(line) });
    const started = performance.now();
    expect(await allow('report', 'prod', 'a')).toBe(true);
    expect(await allow('report', 'prod', 'a')).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(logged).toHaveLength(1);
  });
});
