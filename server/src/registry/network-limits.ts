/**
 * Per-network budgets of what feeds the automatic rollback: devices recorded as served and
 * load reports, each at most `perNetworkPerMinute` a minute per client network. A network
 * that makes fresh devices on every request fills neither the table nor the counts; a shared
 * office NAT only has its surplus go uncounted, and it weighs as one network anyway.
 * Counted in Redis when there is one, so every instance shares the budget; when Redis does
 * not answer within REDIS_WAIT_MS this process counts alone, so a page never waits on it.
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { memoryRateCounter, redisRateCounter, type RateCounter } from '../http/rate-counters';

const WINDOW_MS = 60_000;
const REDIS_WAIT_MS = 100;

export type NetworkBudget = 'served' | 'report';

/** True while `network` has budget left this minute for one more `kind`; counts the use. */
export type NetworkLimiter = (kind: NetworkBudget, env: string, network: string) => Promise<boolean>;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export function networkLimiter(deps: { clock: Clock; redis?: Redis; perMinute: number; log: (message: string) => void }): NetworkLimiter {
  const shared: RateCounter | undefined = deps.redis && redisRateCounter(deps.redis);
  const local = memoryRateCounter();
  let warnedAt = -Infinity;
  return async (kind, env, network) => {
    const now = deps.clock();
    const window = Math.floor(now / WINDOW_MS);
    const keys = [`rl:loads:${kind}:${env}:${network}:${window}`];
    const windowEndsAt = (window + 1) * WINDOW_MS;
    let hits: number[];
    try {
      hits = shared ? await within(shared.hit(keys, windowEndsAt, now), REDIS_WAIT_MS) : await local.hit(keys, windowEndsAt, now);
    } catch (error) {
      if (now - warnedAt > WINDOW_MS) {
        warnedAt = now;
        deps.log(`load report budgets counted in this process only: ${error instanceof Error ? error.message : String(error)}`);
      }
      hits = await local.hit(keys, windowEndsAt, now);
    }
    return (hits[0] ?? 0) <= deps.perMinute;
  };
}
