/**
 * In a browser, zod builds no parser with `new Function`: the hub's pages run under a
 * Content-Security-Policy without 'unsafe-eval' (server/src/http/security-headers.ts), and zod's
 * probe for it is reported as a policy violation even though zod catches the refusal. Imported
 * first by index.ts, so it holds before any schema is built; zod keeps its settings on
 * globalThis, so a remote's own copy of zod follows it too. Listed under `sideEffects` in
 * package.json, or a bundler would drop it. The server keeps zod's faster compiled parsers.
 */
import { config } from 'zod/mini';

// A browser page (the server has no `document`; its lib types do not even name it).
if ('document' in globalThis) config({ jitless: true });
