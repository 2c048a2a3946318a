/**
 * Wrong admin tokens per client network (issue 15, W9): after `maxFailures` wrong tokens within
 * one window of `lockoutMs`, the network (IPv4 /24, IPv6 /64, as http/client-network.ts groups
 * addresses) is locked out for `lockoutMs` — every token it sends meanwhile is refused unread,
 * the right one too, or guessing would just go on behind the lock. Other networks are not
 * touched, and signed-in ops sessions keep working (their ids are not guessable).
 *
 * Counted in Redis when there is one, so every instance shares the count and the lock; when
 * Redis does not answer within SHARED_COUNT_WAIT_MS this process counts alone (and says so once a minute).
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { SHARED_COUNT_WAIT_MS, within } from '../http/rate-counters';

const WARN_EVERY_MS = 60_000;
/** Past this many tracked networks, entries whose window and lock are over are dropped. */
const SWEEP_ABOVE = 10_000;

export interface AdminLockoutPolicy {
  /** Wrong tokens from one network before it is locked out. */
  maxFailures: number;
  /** The window those are counted in, and how long the lockout lasts. */
  lockoutMs: number;
}

export interface AdminLockout {
  /** How long `network` stays locked out, in ms; 0 when it may try a token. */
  remainingMs(network: string): Promise<number>;
  /** Counts a wrong token from `network`; true when this one locked the network out. */
  failed(network: string): Promise<boolean>;
}

/** Failures are counted in fixed windows of `lockoutMs`, numbered from the epoch. */
const windowOf = (now: number, lockoutMs: number) => Math.floor(now / lockoutMs);

interface LocalEntry {
  window: number;
  failures: number;
  lockedUntil: number;
}

function localLockout(clock: Clock, { maxFailures, lockoutMs }: AdminLockoutPolicy): AdminLockout {
  const entries = new Map<string, LocalEntry>();
  const sweep = (now: number) => {
    if (entries.size <= SWEEP_ABOVE) return;
    const window = windowOf(now, lockoutMs);
    for (const [network, entry] of entries) if (entry.window < window && entry.lockedUntil <= now) entries.delete(network);
  };
  return {
    async remainingMs(network) {
      return Math.max(0, (entries.get(network)?.lockedUntil ?? 0) - clock());
    },
    async failed(network) {
      const now = clock();
      sweep(now);
      const window = windowOf(now, lockoutMs);
      const entry = entries.get(network) ?? { window, failures: 0, lockedUntil: 0 };
      if (entry.window !== window) Object.assign(entry, { window, failures: 0 });
      entries.set(network, entry);
      entry.failures++;
      if (entry.failures < maxFailures || entry.lockedUntil > now) return false;
      entry.lockedUntil = now + lockoutMs;
      return true;
    },
  };
}

/**
 * KEYS: this window's failure count, the lock (holding its end, epoch ms). ARGV: now, the lock's
 * end, the keys' lifetime, maxFailures. Answers 1 when this failure locked the network out.
 */
const FAIL_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if failures < tonumber(ARGV[4]) then return 0 end
if tonumber(redis.call('GET', KEYS[2]) or '0') > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`;

/** Slack on the Redis expiries for instances whose clocks differ a little. */
const EXPIRY_SLACK_MS = 5_000;

function redisLockout(redis: Redis, clock: Clock, { maxFailures, lockoutMs }: AdminLockoutPolicy): AdminLockout {
  const lockKey = (network: string) => `admin-auth:lock:${network}`;
  return {
    async remainingMs(network) {
      return Math.max(0, Number((await redis.get(lockKey(network))) ?? 0) - clock());
    },
    async failed(network) {
      const now = clock();
      const failures = `admin-auth:failures:${network}:${windowOf(now, lockoutMs)}`;
      const answer = await redis.eval(FAIL_SCRIPT, 2, failures, lockKey(network), now, now + lockoutMs, lockoutMs + EXPIRY_SLACK_MS, maxFailures);
      return answer === 1;
    },
  };
}

export function adminLockout(deps: { clock: Clock; redis?: Redis; policy: AdminLockoutPolicy; log: (message: string) => void }): AdminLockout {
  const local = localLockout(deps.clock, deps.policy);
  if (!deps.redis) return local;
  const shared = redisLockout(deps.redis, deps.clock, deps.policy);
  let warnedAt = -Infinity;
  const either = async <T>(ask: (lockout: AdminLockout) => Promise<T>): Promise<T> => {
    try {
      return await within(ask(shared), SHARED_COUNT_WAIT_MS);
    } catch (error) {
      const now = deps.clock();
      if (now - warnedAt > WARN_EVERY_MS) {
        warnedAt = now;
        deps.log(`admin sign-in failures counted in this process only: ${error instanceof Error ? error.message : String(error)}`);
      }
      return ask(local);
    }
  };
  return {
    remainingMs: (network) => either((lockout) => lockout.remainingMs(network)),
    failed: (network) => either((lockout) => lockout.failed(network)),
  };
}
