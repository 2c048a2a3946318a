/** The equity calls of spec §7 "Equity": the cards held, the cards on sale, the scene texts. */
import { ERROR_CODES, sceneTextQuerySchema } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok, parseInput } from '../http/errors';
import { CARDS, cardOnWire } from './catalog';
import type { EquityContext } from './index';
import { requireKnownScene } from './known-scenes';
import { TIP_BAR_ROUTE, type QuotaReads } from './quota-reads';
import { sceneTexts } from './texts';

/** The cards held and the free uses a day are read through the read cache (quota-reads.ts): the tip bar asks on every page. */
export function cardRoutes(app: FastifyInstance, { clock, accountOf, tools }: EquityContext, reads: QuotaReads) {
  // Top-level `cards` without `code`: the sdk reads an answer with `code` as no equity (spec §5).
  app.post('/api/getEquityInfo', TIP_BAR_ROUTE, async (request) => {
    const qbid = await accountOf(request);
    if (!qbid) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
    const cards = await reads.cards(qbid, clock());
    return {
      cards: cards.map((card) => ({ enquity_type: card.enquity_type, end_time: card.end_time, auto_renew: card.auto_renew === 1 })),
    };
  });

  app.get('/api/getEquityCardInfo', TIP_BAR_ROUTE, async () => ({ cards: CARDS.map(cardOnWire) }));

  app.get('/api/getEquitySceneText', TIP_BAR_ROUTE, async (request) => {
    const { scene, lang = 'zh-CN' } = parseInput(sceneTextQuerySchema, request.query);
    await requireKnownScene(tools, scene);
    const sceneNumber = await reads.freeUsesPerDay(scene, (await accountOf(request)) !== undefined);
    return ok({ copywritingMap: sceneTexts(scene, lang), extInfo: { sceneNumber } });
  });
}
