import { z } from 'zod/mini';
import { deferred } from './deferred';
import { envelope } from './api';

/**
 * Orders and the pay page (spec §2 "Pay panel", DESIGN §2 "A visitor pays"). Amounts are
 * in fen, as card prices are; times are epoch milliseconds.
 */

/** The older pay page: the same page as PAY_PATH (spec §2). */
export const PAY_PATH_OLD = '/pay/old';
/** Query flag of the pay page for SVIP holders: their cards come first (spec §6). */
export const PAY_SHOW_EXTRA_CARD_PARAM = 'showExCrd';

/** created → paid once the provider's signed notification is verified; closed when it expired unpaid. */
export const ORDER_STATUSES = ['created', 'paid', 'closed'] as const;
export const orderStatusSchema = deferred(() => z.enum(ORDER_STATUSES));
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** How long a created order (and its QR code) can be paid. */
export const ORDER_TTL_MS = 30 * 60 * 1000;

const orderIdSchema = z.string().check(z.minLength(6), z.maxLength(32), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * How the visitor pays: `native`, a QR code the pay app scans (a PC); `h5`, the provider's
 * mobile web cashier, which a phone's browser opens and comes back from (WeChat Pay H5);
 * `jsapi`, in the chat app's own browser, whose client shows its pay sheet (WeChat Pay JSAPI)
 * for the payer the server knows from the official account's authorization.
 */
export const PAY_CHANNELS = ['native', 'h5', 'jsapi'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/**
 * The pay page's query parameter naming the tool page it was opened from (its quota scene): it
 * then also sells that tool's paid-use packs, which the quota spends after the free uses.
 */
export const PAY_TOOL_SCENE_PARAM = 'tool_scene';

/**
 * The chat app's pay sheet parameters (WeChat Pay JSAPI "调起支付"): `package` is
 * `prepay_id=…`, and `paySign` the merchant's RSA-SHA256 signature over appId, timeStamp,
 * nonceStr and package, one per line.
 */
export const jsapiPayParamsSchema = deferred(() => z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
}));
export type JsapiPayParams = z.infer<typeof jsapiPayParamsSchema>;

/**
 * Where a visitor in the chat app lets the hub learn who pays (the official account's silent
 * authorization, snsapi_base): `?back=` is the hub page to return to. createOrder with the
 * `jsapi` channel answers PAYER_UNKNOWN_MESSAGE until this was done for the logged-in visitor.
 */
export const PAY_PAYER_AUTH_PATH = '/pay/wx-payer';
export const PAYER_UNKNOWN_MESSAGE = 'payer unknown';

/** POST /api/pay/createOrder: a membership card, or a pack of uses (`card_id` a pack's id) for one tool's `scene`. */
export const createOrderRequestSchema = deferred(() => z.object({
  card_id: z.string().check(z.minLength(1), z.maxLength(64)),
  channel: z.optional(z.enum(PAY_CHANNELS)),
  scene: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
}));
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = deferred(() => envelope(
  z.object({
    order_id: orderIdSchema,
    /** What the visitor is charged, in fen. */
    amount: z.int(),
    /** Native: what the QR code encodes, the provider's payment link. */
    code_url: z.optional(z.string()),
    /** Native: that QR code as an SVG document. */
    qr_svg: z.optional(z.string()),
    /** H5: the provider's mobile cashier; the page appends `&redirect_url=` and goes there. */
    h5_url: z.optional(z.string()),
    /** JSAPI: what the page hands to the chat app's `getBrandWCPayRequest`, signed by the server. */
    jsapi: z.optional(jsapiPayParamsSchema),
  }),
));
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** GET /api/pay/queryOrder?order_id= (the owner only) */
export const queryOrderQuerySchema = deferred(() => z.object({ order_id: orderIdSchema }));
export type QueryOrderQuery = z.infer<typeof queryOrderQuerySchema>;

export const queryOrderResponseSchema = deferred(() => envelope(
  z.object({
    order_id: orderIdSchema,
    status: orderStatusSchema,
    amount: z.int(),
    card_id: z.string(),
    paid_at: z.nullable(z.int()),
  }),
));
export type QueryOrderResponse = z.infer<typeof queryOrderResponseSchema>;
