/**
 * Who is calling the embedded store, from the COS signature of the request (the
 * `Authorization` header, or the query of a presigned URL) and the session token:
 *  - the service (the server's own key pair): any object of the bucket;
 *  - a visitor's temporary credential: put its one key, read objects its owner owns.
 */
import type { FastifyRequest } from 'fastify';
import { cosErrors } from './cos-errors';
import { authorizationHeaderFields, parseCosAuthorization, parseTimeRange, signatureMatches } from './cos-signature';
import { readSessionToken, secretKeyOf, type UploadGrant } from './credential';

export type Principal = { kind: 'service' } | { kind: 'visitor'; grant: UploadGrant };

export interface StoreTarget {
  bucket: string;
  key: string;
  /** Decoded query parameters, by raw name. */
  query: Record<string, string>;
}

export interface AuthKeys {
  secret: string;
  service: { secretId: string; secretKey: string };
}

/** How far in the future a signature may start: clocks differ a little. */
const START_SKEW_SECONDS = 60;

const SECURITY_TOKEN = 'x-cos-security-token';

/** Query parameters, decoded as the SDKs encode them (`%20`, never `+`). */
export function parseQuery(rawQuery: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of rawQuery.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    try {
      query[decodeURIComponent(name)] = decodeURIComponent(value);
    } catch {
      throw cosErrors.invalidArgument('the query string is not valid');
    }
  }
  return query;
}

/** Request headers as the signature sees them: lower-case names, one string each, the host the client addressed. */
function signedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers.host = request.host;
  return headers;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Checks the request's signature, token and times; throws the COS error a client would get.
 * `now` is in epoch seconds.
 */
export function authenticate(request: FastifyRequest, target: StoreTarget, keys: AuthKeys, now: number): Principal {
  const header = headerText(request.headers.authorization);
  const auth = parseCosAuthorization(header ? authorizationHeaderFields(header) : target.query);
  if (!auth) throw cosErrors.accessDenied('the request is not signed');

  let principal: Principal;
  let secretKey: string;
  if (auth.secretId === keys.service.secretId) {
    principal = { kind: 'service' };
    secretKey = keys.service.secretKey;
  } else {
    const token = headerText(request.headers[SECURITY_TOKEN]) ?? target.query[SECURITY_TOKEN];
    const grant = token ? readSessionToken(keys.secret, token) : undefined;
    if (!grant || grant.sid !== auth.secretId) throw cosErrors.invalidAccessKeyId();
    if (grant.bucket !== target.bucket) throw cosErrors.accessDenied('the credential is for another bucket');
    if (grant.exp <= now) throw cosErrors.expiredToken();
    principal = { kind: 'visitor', grant };
    secretKey = secretKeyOf(keys.secret, auth.secretId);
  }

  const signed = { method: request.method, query: target.query, headers: signedHeaders(request) };
  // The SDKs sign `/<key>`, or `/<bucket>/<key>` when they run path-style.
  if (!signatureMatches(auth, secretKey, signed, [`/${target.key}`, `/${target.bucket}/${target.key}`])) {
    throw cosErrors.signatureDoesNotMatch();
  }

  const signTime = parseTimeRange(auth.signTime);
  const keyTime = parseTimeRange(auth.keyTime);
  if (!signTime || !keyTime) throw cosErrors.accessDenied('the signature times are not valid');
  for (const [start, end] of [signTime, keyTime]) {
    if (start > now + START_SKEW_SECONDS || end < now) throw cosErrors.requestTimeTooSkewed();
  }
  return principal;
}
