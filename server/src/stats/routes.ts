/**
 * Tool page calls (spec §7 "Tool page calls") and the hub statistics: page views, the
 * rating of each tool, the "helped N people" counter (helped.ts) and usage reports.
 */
import {
  ERROR_CODES,
  addToolPvSchema,
  addToolScoreSchema,
  statisticsReportSchema,
  toolRecordQuerySchema,
} from '@toolhub/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { ApiError, ok, parseInput } from '../http/errors';
import type { LoginLookup } from '../auth/login';
import { helpedCount } from './helped';
import { rateTool } from './ratings';
import { readToolRecord } from './tool-record';

const input = (request: { method: string; query: unknown; body: unknown }) =>
  request.method === 'GET' ? request.query : request.body;

export async function statsRoutes(app: FastifyInstance, { db, login }: { db: Db; login: LoginLookup }) {
  app.post('/api/addToolPV', async (request) => {
    const { toolid } = parseInput(addToolPvSchema, request.body);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tool_stats')
        .values({ toolid, pv: 1, score_sum: 0, score_count: 0 })
        .onConflict((oc) => oc.column('toolid').doUpdateSet({ pv: sql`tool_stats.pv + 1` }))
        .execute();
      await trx.insertInto('tool_pv_log').values({ toolid, guid: request.guid, created_at: Date.now() }).execute();
    });
    const row = await db.selectFrom('tool_stats').select('pv').where('toolid', '=', toolid).executeTakeFirst();
    return ok({ toolid, pv: row?.pv ?? 0 });
  });

  app.get('/api/getToolRecord', async (request) => {
    const { toolid } = parseInput(toolRecordQuerySchema, request.query);
    const user = await login(request);
    return ok(await readToolRecord(db, toolid, user?.qbid));
  });

  app.post('/api/addToolScore', async (request) => {
    const { toolid, score } = parseInput(addToolScoreSchema, request.body);
    const user = await login(request);
    if (!user) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
    await rateTool(db, { toolid, qbid: user.qbid, score, now: Date.now() });
    return ok({ toolid, score });
  });

  // People helped: who received a tool's result (helped.ts), not who opened a page.
  app.get('/cgi-bin/tools/get_statistics', async () => ({ header: { retCode: 0 }, pvCount: await helpedCount(db) }));

  app.post('/cgi-bin/tools/report', async (request) => {
    const report = parseInput(statisticsReportSchema, input(request));
    await db
      .insertInto('usage_report')
      .values({
        guid: request.guid,
        tool_url: report.toolUrl,
        tool_name: report.toolName,
        tab_name: report.tabName,
        created_at: Date.now(),
      })
      .execute();
    return { header: { retCode: 0 } };
  });
}
