/**
 * Rate limits of the API (error 3): one-minute fixed windows counted per device (the guid
 * cookie) and per IP, whichever runs out first. The IP limit catches a client that drops its
 * cookie to get a fresh device on every request.
 */
import { ERROR_CODES, GATEWAY_PATH } from '@toolhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../auth/guard';
import type { ServerContext } from '../context';
import { ApiError, sendApiError } from './errors';
import { memoryRateCounter, sharedRateCounter, type RateLog } from './rate-counters';

const WINDOW_MS = 60_000;
/**
 * Outside the API: every login step (each start writes a state row, whatever the method) and
 * the sandbox providers, and the POSTs that pay.
 */
const LIMITED_PREFIXES = ['/login/', '/sandbox/'];
const LIMITED_POST_PREFIXES = ['/pay/'];
/** The gateway answers POSTs to the root: it is the API under another address. */
const LIMITED_POST_PATHS = [GATEWAY_PATH];

export const isRateLimited = (method: string, path: string) =>
  isApiPath(path) ||
  LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
  (method === 'POST' && (LIMITED_POST_PREFIXES.some((prefix) => path.startsWith(prefix)) || LIMITED_POST_PATHS.includes(path)));

/** Counts the request; when it is over a limit, sends the 429 answer and resolves true. */
export type RateLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function rateLimiter({ config, clock, redis }: Pick<ServerContext, 'config' | 'clock' | 'redis'>, log: RateLog): RateLimiter {
  // With Redis, one limit for every process; while it is down or hung, this process's own.
  const counter = redis ? sharedRateCounter(redis, log) : memoryRateCounter();
  const { perDevicePerMinute, perIpPerMinute } = config.rateLimits;
  return async (request, reply) => {
    const now = clock();
    const window = Math.floor(now / WINDOW_MS);
    const windowEndsAt = (window + 1) * WINDOW_MS;
    const [deviceHits, ipHits] = await counter.hit([`rl:dev:${request.guid}:${window}`, `rl:ip:${request.ip}:${window}`], windowEndsAt, now);
    if (deviceHits <= perDevicePerMinute && ipHits <= perIpPerMinute) return false;
    reply.header('retry-after', String(Math.ceil((windowEndsAt - now) / 1000)));
    sendApiError(reply, new ApiError(429, ERROR_CODES.RATE_TOO_HIGH));
    return true;
  };
}
