/**
 * Identity of every request: the device `guid` cookie (set on first visit, 3650 days)
 * and, on the API, the `Authorization` token and a fresh `Timestamp` (DESIGN §3).
 */
import crypto from 'node:crypto';
import { ERROR_CODES, INVALID_TIMESTAMP, TIMESTAMP_SKEW_SECONDS, USER_ID_COOKIE_DAYS } from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { verifyToken } from './token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's device id: from the cookie, or new on this first visit. */
    guid: string;
  }
}

const GUID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** Paths under these prefixes are the API and need a token; `/api/getToken` hands it out. */
const API_PREFIXES = ['/api/', '/cgi-bin/', '/toolproxy/'];
const OPEN_PATHS = new Set(['/api/getToken']);

/**
 * Lets an API path through without a browser token: calls that come from elsewhere than a
 * page of the hub, such as a pay provider's signed notification.
 */
export function allowWithoutToken(path: string) {
  OPEN_PATHS.add(path);
}

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

export function registerIdentity(app: FastifyInstance, secret: string) {
  app.decorateRequest('guid', '');

  app.addHook('onRequest', async (request, reply) => {
    const fromCookie = request.cookies.guid;
    if (fromCookie && GUID_PATTERN.test(fromCookie)) {
      request.guid = fromCookie;
      return;
    }
    request.guid = crypto.randomUUID();
    reply.setCookie('guid', request.guid, {
      path: '/',
      maxAge: USER_ID_COOKIE_DAYS * 24 * 3600,
      // Lax, not Strict: a visitor arriving from a search result or a shared link is a
      // cross-site navigation, and without the cookie on it the server would mint a new device.
      sameSite: 'lax',
      httpOnly: true,
      // Always Secure (issue 15, W6): browsers accept Secure cookies from http://localhost and
      // 127.0.0.1 too, so only a hub served over plain http elsewhere loses it — as it should.
      secure: true,
    });
  });

  app.addHook('preHandler', async (request) => {
    const path = request.url.split('?')[0];
    if (!isApiPath(path) || OPEN_PATHS.has(path)) return;
    requireApiToken(request, secret);
  });
}

/**
 * The API's own check: a fresh `Timestamp` and the `Authorization` token of this device.
 * Exported for calls the API prefixes do not cover, such as the gateway at the root.
 */
export function requireApiToken(request: FastifyRequest, secret: string): void {
  checkTimestamp(request);
  const guid = verifyToken(secret, String(request.headers.authorization ?? ''));
  // A token is bound to the device it was issued to.
  if (!guid || guid !== request.guid) throw new ApiError(401, ERROR_CODES.SERVICE, 'invalid token');
}

function checkTimestamp(request: FastifyRequest) {
  const header = Number(request.headers.timestamp);
  const now = Math.floor(Date.now() / 1000);
  if (!Number.isFinite(header) || Math.abs(now - header) > TIMESTAMP_SKEW_SECONDS) {
    throw new ApiError(400, ERROR_CODES.SERVICE, INVALID_TIMESTAMP);
  }
}
