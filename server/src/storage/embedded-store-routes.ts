/**
 * The embedded store at `/cos/<bucket>/<key>`: the part of the COS object protocol that
 * cos-js-sdk-v5 and cos-nodejs-sdk-v5 use for a simple upload and a download — PUT, GET,
 * HEAD (with a signed `Authorization` header or a presigned query), DELETE for the service —
 * and COS-style XML refusals for everything else.
 *
 * Registered in a plugin of its own: bodies are not parsed (a PUT body streams to disk
 * under the credential's byte cap) and errors are answered in XML, without changing the
 * API's parsers or error bodies.
 */
import { EMBEDDED_STORE_PREFIX, FILE_TOO_LARGE, FILE_TYPE_MISMATCH } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { isHubOrigin } from '../http/public-origin';
import { CosError, cosErrors, cosErrorXml, newRequestId } from './cos-errors';
import { fileTypeOf, inspectFile } from './file-types';
import { isValidObjectKey, type ObjectFiles } from './object-files';
import { objectRow, recordObject } from './objects-table';
import { discardStaged, stageStream, TooLarge } from './staging';
import { authenticate, parseQuery, type AuthKeys, type Principal, type StoreTarget } from './store-auth';

export interface EmbeddedStoreDeps extends AuthKeys {
  files: ObjectFiles;
  db: Db;
  clock: Clock;
  /** The hub's public origin: a page there may call the store from the browser. */
  publicUrl?: string;
}

/** The largest object the service itself may put (task results). */
const SERVICE_MAX_BYTES = 1024 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    cosRequestId?: string;
  }
}

/** `/cos/<bucket>/<key>?query` → its parts; the key is decoded (the SDKs encode all but `/`). */
function targetOf(url: string): StoreTarget {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(EMBEDDED_STORE_PREFIX.length));
  } catch {
    throw cosErrors.invalidUri();
  }
  const slash = rest.indexOf('/');
  return {
    bucket: slash < 0 ? rest : rest.slice(0, slash),
    key: slash < 0 ? '' : rest.slice(slash + 1),
    query: parseQuery(at < 0 ? '' : url.slice(at + 1)),
  };
}


