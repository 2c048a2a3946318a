import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@toolhub/contracts';
import type { Config } from '../config';
import { ApiError } from './errors';

/**
 * The hub's origin as the browser sees it: the configured public URL, or the one this request
 * came in on (behind a proxy, trustProxy makes that the forwarded protocol and host). OAuth
 * redirect URIs, pay notification URLs, the sandbox pages' links and the storage endpoint are
 * built on it — so a Host header the client writes must never become one of them (issue 15,
 * W11): without TOOLHUB_PUBLIC_URL (allowed only in dev and test, see requirePublicUrl) the
 * request's host is taken only when it is this machine's loopback or in TOOLHUB_ALLOWED_HOSTS.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'allowedHosts'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (!isAllowedHost(request.host, config.allowedHosts)) {
    throw new ApiError(400, ERROR_CODES.BAD_REQUEST, `the hub does not answer as ${request.host.slice(0, 100)}: set TOOLHUB_PUBLIC_URL or TOOLHUB_ALLOWED_HOSTS`);
  }
  return `${request.protocol}://${request.host}`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Host header (`name[:port]`) of this machine's loopback, or one ops listed (with or without its port). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return LOOPBACK.has(hostname) || allowed.some((entry) => entry === host.toLowerCase() || entry === hostname);
}

/**
 * Refuses to start outside dev and test without TOOLHUB_PUBLIC_URL, and wherever a real login
 * or pay provider is configured: their redirect and notification URLs must not depend on what
 * a client writes in its Host header.
 */
export function requirePublicUrl(config: Pick<Config, 'env' | 'publicUrl' | 'qqConnect' | 'wxOpen' | 'wxPay'>): void {
  if (config.publicUrl) return;
  const realProvider = config.qqConnect ? 'QQ_CONNECT_APPID' : config.wxOpen ? 'WX_OPEN_APPID' : config.wxPay ? 'WXPAY_MCHID' : undefined;
  if (config.env === 'dev' || config.env === 'test') {
    if (!realProvider) return;
    throw new Error(`TOOLHUB_PUBLIC_URL is required with ${realProvider}: the provider's redirect and notification URLs are built on it`);
  }
  throw new Error(`TOOLHUB_PUBLIC_URL is required when TOOLHUB_ENV=${config.env}: OAuth redirect and pay notification URLs are built on it, never on a request's Host header`);
}

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
