/**
 * The browser-facing security headers of every response (issue 15, W8), decided here once:
 *
 * - every response: `X-Content-Type-Options: nosniff` (a file is only ever what its type says,
 *   so an uploaded or published file cannot run as a script or style) and
 *   `Referrer-Policy: strict-origin-when-cross-origin` (other sites see the hub's origin, never
 *   a page's path and query);
 * - the shell's pages (`hub`): a Content-Security-Policy that lets the remotes load from the hub
 *   and the origins ops allow (TOOLHUB_REMOTE_ORIGINS) and nothing else run; framed by the hub only;
 * - `/ops` (`ops`): the shell's files only, no remote origin, never framed, and its own browsing
 *   context group (COOP), so a hub page cannot hold a handle to it;
 * - the admin API: nothing runs, never framed;
 * - every other HTML — the server's plain pages (pay page, sandbox providers, agreements) — runs
 *   only the inline script and style `plainPage` wrote, through a nonce made for this response.
 *
 * Pages say which policy is theirs with `setPagePolicy`; HTML that says nothing gets the
 * strictest one. A route's own policy on a non-HTML answer (an SVG) is kept.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { cosBucketOrigin } from '../storage/cos-object-store';
import { storageSettingsOf } from '../storage/settings';
import { originOf } from './public-origin';
import { isAdminPath, routedPath } from './routed-path';

export type PagePolicy = 'hub' | 'ops';

const pagePolicies = new WeakMap<FastifyReply, { policy: PagePolicy; inline: InlineSources }>();

/** The CSP source that allows exactly this inline style or script: its sha256 (`'sha256-…'`). */
export const inlineSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** A page's inline script and styles, each allowed by its hash source. */
export interface InlineSources {
  scripts?: string[];
  styles?: string[];
}

/**
 * Called by a route that renders the shell: `hub` for visitors' pages, `ops` for /ops.
 * `inline`: the hash sources (`'sha256-…'`) of the page's inline styles — the CSS of its
 * server-rendered first paint — and of its one inline script, the loader that starts its files
 * once it has painted (pages/paint-first.ts): allowed by their hashes alone, never by 'unsafe-inline'.
 */
export const setPagePolicy = (reply: FastifyReply, policy: PagePolicy, inline: InlineSources = {}) => pagePolicies.set(reply, { policy, inline });

/**
 * Where `plainPage` puts the nonce of its inline script and style. Random per process and
 * replaced in every response before it leaves, so no page ever shows it: text injected into a
 * page cannot carry it and so cannot get a nonce (a fixed, public placeholder could).
 */
export const INLINE_NONCE_SLOT = `th-nonce-${crypto.randomBytes(12).toString('hex')}`;

type Directives = Record<string, string[]>;
const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');

/** The origins the hub's pages reach besides their own, from the configuration. */
export interface PolicyOrigins {
  /** TOOLHUB_REMOTE_ORIGINS: remotes' manifests, scripts, styles, fonts, images and workers. */
  remotes: string[];
  /** Where uploads go and result files come from: COS (COS_*), and TOOLHUB_PUBLIC_URL's origin. */
  storage: string[];
  /** Pages the login panel frames: the real WeChat QR page (WX_OPEN_*). */
  frames: string[];
  /** Scripts of the hosts: the chat app's JS-SDK (WX_MP_*), which only a page in the chat app loads. */
  hostScripts: string[];
}

export function policyOriginsOf(config: Pick<Config, 'remoteOrigins' | 'cos' | 'dataDir' | 'publicUrl' | 'wxOpen' | 'wxMp'>): PolicyOrigins {
  const settings = storageSettingsOf(config);
  // Origins only: a COS_DOMAIN may carry a path, and a source with a path matches that path alone.
  const origins = (...urls: (string | undefined)[]) => urls.flatMap((url) => (url && originOf(url)) || []);
  return {
    remotes: config.remoteOrigins,
    storage: origins(settings.kind === 'cos' ? cosBucketOrigin(settings) : undefined, config.publicUrl),
    frames: origins(config.wxOpen?.pageBaseUrl),
    hostScripts: origins(config.wxMp?.jsSdkUrl),
  };
}

