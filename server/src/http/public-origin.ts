import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The hub's origin as the browser sees it: the configured public URL, or the one this request
 * came in on (behind a proxy, trustProxy makes that the forwarded protocol and host). OAuth
 * redirect URIs, pay notification URLs, the sandbox pages' links and the storage endpoint are
 * built on it.
 */
export const publicOrigin = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/** `scheme://host[:port]` with the default port dropped, or undefined for 'null' and garbage. */
export function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** True when `origin` is a page of the hub: this request's own origin or the configured public one. */
export function isHubOrigin(request: FastifyRequest, origin: string, publicUrl: string | undefined): boolean {
  const given = originOf(origin);
  const hub = [`${request.protocol}://${request.host}`, publicUrl].flatMap((o) => (o ? [originOf(o)] : []));
  return given !== undefined && hub.includes(given);
}
