/**
 * The COS v5 request signature (`q-sign-algorithm=sha1`), computed the way cos-js-sdk-v5 and
 * cos-nodejs-sdk-v5 compute it in `util.getAuth`, so the embedded store can check what the
 * unmodified SDKs send, and the server can presign download URLs that COS (or the embedded
 * store) accepts:
 *
 *   SignKey      = HMAC-SHA1(SecretKey, KeyTime)                       (hex)
 *   HttpString   = method \n pathname \n params \n headers \n           (method lower case)
 *   StringToSign = "sha1" \n SignTime \n SHA1(HttpString) \n
 *   Signature    = HMAC-SHA1(SignKey, StringToSign)                     (hex)
 *
 * `params` and `headers` are `name=value` pairs joined by `&`, names lower-cased, both sides
 * encoded like encodeURIComponent plus `!'()*`, sorted by name; only the names listed in
 * q-url-param-list / q-header-list take part. The pathname is the raw object key with a
 * leading slash (not URL-encoded), with the bucket in front when the SDK runs path-style.
 */
import crypto from 'node:crypto';
import { sameSecret } from '../auth/same-secret';

/** encodeURIComponent, plus the five characters it leaves alone (the SDKs' camSafeUrlEncode). */
export function camSafeUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parts of an `Authorization` value (or of a presigned URL's query). */
export interface CosAuthorization {
  secretId: string;
  signTime: string;
  keyTime: string;
  /** Encoded, lower-case names, as the client listed them. */
  headerList: string[];
  paramList: string[];
  signature: string;
}

/** What the signature covers. Names of `query` are raw (decoded); `headers` are lower-case. */
export interface SignedRequestParts {
  method: string;
  pathname: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

const listOf = (value: string) => (value ? value.split(';').filter(Boolean) : []);

/**
 * Reads `q-sign-algorithm=sha1&q-ak=…&q-signature=…`; undefined when a part is missing or the
 * algorithm is not sha1. The same fields arrive as query parameters of a presigned URL.
 */
export function parseCosAuthorization(fields: Record<string, string | undefined>): CosAuthorization | undefined {
  const algorithm = fields['q-sign-algorithm'];
  const secretId = fields['q-ak'];
  const signTime = fields['q-sign-time'];
  const keyTime = fields['q-key-time'];
  const signature = fields['q-signature'];
  if (algorithm !== 'sha1' || !secretId || !signTime || !keyTime || !signature) return undefined;
  if (fields['q-header-list'] === undefined || fields['q-url-param-list'] === undefined) return undefined;
  return {
    secretId,
    signTime,
    keyTime,
    headerList: listOf(fields['q-header-list'].toLowerCase()),
    paramList: listOf(fields['q-url-param-list'].toLowerCase()),
    signature: signature.toLowerCase(),
  };
}

/** The fields of an `Authorization` header value; it is not URL-encoded. */
export function authorizationHeaderFields(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of header.trim().split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) fields[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return fields;
}

/** [start, end] in epoch seconds of `start;end`, or undefined when it is not that. */
export function parseTimeRange(value: string): [number, number] | undefined {
  const match = /^(\d{1,12});(\d{1,12})$/.exec(value);
  if (!match) return undefined;
  const range: [number, number] = [Number(match[1]), Number(match[2])];
  return range[0] <= range[1] ? range : undefined;
}

const hmacSha1Hex = (key: string, text: string) => crypto.createHmac('sha1', key).update(text, 'utf8').digest('hex');
const sha1Hex = (text: string) => crypto.createHash('sha1').update(text, 'utf8').digest('hex');

const encodedName = (name: string) => camSafeUrlEncode(name).toLowerCase();

/**
 * `name=value&…` of the listed names, sorted. A listed name the request does not carry
 * counts as an empty value, so the signature cannot match a request that drops it.
 */
function pairsOf(values: Record<string, string>, listed: string[]): string {
  const byEncodedName = new Map(Object.entries(values).map(([name, value]) => [encodedName(name), value]));
  return [...new Set(listed)]
    .sort()
    .map((name) => `${name}=${camSafeUrlEncode(byEncodedName.get(name) ?? '')}`)
    .join('&');
}

/** The q-signature of a request over the listed headers and parameters. */
export function cosSignature(
  secretKey: string,
  times: { signTime: string; keyTime: string },
  request: SignedRequestParts,
  lists: { headerList: string[]; paramList: string[] },
): string {
  const signKey = hmacSha1Hex(secretKey, times.keyTime);
  const httpString = [
    request.method.toLowerCase(),
    request.pathname,
    pairsOf(request.query, lists.paramList),
    pairsOf(request.headers, lists.headerList),
    '',
  ].join('\n');
  const stringToSign = ['sha1', times.signTime, sha1Hex(httpString), ''].join('\n');
  return hmacSha1Hex(signKey, stringToSign);
}

/**
 * True when the signature matches the request under one of the candidate pathnames (the
 * object key alone, or bucket and key when the SDK runs path-style). Compared in constant time.
 */
export function signatureMatches(
  auth: CosAuthorization,
  secretKey: string,
  request: Omit<SignedRequestParts, 'pathname'>,
  pathnames: string[],
): boolean {
  return pathnames.some((pathname) => sameSecret(auth.signature, cosSignature(secretKey, auth, { ...request, pathname }, auth)));
}

export interface SignOptions {
  secretId: string;
  secretKey: string;
  method: string;
  /** `/<key>` (raw key), or `/<bucket>/<key>` path-style. */
  pathname: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  query?: Record<string, string>;
  /** Lower-case names. */
  headers?: Record<string, string>;
}

function signedFields(options: SignOptions): Array<[string, string]> {
  const query = options.query ?? {};
  const headers = options.headers ?? {};
  const lists = {
    headerList: Object.keys(headers).map(encodedName).sort(),
    paramList: Object.keys(query).map(encodedName).sort(),
  };
  const time = `${options.start};${options.end}`;
  const signature = cosSignature(options.secretKey, { signTime: time, keyTime: time }, { ...options, query, headers }, lists);
  return [
    ['q-sign-algorithm', 'sha1'],
    ['q-ak', options.secretId],
    ['q-sign-time', time],
    ['q-key-time', time],
    ['q-header-list', lists.headerList.join(';')],
    ['q-url-param-list', lists.paramList.join(';')],
    ['q-signature', signature],
  ];
}

/** An `Authorization` header value, as the SDKs send it. */
export function cosAuthorization(options: SignOptions): string {
  return signedFields(options)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The query string (without `?`) of a presigned URL: the signature fields, then the signed params. */
export function presignedQuery(options: SignOptions): string {
  const fields = [...signedFields(options), ...Object.entries(options.query ?? {})];
  return fields.map(([name, value]) => `${camSafeUrlEncode(name)}=${camSafeUrlEncode(value)}`).join('&');
}
