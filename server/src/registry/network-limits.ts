/**
 * Per-network budgets of what feeds the automatic rollback: devices recorded as served and
 * load reports, each at most `perNetworkPerMinute` a minute per client network. A network
 * that makes fresh devices on every request fills neither the table nor the counts; a shared
 * office NAT only has its surplus go uncounted, and it weighs as one network anyway.
 * Counted in Redis when there is one, so every instance shares the budget; when Redis does
 * not answer in time this process counts alone, so a page never waits on it (rate-counters.ts).
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { memoryRateCounter, sharedRateCounter } from '../http/rate-counters';

const WINDOW_MS = 60_000;

export type NetworkBudget = 'served' | 'report';

/** True while `network` has budget left this minute for one more `kind`; counts the use. */
export type NetworkLimiter = (kind: NetworkBudget, env: string, network: string) => Promise<boolean>;

export function networkLimiter(deps: { clock: Clock; redis?: Redis; perMinute: number; log: (message: string) => void }): NetworkLimiter {
  const counter = deps.redis ? sharedRateCounter(deps.redis, { warn: deps.log, info: deps.log }) : memoryRateCounter();
  return async (kind, env, network) => {
    const now = deps.clock();
    const window = Math.floor(now / WINDOW_MS);
    const [hits] = await counter.hit([`rl:loads:${kind}:${env}:${network}:${window}`], (window + 1) * WINDOW_MS, now);
    return (hits ?? 0) <= deps.perMinute;
  };
}
