/**
 * The pages' telemetry in the database: events written as they arrive, deleted after
 * TELEMETRY_RETENTION_DAYS, and summed up per day and per page for the ops page. The page an
 * event is about is read against the server's catalog, so a page cannot invent new rows of the
 * summary: an address the catalog does not know counts as 'other'.
 */
import {
  TELEMETRY_RETENTION_DAYS,
  WEB_VITALS,
  type ErrorSource,
  type HubTool,
  type TelemetryEvent,
  type TelemetrySummary,
  type WebVital,
} from '@toolhub/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { TelemetryEventTable } from '../db/tables/telemetry';

export const HOME_PAGE = 'homepage';
export const OTHER_PAGE = 'other';
const DAY_MS = 24 * 3600 * 1000;
/** Messages are grouped by their text: long ones are cut so the same error stays one group. */
const MESSAGE_LENGTH = 300;
const TOP_ERRORS = 20;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const cut = (text: string | undefined, max: number) => (text ?? '').slice(0, max);

/** The page an event is about: a tool's path of this catalog, the home page, or 'other'. */
export function pageOf(event: TelemetryEvent, tools: Pick<HubTool, 'path' | 'toolid'>[]): { page: string; toolid: number | null } {
  const named = event.fields.page_id;
  if (named === HOME_PAGE || named === '') return { page: HOME_PAGE, toolid: null };
  const tool = tools.find((candidate) => candidate.path === named);
  return tool ? { page: tool.path, toolid: tool.toolid } : { page: OTHER_PAGE, toolid: null };
}

export interface Arrival {
  /** The device cookie of the request. */
  guid: string;
  now: number;
}

export function rowOf(event: TelemetryEvent, tools: Pick<HubTool, 'path' | 'toolid'>[], { guid, now }: Arrival): Insertable<TelemetryEventTable> {
  const { fields, context } = event;
  return {
    day: utcDay(now),
    created_at: now,
    name: event.name,
    ...pageOf(event, tools),
    page_module: cut(fields.page_module, 64),
    act_module: cut(fields.act_module, 64),
    params: cut(fields.extinfo2 ?? fields.sceneid, 256),
    metric: event.name === 'vital' ? (event.vital?.metric ?? null) : null,
    value: event.name === 'vital' ? (event.vital?.value ?? null) : null,
    source: event.name === 'error' ? (event.error?.source ?? null) : null,
    message: event.name === 'error' ? cut(event.error?.message, MESSAGE_LENGTH) : null,
    is_pc: context.is_pc ? 1 : 0,
    sysid: cut(fields.extinfo1, 8),
    callfrom: cut(context.callfrom, 64),
    host: cut(context.host, 32),
    qua2: cut(context.qua2, 256),
    guid,
    qimei36: cut(context.qimei36, 64),
    aid: cut(fields.aid, 256),
  };
}

/** A vital without its sample, or an error without its message, says nothing: dropped. */
export const isComplete = (event: TelemetryEvent) =>
  (event.name !== 'vital' || event.vital !== undefined) && (event.name !== 'error' || event.error !== undefined);

export async function recordEvents(db: Db, rows: Insertable<TelemetryEventTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('telemetry_event').values(rows).execute();
}

export async function pruneEvents(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('telemetry_event').where('created_at', '<', now - TELEMETRY_RETENTION_DAYS * DAY_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The value below which three quarters of the samples lie (nearest rank). */
export function p75(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** The last `days` UTC days up to today, oldest first. */
export function dayRange(now: number, days: number): string[] {
  return Array.from({ length: days }, (_, index) => utcDay(now - (days - 1 - index) * DAY_MS));
}

export async function summarise(db: Db, tools: Pick<HubTool, 'path' | 'toolid' | 'name'>[], { now, days }: { now: number; days: number }): Promise<TelemetrySummary> {
  const range = dayRange(now, days);
  const from = range[0];
  const counts = await db
    .selectFrom('telemetry_event')
    .select(['day', 'page', 'name', (eb) => eb.fn.countAll<number>().as('count')])
    .where('day', '>=', from)
    .where('name', 'in', ['page_view', 'click', 'error'])
    .groupBy(['day', 'page', 'name'])
    .execute();
  const vitals = await db
    .selectFrom('telemetry_event')
    .select(['page', 'metric', 'value'])
    .where('day', '>=', from)
    .where('name', '=', 'vital')
    .execute();
  const errors = await db
    .selectFrom('telemetry_event')
    .select(['page', 'source', 'message', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('created_at').as('lastAt')])
    .where('day', '>=', from)
    .where('name', '=', 'error')
    .groupBy(['page', 'source', 'message'])
    .orderBy('count', 'desc')
    .limit(TOP_ERRORS)
    .execute();

  const dayIndex = new Map(range.map((day, index) => [day, index]));
  const dayTotals = range.map((day) => ({ day, pageViews: 0, clicks: 0, errors: 0 }));
  const pages = new Map<string, TelemetrySummary['pages'][number]>();
  const pageEntry = (page: string) => {
    let entry = pages.get(page);
    if (!entry) {
      const tool = tools.find((candidate) => candidate.path === page);
      entry = { page, ...(tool ? { toolid: tool.toolid } : {}), name: tool?.name ?? page, pageViews: 0, clicks: 0, errors: 0, daily: range.map(() => 0), p75: {} };
      pages.set(page, entry);
    }
    return entry;
  };
  for (const row of counts) {
    const index = dayIndex.get(row.day);
    if (index === undefined) continue;
    const count = Number(row.count);
    const entry = pageEntry(row.page);
    const total = dayTotals[index];
    if (row.name === 'page_view') {
      entry.pageViews += count;
      entry.daily[index] += count;
      total.pageViews += count;
    } else if (row.name === 'click') {
      entry.clicks += count;
      total.clicks += count;
    } else {
      entry.errors += count;
      total.errors += count;
    }
  }
  for (const page of new Set(vitals.map((row) => row.page))) {
    const entry = pageEntry(page);
    for (const metric of WEB_VITALS) {
      const value = p75(vitals.filter((row) => row.page === page && row.metric === metric).map((row) => Number(row.value)));
      if (value !== undefined) entry.p75[metric as WebVital] = Math.round(value * (metric === 'CLS' ? 1000 : 1)) / (metric === 'CLS' ? 1000 : 1);
    }
  }
  return {
    from,
    to: range[range.length - 1],
    retentionDays: TELEMETRY_RETENTION_DAYS,
    days: dayTotals,
    pages: [...pages.values()].sort((a, b) => b.pageViews - a.pageViews || a.page.localeCompare(b.page)),
    errors: errors.map((row) => ({ page: row.page, source: row.source as ErrorSource, message: row.message ?? '', count: Number(row.count), lastAt: Number(row.lastAt) })),
  };
}
