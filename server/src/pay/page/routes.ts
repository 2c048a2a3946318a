/**
 * GET /pay and /pay/old (spec §2): the pay page the shell shows in its overlay frame.
 * Personal and changing with every payment, so never cached; framed by the hub only (its
 * policy, `frame-ancestors 'self'` with the nonce of its script, is http/security-headers.ts's).
 */
import { PAY_PATH, PAY_PATH_OLD, PAY_SHOW_EXTRA_CARD_PARAM, PAY_TOOL_SCENE_PARAM, type ToolMeta } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedInContext } from '../../context';
import { activeCards } from '../../equity/membership';
import { pageLocaleOf } from '../../pages/render';
import { renderPayPage } from './view';

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function payPageRoutes(app: FastifyInstance, ctx: LoggedInContext & { sandbox: boolean; inAppPay: boolean; tools: () => Promise<readonly ToolMeta[]> }) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await ctx.login(request);
    const held = user ? await activeCards(ctx.db, user.qbid, ctx.clock()) : [];
    const query = request.query as Record<string, unknown>;
    // Opened from a tool page: that tool's packs of uses are sold too (its scene, the server's catalog's).
    const scene = String(firstValue(query[PAY_TOOL_SCENE_PARAM]) ?? '');
    const tool = scene ? (await ctx.tools()).find((candidate) => candidate.scene === scene) : undefined;
    const locale = pageLocaleOf(query);
    const html = renderPayPage({
      locale,
      packsFor: tool && { scene: tool.scene, name: (locale === 'en' && tool.en?.name) || tool.name },
      nickname: user?.nickname,
      held,
      showExtraCard: String(firstValue(query[PAY_SHOW_EXTRA_CARD_PARAM]) ?? '') === '1',
      sandbox: ctx.sandbox,
      inAppPay: ctx.inAppPay,
    });
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get(PAY_PATH, handler);
  app.get(PAY_PATH_OLD, handler);
}
