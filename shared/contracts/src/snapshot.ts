import { z } from 'zod/mini';
import { hubToolSchema } from './tools';

export const ENVIRONMENTS = ['dev', 'test', 'staging', 'prod'] as const;

const remoteVersionRef = z.object({ version: z.string(), manifestUrl: z.string() });

/**
 * One remote as resolved for this visitor: which version, and where its manifest is. A
 * visitor given a canary also gets the stable version as `fallback`, which the shell loads
 * instead when the canary fails in this page view.
 */
export const resolvedRemoteSchema = z.extend(remoteVersionRef, {
  name: z.string(),
  fallback: z.optional(remoteVersionRef),
});
export type ResolvedRemote = z.infer<typeof resolvedRemoteSchema>;

/**
 * The inline JSON the server writes into every page
 * (`<script id="toolhub-snapshot" type="application/json">`), so the shell starts
 * without a round trip: this visitor's remotes, the catalog of enabled tools, the page.
 */
export const snapshotSchema = z.object({
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
});
export type Snapshot = z.infer<typeof snapshotSchema>;
export const SNAPSHOT_ELEMENT_ID = 'toolhub-snapshot';
