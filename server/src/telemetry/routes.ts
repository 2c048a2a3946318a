/**
 * `POST /api/telemetry` takes a page's batch of events (sent with `sendBeacon`, which cannot
 * carry the Authorization header: the device cookie and the API's rate limits stand in for the
 * token), and `GET /admin/api/telemetry?days=N` sums them up for the ops page.
 */
import { TELEMETRY_ADMIN_PATH, TELEMETRY_DEFAULT_DAYS, TELEMETRY_MAX_DAYS, TELEMETRY_PATH, telemetryBatchSchema, type HubTool } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { allowWithoutToken } from '../auth/guard';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { ok, parseInput } from '../http/errors';
import { adminCallerOf } from '../registry/admin-auth';
import { isComplete, pruneEvents, recordEvents, rowOf, summarise } from './store';

/** Old events are deleted at most this often, by the request that finds it due. */
const PRUNE_EVERY_MS = 3600 * 1000;

const summaryQuerySchema = z.object({
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(TELEMETRY_MAX_DAYS))),
});

export interface TelemetryDeps {
  db: Db;
  clock: Clock;
  /** The environment's catalog: the pages an event may be about. */
  tools: () => Promise<HubTool[]>;
}

export async function telemetryRoutes(app: FastifyInstance, { db, clock, tools }: TelemetryDeps): Promise<void> {
  allowWithoutToken(TELEMETRY_PATH);
  let prunedAt = 0;

  app.post(TELEMETRY_PATH, async (request, reply) => {
    const { events } = parseInput(telemetryBatchSchema, request.body);
    // A device the server has not seen before (no cookie came with the beacon) is no page of the hub.
    if (!request.cookies.guid || request.cookies.guid !== request.guid) return reply.status(202).send(ok({ accepted: 0 }));
    const now = clock();
    const catalog = await tools();
    const rows = events.filter(isComplete).map((event) => rowOf(event, catalog, { guid: request.guid, now }));
    await recordEvents(db, rows);
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await pruneEvents(db, now);
    }
    return reply.status(202).send(ok({ accepted: rows.length }));
  });

  app.get(TELEMETRY_ADMIN_PATH, async (request, reply) => {
    adminCallerOf(request);
    reply.header('Cache-Control', 'no-store');
    const { days = TELEMETRY_DEFAULT_DAYS } = parseInput(summaryQuerySchema, request.query);
    return ok(await summarise(db, await tools(), { now: clock(), days }));
  });
}
