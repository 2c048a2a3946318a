import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The hub's origin as the browser sees it: the configured public URL, or the one this request
 * came in on (behind a proxy, trustProxy makes that the forwarded protocol and host). OAuth
 * redirect URIs and the sandbox pages' links are built on it.
 */
export const publicOrigin = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;
