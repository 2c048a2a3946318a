import type { FastifyInstance } from 'fastify';

/**
 * The sdk sends JSON as `text/plain;charset=UTF-8` (spec §7, it avoids a CORS preflight),
 * so text bodies that look like JSON are parsed as JSON.
 */
export function acceptJsonAsText(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
}
