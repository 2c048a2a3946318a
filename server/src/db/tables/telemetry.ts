import type { Generated } from 'kysely';

/** The pages' telemetry (migration 012_telemetry): one row per event, deleted after TELEMETRY_RETENTION_DAYS. */
export interface TelemetryTables {
  telemetry_event: TelemetryEventTable;
}

/**
 * One event a page sent (telemetry/store.ts). Only what the spec's events carry is kept, each
 * field cut to its length; `page` and `toolid` are the server's reading of the page's path
 * against its own catalog ('homepage', a tool's path, or 'other').
 */
export interface TelemetryEventTable {
  id: Generated<number>;
  /** UTC day of `created_at`, `YYYY-MM-DD`: what the ops page groups by. */
  day: string;
  /** The server's time of arrival, epoch ms. */
  created_at: number;
  name: string;
  page: string;
  toolid: number | null;
  page_module: string;
  act_module: string;
  /** A click's parameter string (extinfo2), or the scene. */
  params: string;
  /** The vital's name and value, or null. */
  metric: string | null;
  value: number | null;
  /** An error's source and message, or null. */
  source: string | null;
  message: string | null;
  is_pc: number;
  sysid: string;
  callfrom: string;
  host: string;
  qua2: string;
  /** The device cookie the server set, not a value the page claims. */
  guid: string;
  qimei36: string;
  /** The spec's aid string (qbid, timestamp, qimei36, guid, fromid). */
  aid: string;
}
