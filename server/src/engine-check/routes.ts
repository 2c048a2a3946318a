/**
 * The engines' state for ops: `GET /admin/api/engines` (the admin token or the ops session, as
 * every admin call: registry/admin-auth.ts), with `?recheck=1` to look at the machine again
 * first — after installing a missing package, its tools come back without a restart. /healthz
 * carries the same list (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ENGINES_ADMIN_PATH, type HubTool } from '@toolhub/contracts';
import { ok } from '../http/errors';
import { adminCallerOf } from '../registry/admin-auth';
import type { EngineAvailability } from './availability';

export interface EngineRouteDeps {
  engines: EngineAvailability;
  /** The environment's tools (unmarked or marked: only their jobs are read). */
  tools: () => Promise<HubTool[]>;
  log: { info: (line: string) => void; warn: (line: string) => void };
}

/**
 * Checks the machine and logs each missing piece (a warning each), then a summary. fc-list runs
 * off the event loop: a recheck comes while the server answers other requests.
 */
export async function checkAndLog({ engines, tools, log }: Pick<EngineRouteDeps, 'engines' | 'tools' | 'log'>): Promise<void> {
  const ms = await engines.checkWithoutBlocking();
  for (const line of engines.logLines(await tools())) log.warn(line);
  const { ready, engines: all } = engines.summary();
  log.info(`engine check: ${ready} of ${all} engines ready (${ms.toFixed(0)} ms)`);
}

export async function engineRoutes(app: FastifyInstance, deps: EngineRouteDeps): Promise<void> {
  app.get(ENGINES_ADMIN_PATH, async (request, reply) => {
    adminCallerOf(request);
    reply.header('Cache-Control', 'no-store');
    const { recheck } = request.query as { recheck?: string };
    if (recheck === '1' || recheck === 'true') await checkAndLog(deps);
    return ok(deps.engines.report(await deps.tools()));
  });
}
