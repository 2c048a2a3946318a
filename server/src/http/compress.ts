/**
 * Compresses what the server makes as it answers — HTML pages, API answers, XML and SVG —
 * with brotli, or gzip for a client that takes no brotli (issue 21). Files on disk are not
 * touched here: the build precompresses them and static/serve.ts picks the copy. Small answers
 * go as they are (the framing costs more than it saves), and so does anything already encoded
 * or streamed (a file, an event stream).
 *
 * Brotli at quality 5: on a page of the hub it comes within a few per cent of quality 11 at a
 * small fraction of the time, which a page made per request needs.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this many bytes an answer goes uncompressed. */
export const MIN_COMPRESS_BYTES = 1024;
const BROTLI_QUALITY = 5;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding a request accepts, brotli first; `q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.getHeader('content-encoding')) return false;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return false;
  return Buffer.byteLength(payload) >= MIN_COMPRESS_BYTES;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!shouldCompress(request, reply, payload)) return payload;
    // Whether or not this client takes it, a cache must not hand one client's form to another.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = Buffer.from(payload);
    const compressed = encoding === 'br' ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : await gzip(body);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
