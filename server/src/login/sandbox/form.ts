import type { FastifyInstance } from 'fastify';

/**
 * Parses the sandbox pages' HTML form posts (application/x-www-form-urlencoded). Registered on
 * the sandbox's own encapsulated instance, so the rest of the server keeps its body parsers.
 */
export function acceptForms(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** A text field of a query or form; anything else (absent, repeated, not text) reads as ''. */
export function field(source: unknown, name: string): string {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
