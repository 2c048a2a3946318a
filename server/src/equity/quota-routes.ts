/** The free daily quota and paid uses of a scene: how many are left, and consuming one. */
import {
  IDEMPOTENCY_KEY_HEADER,
  consumeRequestSchema,
  pdfConsumeCountQuerySchema,
  sceneQuerySchema,
  type ConsumeResponse,
} from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, parseInput } from '../http/errors';
import { recordHelped } from '../stats/helped';
import { chargeOneUse, recordedUse } from './consume';
import type { EquityContext } from './index';
import { requireKnownScene } from './known-scenes';
import { leftUses, sceneDayOf, type SceneDay } from './left-uses';
import { hasEquity } from './membership';
import { TIP_BAR_ROUTE, type QuotaReads } from './quota-reads';
import { quotaVisitorOf, quotaVisitorOfAccount } from './visitor';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function quotaRoutes(app: FastifyInstance, { db, clock, login, accountOf, tools, config, readCache }: EquityContext, reads: QuotaReads) {
  /** The visitor's quota of a scene today, the day turning at midnight in Shanghai: a consume asks the database alone, who is logged in too. */
  const visitorSceneDay = async (request: FastifyRequest, scene: string, now: number): Promise<SceneDay> =>
    sceneDayOf(db, await quotaVisitorOf(login, request), scene, now, config.anonymousFreePerNetwork);

  /** Left uses, from the read cache (quota-reads.ts): the tip bar asks on every page and after every use. */
  const answerLeft = async (request: FastifyRequest, scene: string) => {
    await requireKnownScene(tools, scene);
    return ok(await reads.left(quotaVisitorOfAccount(await accountOf(request), request), scene, clock()));
  };

  app.get('/api/getEquityConsumeCount', TIP_BAR_ROUTE, async (request) => answerLeft(request, parseInput(sceneQuerySchema, request.query).scene));

  app.get('/api/pdfconvert/queryConsumeCount', TIP_BAR_ROUTE, async (request) =>
    answerLeft(request, parseInput(pdfConsumeCountQuerySchema, request.query).scene),
  );

  app.post('/api/consumeCount', async (request): Promise<ConsumeResponse> => {
    const headerKey = request.headers[IDEMPOTENCY_KEY_HEADER];
    const { scene, request_id: requestKey } = parseInput(consumeRequestSchema, {
      ...(typeof headerKey === 'string' ? { request_id: headerKey } : {}),
      // The body's request_id wins over the header.
      ...(isRecord(request.body) ? request.body : {}),
    });
    await requireKnownScene(tools, scene);
    const now = clock();
    const quota = await visitorSceneDay(request, scene, now);
    // A retry answers what its first request got, even if the visitor became a member since.
    const earlier = requestKey ? await recordedUse(db, quota.subject, requestKey) : undefined;
    if (earlier) return ok(earlier);
    // Members consume nothing and nothing is written.
    if (quota.qbid && (await hasEquity(db, quota.qbid, now))) {
      await recordHelped(db, quota.subject, now);
      return ok({ source: 'equity' as const, ...(await leftUses(db, quota)) });
    }
    const use = await chargeOneUse(db, readCache, { ...quota, requestKey, now });
    await recordHelped(db, quota.subject, now);
    return ok(use);
  });
}
