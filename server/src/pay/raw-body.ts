import type { FastifyInstance } from 'fastify';

const RAW_BODY_LIMIT = 64 * 1024;

/**
 * Registers routes that need the exact bytes they were sent, because a signature covers
 * them: inside `routes`, `request.body` is a Buffer whatever the content type. The parsers
 * are replaced in an encapsulated scope only, so the rest of the API is unaffected.
 */
export async function withRawBody(app: FastifyInstance, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT }, (_request, body, done) => done(null, body));
    routes(scope);
  });
}

export const rawBodyOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
