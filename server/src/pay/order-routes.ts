/** POST /api/pay/createOrder and GET /api/pay/queryOrder: a logged-in visitor's orders. */
import { ERROR_CODES, PAYER_UNKNOWN_MESSAGE, createOrderRequestSchema, queryOrderQuerySchema, type ToolMeta } from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { LoggedInContext } from '../context';
import { findCard, findPack } from '../equity/catalog';
import { ApiError, badRequest, ok, parseInput } from '../http/errors';
import { WXPAY_NOTIFY_PATH } from './notify-route';
import { closeOrder, createOrder, findOrder, setCodeUrl, type Purchase } from './orders';
import { payerOpenidOf } from './payer';
import type { PayProvider } from './provider';
import { publicOrigin } from '../http/public-origin';

/** What the payer's WeChat shows as the purchase. */
const DESCRIPTION_PREFIX = '小工具会员-';
const PACK_DESCRIPTION_PREFIX = '小工具-';

export async function orderRoutes(app: FastifyInstance, ctx: LoggedInContext & { provider?: PayProvider; inAppPay: boolean; tools: () => Promise<readonly Pick<ToolMeta, 'scene' | 'name'>[]> }) {
  const { db, clock, provider } = ctx;

  /**
   * What `card_id` buys, from the server's own catalog: a card, or a pack for a scene that one of
   * this environment's tools declares (a made-up scene buys nothing, B2). The price is the catalog's.
   */
  const purchaseOf = async (cardId: string, scene: string | undefined): Promise<{ purchase: Purchase; description: string }> => {
    const card = findCard(cardId);
    if (card) return { purchase: { card }, description: `${DESCRIPTION_PREFIX}${card.title}` };
    const pack = findPack(cardId);
    if (!pack) throw badRequest(`unknown card ${cardId}`);
    if (!scene) throw badRequest(`a pack of uses is for one tool: scene missing`);
    const tool = (await ctx.tools()).find((candidate) => candidate.scene === scene);
    if (!tool) throw new ApiError(400, ERROR_CODES.NOT_OPEN, `no tool here has the scene ${scene}`);
    return { purchase: { pack, scene }, description: `${PACK_DESCRIPTION_PREFIX}${tool.name}-${pack.title}` };
  };

  const loggedIn = async (request: FastifyRequest) => {
    const user = await ctx.login(request);
    if (!user) throw new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);
    return user;
  };

  app.post('/api/pay/createOrder', async (request) => {
    if (!provider) throw new ApiError(501, ERROR_CODES.NOT_OPEN);
    const user = await loggedIn(request);
    const { card_id, channel = 'native', scene } = parseInput(createOrderRequestSchema, request.body);
    const { purchase, description } = await purchaseOf(card_id, scene);

    // In the chat app the payer is the one the official account named for this account (payer.ts);
    // until it has, the page is told to ask, and no order is made.
    let payerOpenid: string | undefined;
    if (channel === 'jsapi') {
      if (!ctx.inAppPay) throw new ApiError(400, ERROR_CODES.BAD_REQUEST, 'jsapi payments are not configured here');
      payerOpenid = payerOpenidOf(request, ctx, { qbid: user.qbid, appid: provider.appId });
      if (!payerOpenid) throw new ApiError(409, ERROR_CODES.BAD_REQUEST, PAYER_UNKNOWN_MESSAGE);
    }

    // Before the order exists: a request whose host is not the hub's is refused here.
    const notifyUrl = `${publicOrigin(ctx.config, request)}${WXPAY_NOTIFY_PATH}`;
    const order = await createOrder(db, { qbid: user.qbid, purchase, now: clock() });
    const payment = { outTradeNo: order.order_id, description, amount: order.amount, expiresAt: order.expires_at, notifyUrl };
    const answer = { order_id: order.order_id, amount: order.amount };
    try {
      // A phone pays in the provider's mobile cashier (H5), the chat app in its own pay sheet
      // (JSAPI), a PC by scanning the QR code (Native).
      if (payerOpenid) {
        const jsapi = await provider.client.createJsapiPayment({ ...payment, payerOpenid });
        await setCodeUrl(db, order.order_id, jsapi.package);
        return ok({ ...answer, jsapi });
      }
      if (channel === 'h5') {
        const h5Url = await provider.client.createH5Payment({ ...payment, payerIp: request.ip });
        await setCodeUrl(db, order.order_id, h5Url);
        return ok({ ...answer, h5_url: h5Url });
      }
      const codeUrl = await provider.client.createNativePayment(payment);
      await setCodeUrl(db, order.order_id, codeUrl);
      const qrSvg = await QRCode.toString(codeUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return ok({ ...answer, code_url: codeUrl, qr_svg: qrSvg });
    } catch (error) {
      request.log.error({ err: error, order_id: order.order_id }, 'the pay provider refused the payment');
      await closeOrder(db, order.order_id);
      throw new ApiError(502, ERROR_CODES.SERVICE, '支付渠道暂不可用');
    }
  });

  app.get('/api/pay/queryOrder', async (request) => {
    const user = await loggedIn(request);
    const { order_id } = parseInput(queryOrderQuerySchema, request.query);
    const now = clock();
    let order = await findOrder(db, order_id);
    // Someone else's order is answered like a missing one: its existence is not ours to tell.
    if (!order || order.qbid !== user.qbid) throw new ApiError(404, ERROR_CODES.BAD_REQUEST, 'no such order');
    if (order.status === 'created' && order.expires_at <= now) {
      await closeOrder(db, order_id, { onlyIfExpiredAt: now });
      order = (await findOrder(db, order_id)) ?? order;
    }
    return ok({ order_id: order.order_id, status: order.status, amount: order.amount, card_id: order.card_id, paid_at: order.paid_at });
  });
}
