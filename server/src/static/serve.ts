/**
 * Static files of the shell and the remotes, precompressed at build time (brotli and
 * gzip, chosen by Accept-Encoding). Hashed files are immutable; HTML, manifests and
 * remote entries are revalidated every time so a new release is seen at once.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

function setHeaders(reply: FastifyReply, served: string) {
  // A precompressed copy (`x.js.br`) gets the headers of the file it stands for.
  const file = served.replace(/\.(br|gz)$/, '');
  if (HASHED.test(file)) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('Cache-Control', 'no-cache');
  }
  // Remotes may be served from another origin than the shell (a CDN): allow reading them.
  if (file.endsWith('.json') || file.endsWith('.js')) reply.header('Access-Control-Allow-Origin', '*');
}

export async function serveStatic(app: FastifyInstance, mounts: { prefix: string; root: string }[]) {
  let first = true;
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      index: false,
      setHeaders,
      // Only the first registration may add `reply.sendFile`.
      decorateReply: first,
    });
    first = false;
  }
}
