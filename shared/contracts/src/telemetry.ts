/**
 * Telemetry (spec §3 "Tracking fields", §7 "Events"): what a page sends about itself — page
 * views, clicks and exposes, errors and Web Vitals — batched and sent with `sendBeacon` to
 * `POST /api/telemetry`, kept by the server for TELEMETRY_RETENTION_DAYS, and summed up for the
 * ops page by `GET /admin/api/telemetry`. Which tool an event is about is the server's call,
 * from its own catalog: a page names its path, never a tool id the server would believe.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { ADMIN_API_PREFIX } from './admin-session';
import { envelope } from './api';
import { TRACK_ACTIONS, trackingFieldsSchema } from './entities';

/** A beacon cannot carry the Authorization header: this one API path takes the device cookie alone. */
export const TELEMETRY_PATH = '/api/telemetry';
export const TELEMETRY_ADMIN_PATH = `${ADMIN_API_PREFIX}telemetry`;

/** Events kept, then deleted (SECURITY.md "Telemetry"). */
export const TELEMETRY_RETENTION_DAYS = 30;
/** Most events in one beacon; a page sends the rest in the next. */
export const TELEMETRY_BATCH_MAX = 40;
/** How long a page gathers events before it sends them (and at once when it is hidden). */
export const TELEMETRY_FLUSH_MS = 5000;
/** The ops page's window, and its longest. */
export const TELEMETRY_DEFAULT_DAYS = 14;
export const TELEMETRY_MAX_DAYS = TELEMETRY_RETENTION_DAYS;

/** The spec's event names: a page view, the tracking actions (§9), and the reporter's errors and vitals. */
export const TELEMETRY_EVENT_NAMES = ['page_view', ...TRACK_ACTIONS, 'error', 'vital'] as const;
export type TelemetryEventName = (typeof TELEMETRY_EVENT_NAMES)[number];

/** Core Web Vitals: LCP and INP in milliseconds, CLS unitless. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/**
 * Where a reported error came from: an uncaught error, a rejected promise, a remote that failed
 * to load, a screen that failed to render, the browser host (a missing guid or qimei36, spec §8).
 */
export const ERROR_SOURCES = ['window', 'promise', 'remote', 'render', 'host'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

const short = (max: number) => z.string().check(z.maxLength(max));

/**
 * What every event carries besides the tracking fields (spec §7 "Events": page, callfrom,
 * is_pc, qbid and device ids; qbid is in `aid`).
 */
export const telemetryContextSchema = deferred(() => z.object({
  /** The reporter's tag: the page name, or the last path segment; 'homepage' for the root. */
  page: short(128),
  callfrom: short(128),
  is_pc: z.boolean(),
  qua2: short(256),
  guid: short(64),
  qimei36: short(64),
  /** The host the page runs in (browser host, chat app, …), as the SDK detected it. */
  host: short(32),
}));
export type TelemetryContext = z.infer<typeof telemetryContextSchema>;

export const telemetryEventSchema = deferred(() => z.object({
  name: z.enum(TELEMETRY_EVENT_NAMES),
  /** The page's clock, epoch ms: the order of a page's events; the server keeps its own time. */
  at: z.number(),
  fields: trackingFieldsSchema,
  context: telemetryContextSchema,
  error: z.optional(z.object({ source: z.enum(ERROR_SOURCES), message: short(2000) })),
  vital: z.optional(z.object({ metric: z.enum(WEB_VITALS), value: z.number().check(z.gte(0), z.lte(600_000)) })),
}));
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryBatchSchema = deferred(() => z.object({
  events: z.array(telemetryEventSchema).check(z.minLength(1), z.maxLength(TELEMETRY_BATCH_MAX)),
}));
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/** One day of the whole hub (UTC days, `YYYY-MM-DD`). */
export const telemetryDaySchema = deferred(() => z.object({ day: z.string(), pageViews: z.int(), clicks: z.int(), errors: z.int() }));

/** One page of the catalog (or the home page, or 'other' for an address the catalog does not know). */
export const telemetryPageSchema = deferred(() => z.object({
  page: z.string(),
  /** The catalog's tool on that path; absent for the home page and 'other'. */
  toolid: z.optional(z.int()),
  name: z.string(),
  pageViews: z.int(),
  clicks: z.int(),
  errors: z.int(),
  /** Page views per day, in the order of `days`. */
  daily: z.array(z.int()),
  /** The 75th percentile of each vital over the window; absent with no sample. */
  p75: z.object({ LCP: z.optional(z.number()), INP: z.optional(z.number()), CLS: z.optional(z.number()) }),
}));
export type TelemetryPage = z.infer<typeof telemetryPageSchema>;

export const telemetryErrorSchema = deferred(() => z.object({ page: z.string(), source: z.enum(ERROR_SOURCES), message: z.string(), count: z.int(), lastAt: z.number() }));

export const telemetrySummarySchema = deferred(() => z.object({
  from: z.string(),
  to: z.string(),
  retentionDays: z.int(),
  days: z.array(telemetryDaySchema),
  pages: z.array(telemetryPageSchema),
  /** The most frequent error messages, most frequent first. */
  errors: z.array(telemetryErrorSchema),
}));
export type TelemetrySummary = z.infer<typeof telemetrySummarySchema>;
export const telemetrySummaryResponseSchema = deferred(() => envelope(telemetrySummarySchema));
