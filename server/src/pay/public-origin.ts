import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The hub's origin as visitors and providers reach it: configured, or the request's own (proxies trusted). */
export const publicOrigin = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;
