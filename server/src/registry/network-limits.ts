/**
 * Per-network budgets of what feeds the automatic rollback: devices recorded as served and
 * load reports, each at most `perNetworkPerMinute` a minute per client network. A network
 * that makes fresh devices on every request fills neither the table nor the counts; a shared
 * office NAT only has its surplus go uncounted, and it weighs as one network anyway.
 * Counted in Redis when there is one, so every instance shares the budget.
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { memoryRateCounter, redisRateCounter } from '../http/rate-counters';

const WINDOW_MS = 60_000;

export type NetworkBudget = 'served' | 'report';

/** True while `network` has budget left this minute for one more `kind`; counts the use. */
export type NetworkLimiter = (kind: NetworkBudget, env: string, network: string) => Promise<boolean>;

export function networkLimiter(deps: { clock: Clock; redis?: Redis; perMinute: number; log: (message: string) => void }): NetworkLimiter {
  const counter = deps.redis ? redisRateCounter(deps.redis) : memoryRateCounter();
  return async (kind, env, network) => {
    const now = deps.clock();
    const window = Math.floor(now / WINDOW_MS);
    try {
      const [hits] = await counter.hit([`rl:loads:${kind}:${env}:${network}:${window}`], (window + 1) * WINDOW_MS, now);
      return hits <= deps.perMinute;
    } catch (error) {
      // Without the shared counter nothing is counted rather than everything: a report or a
      // served record lost is harmless, a rollback on unlimited reports is not.
      deps.log(`load report budget unavailable, not counting: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
}
