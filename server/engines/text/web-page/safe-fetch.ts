/**
 * Fetches a web page for the parser behind the SSRF guard: every hop's URL passes url-policy.ts,
 * and the name is resolved here and each address judged before the socket connects — to the
 * address that was judged, so a name that answers a public address to the check and a private
 * one to the connection (DNS rebinding) gains nothing. Redirects are followed by hand, at most
 * MAX_REDIRECTS, each through the same checks. No cookies are kept or sent; the body is capped
 * at WEB_PAGE_MAX_BYTES after decompression, and the whole fetch at FETCH_TIMEOUT_MS.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { TEXT_FAILURES, WEB_PAGE_MAX_BYTES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';
import { PUBLIC_ONLY, checkedUrl, type UrlPolicy } from './url-policy';

export const MAX_REDIRECTS = 5;
export const FETCH_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Mozilla/5.0 (compatible; ToolhubReader/1.0; +article parser)';

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface FetchOptions {
  /** Tests only: a resolver that answers chosen addresses. */
  resolver?: Resolver;
  /** Tests only: a policy that lets the local test server through. */
  policy?: UrlPolicy;
  signal?: AbortSignal;
}

export interface FetchedPage {
  url: string;
  html: string;
}

/** A `lookup` for the socket that resolves, refuses a name with any refused address, and connects to a judged one. */
function guardedLookup(resolver: Resolver, policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname)
      .then((addresses) => {
        if (addresses.length === 0 || addresses.some((entry) => !policy.allowAddress(entry.address))) throw textFailure(TEXT_FAILURES.urlRefused);
        const chosen = addresses[0]!;
        if ((options as { all?: boolean }).all) (callback as unknown as (error: null, all: typeof addresses) => void)(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((error: unknown) => callback(error as NodeJS.ErrnoException, '', 0));
  };
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
}

function decompressed(stream: http.IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(stream.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return stream.pipe(zlib.createGunzip());
  if (encoding === 'br') return stream.pipe(zlib.createBrotliDecompress());
  if (encoding === 'deflate') return stream.pipe(zlib.createInflate());
  return stream;
}

function oneHop(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'GET', lookup, signal, headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'accept-encoding': 'gzip, deflate, br' }, agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location, contentType, body: Buffer.alloc(0) });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > WEB_PAGE_MAX_BYTES) {
          request.destroy();
          return reject(textFailure(TEXT_FAILURES.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const body = decompressed(response);
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > WEB_PAGE_MAX_BYTES) {
            request.destroy();
            reject(textFailure(TEXT_FAILURES.tooLarge));
          } else chunks.push(chunk);
        });
        body.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        body.on('error', () => reject(textFailure(TEXT_FAILURES.fetchFailed)));
      },
    );
    request.on('error', (error) => reject(error));
    request.end();
  });
}

/** The charset the page declares in its header or a meta tag; UTF-8 when it declares none. */
function decodeHtml(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export async function fetchPage(raw: string, { resolver = systemResolver, policy = PUBLIC_ONLY, signal }: FetchOptions = {}): Promise<FetchedPage> {
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const lookup = guardedLookup(resolver, policy);
  let url = checkedUrl(raw, policy);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let answer: Hop;
    try {
      answer = await oneHop(url, lookup, combined);
    } catch (error) {
      if (error instanceof Error && error.name === 'TaskFailure') throw error;
      if (signal?.aborted) throw error;
      throw textFailure(TEXT_FAILURES.fetchFailed);
    }
    if (answer.status >= 300 && answer.status < 400) {
      if (!answer.location) throw textFailure(TEXT_FAILURES.fetchFailed);
      // Every redirect's target passes the same checks as the first URL.
      url = checkedUrl(new URL(answer.location, url).href, policy);
      continue;
    }
    if (answer.status !== 200) throw textFailure(TEXT_FAILURES.fetchFailed);
    if (answer.contentType && !/text\/html|application\/xhtml\+xml/i.test(answer.contentType)) throw textFailure(TEXT_FAILURES.noArticle);
    return { url: url.href, html: decodeHtml(answer.body, answer.contentType) };
  }
  throw textFailure(TEXT_FAILURES.fetchFailed);
}
