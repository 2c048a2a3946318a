/**
 * With Redis down or hung, the API answers at once and still limits (issue 15, W10): rate
 * limits fall back to the process's own count with one log line, and go back to Redis by
 * themselves when it answers again. Redis here sits behind a proxy the test switches between
 * a black hole (connections accepted, nothing ever answered: the worst kind of outage) and
 * the machine's real Redis.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, sessionHeaders } from '../test-support';
import { sharedRateCounter } from './rate-counters';

/** A TCP front for Redis: forwards to `target` while up, swallows everything while down. */
async function switchableRedis(target?: { host: string; port: number }) {
  let up = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (!up || !target) return; // accepted, never answered
    const upstream = net.connect(target);
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Redis comes back: connections made from now on reach it (the client reconnects). */
    bringUp() {
      up = true;
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const logged = () => {
  const lines: string[] = [];
  return { lines, log: { warn: (line: string) => lines.push(`warn ${line}`), info: (line: string) => lines.push(`info ${line}`) } };
};

const realRedis = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : undefined;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a Redis that does not answer', () => {
  it('costs an API call at most a moment, and the limits still hold in this process', async () => {
    const hung = await switchableRedis();
    cleanups.push(hung.close);
    const redis = new Redis(hung.url, { maxRetriesPerRequest: 2, keyPrefix: `t_${crypto.randomBytes(6).toString('hex')}:` });
    redis.on('error', () => undefined);
    cleanups.push(() => redis.disconnect());
    const config = { ...loadConfig({}), rateLimits: { perDevicePerMinute: 5, perIpPerMinute: 1000 } };
    const t = await createTestApp({ config, redis });
    cleanups.push(t.close);
    const h = await sessionHeaders(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/getNetStatus', headers: h })).statusCode);
    // getToken was the device's first counted call: five calls in all go through, then error 3.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
  });

  it('switches to counting alone with one log line, and back to Redis by itself when it returns', { timeout: 20_000 }, async () => {
    if (!realRedis) return;
    const outage = await switchableRedis({ host: realRedis.hostname, port: Number(realRedis.port || 6379) });
    cleanups.push(outage.close);
    const prefix = `t_${crypto.randomBytes(6).toString('hex')}:`;
    const redis = new Redis(outage.url, { maxRetriesPerRequest: 2, keyPrefix: prefix });
    redis.on('error', () => undefined);
    cleanups.push(() => redis.disconnect());
    const { lines, log } = logged();
    const counter = sharedRateCounter(redis, log);
    const windowEnd = Date.now() + 60_000;

    for (let i = 1; i <= 5; i++) expect(await counter.hit(['k'], windowEnd, Date.now())).toEqual([i]);
    expect(counter.counting()).toBe('local');
    expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
    expect(lines[0]).toMatch(/Redis is unavailable .*counted in this process alone/);

    outage.bringUp();
    for (let i = 0; i < 100 && counter.counting() === 'local'; i++) {
      await counter.hit(['other'], windowEnd, Date.now());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(counter.counting()).toBe('shared');
    expect(lines.at(-1)).toMatch(/^info Redis answers again/);
    // The count goes to Redis again.
    expect(await counter.hit(['back'], windowEnd, Date.now())).toEqual([1]);
    const direct = new Redis(process.env.REDIS_URL as string);
    cleanups.push(() => direct.disconnect());
    expect(await direct.get(`${prefix}back`)).toBe('1');
  });
});
