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
import { freeUsesPerDay } from './free-quota';
import type { EquityContext } from './index';
import { requireKnownScene } from './known-scenes';
import { leftUses, sceneDayOf, type SceneDay } from './left-uses';
import { hasEquity } from './membership';
import { quotaVisitorOf } from './visitor';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function quotaRoutes(app: FastifyInstance, { db, clock, login, tools, config }: EquityContext) {
  /** The visitor's quota of a scene today; the day turns at midnight in Shanghai. */
  const visitorSceneDay = async (request: FastifyRequest, scene: string, now: number): Promise<SceneDay> =>
    sceneDayOf(db, await quotaVisitorOf(login, request), scene, now, config.anonymousFreePerNetwork);

  /** Left uses; a visitor who is not logged in also hears what a login would give (the tip says so). */
  const answerLeft = async (request: FastifyRequest, scene: string) => {
    await requireKnownScene(tools, scene);
    const quota = await visitorSceneDay(request, scene, clock());
    const left = await leftUses(db, quota);
    return ok(quota.qbid === undefined ? { ...left, loginFreePerDay: await freeUsesPerDay(db, scene, true) } : left);
  };

  app.get('/api/getEquityConsumeCount', async (request) => answerLeft(request, parseInput(sceneQuerySchema, request.query).scene));

  app.get('/api/pdfconvert/queryConsumeCount', async (request) =>
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
    const use = await chargeOneUse(db, { ...quota, requestKey, now });
    await recordHelped(db, quota.subject, now);
    return ok(use);
  });
}
