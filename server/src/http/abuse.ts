/**
 * Abuse guards of the API: per-device and per-IP rate limits (error 3) and the refusal of
 * cross-site state-changing calls. Registered before every route, after the device identity.
 */
import { ERROR_CODES } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { CROSS_SITE_REFUSED, isCrossSiteStateChange } from './abuse-cross-site';
import { ApiError, sendApiError } from './errors';
import { isRateLimited, rateLimiter } from './rate-limit';

/** Server-to-server calls: the pay provider's signed notifications have no browser and no device. */
const PROVIDER_CALLBACK_PREFIXES = ['/api/pay/notify/'];
/** Probed by load balancers every few seconds. */
const HEALTH_PATH = '/healthz';

export function registerAbuseGuards(app: FastifyInstance, ctx: ServerContext): void {
  const limit = rateLimiter(ctx, { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === HEALTH_PATH || PROVIDER_CALLBACK_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    if (isCrossSiteStateChange(request, ctx.config.publicUrl)) {
      return sendApiError(reply, new ApiError(403, ERROR_CODES.BAD_REQUEST, CROSS_SITE_REFUSED));
    }
    if (isRateLimited(request.method, path) && (await limit(request, reply))) return reply;
  });
}