export async function embeddedStoreRoutes(app: FastifyInstance, deps: EmbeddedStoreDeps): Promise<void> {
  const { files, db, clock } = deps;
  const nowSeconds = () => Math.floor(clock() / 1000);

  /** A browser page of the hub (its own origin or the public one) may read the answers. */
  const allowedOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (!origin) return undefined;
    return isHubOrigin(request, origin, deps.publicUrl) ? origin : undefined;
  };

  function sendCosError(request: FastifyRequest, reply: FastifyReply, error: CosError) {
    const requestId = request.cosRequestId ?? newRequestId();
    // The SDKs correct their clock from Date on RequestTimeTooSkewed: give them the store's own.
    reply.header('date', new Date(clock()).toUTCString());
    reply.status(error.status).header('x-cos-request-id', requestId);
    if (request.method === 'HEAD') return reply.send();
    return reply.type('application/xml').send(cosErrorXml(error, `${request.host}${request.url.split('?')[0]}`, requestId));
  }

  /** The bucket and a valid key of the request, and who is calling. */
  function authorize(request: FastifyRequest): { target: StoreTarget; principal: Principal } {
    const target = targetOf(request.url);
    if (target.bucket !== files.bucket) throw cosErrors.noSuchBucket();
    if (!target.key) throw cosErrors.accessDenied('bucket operations are not allowed');
    if (!isValidObjectKey(target.key)) throw cosErrors.invalidUri();
    return { target, principal: authenticate(request, target, deps, nowSeconds()) };
  }

  async function put(request: FastifyRequest, reply: FastifyReply) {
    const { target, principal } = authorize(request);
    const grant = principal.kind === 'visitor' ? principal.grant : undefined;
    if (grant && grant.key !== target.key) throw cosErrors.accessDenied('the credential may put another key only');
    const cap = grant ? grant.max : SERVICE_MAX_BYTES;
    const declared = Number(request.headers['content-length']);
    if (declared > cap) throw cosErrors.entityTooLarge(FILE_TOO_LARGE);

    const staged = await stageStream(request.raw, files.tmpDir, cap).catch((error: unknown) => {
      throw error instanceof TooLarge ? cosErrors.entityTooLarge(FILE_TOO_LARGE) : error;
    });
    let contentType = String(request.headers['content-type'] ?? 'application/octet-stream');
    if (grant) {
      const inspection = await inspectFile(staged.path, staged.head, { kind: grant.kind, claimed: fileTypeOf(target.key) });
      if (!inspection.ok) {
        await discardStaged(staged);
        throw inspection.reason === 'pixels' ? cosErrors.entityTooLarge(FILE_TOO_LARGE) : cosErrors.invalidArgument(FILE_TYPE_MISMATCH);
      }
      // What the bytes are, not what the client said: the store never serves a page as HTML.
      contentType = inspection.detected.contentType;
    }
    const meta = await files.commit(staged, target.key, { contentType });
    if (grant) {
      try {
        await recordObject(db, files.bucket, { key: target.key, owner: grant.sub, kind: 'upload', size: meta.size, contentType }, clock());
      } catch (error) {
        await files.delete(target.key);
        throw error;
      }
    }
    return reply.header('etag', meta.etag).header('content-length', '0').send();
  }

  async function read(request: FastifyRequest, reply: FastifyReply) {
    const { target, principal } = authorize(request);
    const row = await objectRow(db, target.key);
    const live = row && row.expires_at > clock() ? row : undefined;
    if (principal.kind === 'visitor') {
      // Another owner's object and no object look the same: keys are not to be probed.
      if (!live || live.owner !== principal.grant.sub) throw cosErrors.accessDenied('the object belongs to someone else');
    } else if (row && !live) {
      throw cosErrors.noSuchKey(); // recorded and expired: as good as swept
    }
    const opened = await files.open(target.key);
    if (!opened) throw cosErrors.noSuchKey();
    reply
      .header('content-type', opened.meta.contentType)
      .header('content-length', String(opened.meta.size))
      .header('etag', opened.meta.etag)
      .header('last-modified', opened.modifiedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=0');
    if (opened.meta.fileName) reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(opened.meta.fileName)}`);
    return request.method === 'HEAD' ? reply.send() : reply.send(opened.stream());
  }

  async function remove(request: FastifyRequest, reply: FastifyReply) {
    const { target, principal } = authorize(request);
    if (principal.kind !== 'service') throw cosErrors.accessDenied('only the hub deletes objects');
    await files.delete(target.key);
    return reply.status(204).send();
  }

  await app.register(async (scope) => {
    // The body is the object: streamed by the handler, never parsed or buffered.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.addHook('onRequest', async (request, reply) => {
      request.cosRequestId = newRequestId();
      reply.header('x-cos-request-id', request.cosRequestId);
      const origin = allowedOrigin(request);
      if (origin) {
        reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', 'ETag, x-cos-request-id').header('vary', 'Origin');
      }
    });
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof CosError) return sendCosError(request, reply, error);
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return sendCosError(request, reply, cosErrors.invalidArgument(String((error as Error).message)));
      request.log.error(error);
      return sendCosError(request, reply, new CosError(500, 'InternalError', 'internal error'));
    });

    const path = `${EMBEDDED_STORE_PREFIX}*`;
    scope.route({ method: ['GET', 'HEAD'], url: path, exposeHeadRoute: false, handler: read });
    scope.put(path, put);
    scope.delete(path, remove);
    scope.route({ method: ['POST', 'PATCH'], url: path, handler: async () => { throw cosErrors.methodNotAllowed(); } });
    // A page on another origin of the hub preflights its PUT; same-origin uploads never do.
    scope.options(path, async (request, reply) => {
      if (!allowedOrigin(request)) throw cosErrors.accessDenied('this origin may not call the store');
      return reply
        .header('access-control-allow-methods', 'GET, HEAD, PUT')
        .header('access-control-allow-headers', String(request.headers['access-control-request-headers'] ?? 'authorization, content-type'))
        .header('access-control-max-age', '600')
        .status(200)
        .send();
    });
  });
}
