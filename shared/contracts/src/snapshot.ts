import { z } from 'zod/mini';
import { deferred } from './deferred';
import { hubToolSchema } from './tools';

export const ENVIRONMENTS = ['dev', 'test', 'staging', 'prod'] as const;

const remoteVersionRef = z.object({ version: z.string(), manifestUrl: z.string() });

/**
 * One remote as resolved for this visitor: which version, and where its manifest is. A
 * visitor given a canary also gets the stable version as `fallback`, which the shell loads
 * instead when the canary fails in this page view.
 */
export const resolvedRemoteSchema = deferred(() => z.extend(remoteVersionRef, {
  name: z.string(),
  fallback: z.optional(remoteVersionRef),
}));
export type ResolvedRemote = z.infer<typeof resolvedRemoteSchema>;

/**
 * The inline JSON the server writes into every page
 * (`<script id="toolhub-snapshot" type="application/json">`), so the shell starts
 * without a round trip: this visitor's remotes, the catalog of enabled tools, the page.
 */
export const snapshotSchema = deferred(() => z.object({
  env: z.string(),
  remotes: z.array(resolvedRemoteSchema),
  tools: z.array(hubToolSchema),
  /** The tool this page shows; absent on the homepage. */
  page: z.object({
    path: z.string(),
    status: z.int(),
    /** A tool whose remote is off in this environment: the page says it is unavailable. */
    unavailableTool: z.optional(z.object({ name: z.string(), en: z.optional(z.object({ name: z.string() })) })),
  }),
  guid: z.string(),
}));
export type Snapshot = z.infer<typeof snapshotSchema>;
export const SNAPSHOT_ELEMENT_ID = 'toolhub-snapshot';

/**
 * The shell's server render (issue 21): a Node bundle the shell's build emits beside its browser
 * files (`dist-server/`), which the server loads from there as it loads the shell's HTML — the
 * server never imports the shell's code. It renders the page the browser then hydrates.
 */
export interface ShellServerRender {
  /**
   * The first HTML of `<div id="root">` for this snapshot at `url` (path and query) in `locale`.
   * `toolView`: the page's tool as it first looks (its remote's FIRST_VIEWS_FILE), shown in the
   * tool's place until the remote's code renders it.
   */
  renderShell(input: { snapshot: Snapshot; url: string; locale: 'zh-CN' | 'en'; toolView?: string }): string;
}
/** Marks a tool's first view in the page, which the browser keeps until the remote renders. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Set on `<html>` once the page's code has taken the server's HTML over: its buttons and boxes answer from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Where the shell's build writes its server render, beside `dist/`. */
export const SHELL_SERVER_RENDER_FILE = 'dist-server/render.cjs';
/** Where the shell's build names the files its start fetches after its entry, beside its `index.html`: `{ every: string[]; tool: string[] }`. */
export const SHELL_BOOT_FILES = 'boot-files.json';

/**
 * The visitor's remembered language (issue 20: "remembered only as the default for a visit whose
 * URL names none"): a cookie, so that the server sends such a visit to the address that names it
 * and renders that language; the page itself always follows its address.
 */
export const LOCALE_COOKIE = 'toolhub_lang';