/**
 * The shell's pages. Scripts: the shell's bundle (which carries the federation runtime) and the
 * remotes' chunks, all files. The HTML the server renders has one inline script, the loader that
 * starts those files once the page has painted (pages/paint-first.ts), allowed by its hash; its
 * data blocks (the snapshot, the files to start) are `application/json`, which the browser never
 * runs. So neither a nonce nor 'unsafe-inline' is needed, and no 'unsafe-eval' either (the shell
 * sets zod jitless: its probe would be reported).
 * Styles: the build emits CSS files loaded as <link> (rspack's native CSS), and React sets
 * `style` props through the CSSOM, which CSP does not govern; so no 'unsafe-inline'. A remote
 * built to inject <style> tags (style-loader) must emit CSS files instead. The only inline
 * styles are the server render's first-paint CSS, allowed by their hashes (`inline.styles`). A `style`
 * attribute in server-rendered HTML would be refused: the shell's server render has none (tested).
 * Workers: pdf.js's worker is a file beside the pdf remote's chunks; from another origin pdf.js
 * wraps it in a blob: module, hence blob: only when remotes come from elsewhere.
 * No WebAssembly runs in the browser ('wasm-unsafe-eval' is not given).
 */
export function hubPolicy({ remotes, storage, frames, hostScripts }: PolicyOrigins, inline: InlineSources = {}): string {
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inline.scripts ?? []), ...remotes, ...hostScripts],
    'style-src': ["'self'", ...(inline.styles ?? []), ...remotes],
    // data: the favicon and small inlined assets; blob: previews of the visitor's own files.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...storage],
    'font-src': ["'self'", 'data:', ...remotes],
    // Manifests of remotes; the upload to object storage and its result files.
    'connect-src': ["'self'", ...remotes, ...storage],
    'media-src': ["'self'", 'data:', 'blob:', ...storage],
    'worker-src': ["'self'", ...remotes, ...(remotes.length ? ['blob:'] : [])],
    // The pay overlay and the WeChat QR login are frames: the hub's own pages, or WeChat's.
    'frame-src': ["'self'", ...frames],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/** /ops: the shell's own files and the admin API only; no remote origin, never framed. */
export const OPS_POLICY = serialise({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Answers of the admin API: data, never a document that runs or is framed. */
export const ADMIN_API_POLICY = serialise({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The server's plain pages: only their own inline script and style (by nonce), requests to the
 * hub, images of the hub or inline. Framed by the hub only (the pay page is its overlay, the
 * WeChat sandbox QR page sits in the login panel).
 */
export function plainPolicy(nonce?: string): string {
  const inline = nonce ? [`'nonce-${nonce}'`] : ["'none'"];
  return serialise({
    'default-src': ["'none'"],
    'script-src': inline,
    'style-src': inline,
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const origins = policyOriginsOf(config);
  const hub = hubPolicy(origins);
  // A shell build and a tool's first view each have one inline style, and the loader is the same
  // on every page: a page's policy is made once.
  const withInline = new Map<string, string>();
  const hubWithInline = (inline: InlineSources) => {
    const key = `${inline.scripts?.join(' ')}|${inline.styles?.join(' ')}`;
    if (!withInline.has(key)) {
      if (withInline.size >= 500) withInline.clear();
      withInline.set(key, hubPolicy(origins, inline));
    }
    return withInline.get(key) as string;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const { policy, inline = {} } = pagePolicies.get(reply) ?? {};

    // The path the router and the admin gate decide on: `/%61dmin/api/…` is the admin API too.
    if (isAdminPath(routedPath(request))) {
      reply.header('Content-Security-Policy', ADMIN_API_POLICY);
      reply.header('X-Frame-Options', 'DENY');
      return payload;
    }
    if (!isHtml(reply)) return payload;

    if (policy === 'ops') {
      reply.header('Content-Security-Policy', OPS_POLICY);
      reply.header('X-Frame-Options', 'DENY');
      // A hub page that opens /ops gets no handle on it (and /ops none on its opener).
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      return payload;
    }
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (policy === 'hub') {
      reply.header('Content-Security-Policy', inline.scripts?.length || inline.styles?.length ? hubWithInline(inline) : hub);
      return payload;
    }
    if (typeof payload === 'string' && payload.includes(INLINE_NONCE_SLOT)) {
      const nonce = crypto.randomBytes(16).toString('base64');
      reply.header('Content-Security-Policy', plainPolicy(nonce));
      return payload.replaceAll(INLINE_NONCE_SLOT, nonce);
    }
    reply.header('Content-Security-Policy', plainPolicy());
    return payload;
  });
}
