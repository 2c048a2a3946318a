/** The equity calls of spec §7 "Equity": the cards held, the cards on sale, the scene texts. */
import { ERROR_CODES, sceneTextQuerySchema } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok, parseInput } from '../http/errors';
import { CARDS, cardOnWire } from './catalog';
import { freeUsesPerDay } from './free-quota';
import type { EquityContext } from './index';
import { requireKnownScene } from './known-scenes';
import { activeCards } from './membership';
import { sceneTexts } from './texts';

export function cardRoutes(app: FastifyInstance, { db, clock, login, tools }: EquityContext) {
  // Top-level `cards` without `code`: the sdk reads an answer with `code` as no equity (spec §5).
  app.post('/api/getEquityInfo', async (request) => {
    const user = await login(request);
    if (!user) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
    const cards = await activeCards(db, user.qbid, clock());
    return {
      cards: cards.map((card) => ({ enquity_type: card.enquity_type, end_time: card.end_time, auto_renew: card.auto_renew === 1 })),
    };
  });

  app.get('/api/getEquityCardInfo', async () => ({ cards: CARDS.map(cardOnWire) }));

  app.get('/api/getEquitySceneText', async (request) => {
    const { scene, lang = 'zh-CN' } = parseInput(sceneTextQuerySchema, request.query);
    await requireKnownScene(tools, scene);
    const user = await login(request);
    const sceneNumber = await freeUsesPerDay(db, scene, Boolean(user));
    return ok({ copywritingMap: sceneTexts(scene, lang), extInfo: { sceneNumber } });
  });
}
