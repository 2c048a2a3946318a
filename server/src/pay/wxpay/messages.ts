/** The JSON shapes of WeChat Pay APIv3 this hub reads and writes (Native, H5 and JSAPI payments). */
import { z } from 'zod/mini';

export const TRANSACTION_SUCCESS_EVENT = 'TRANSACTION.SUCCESS';
export const TRADE_STATE_SUCCESS = 'SUCCESS';

/** POST /v3/pay/transactions/native */
export interface NativeOrderRequest {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  /** RFC 3339, e.g. 2025-01-01T12:00:00+08:00 */
  time_expire: string;
  notify_url: string;
  amount: { total: number; currency: 'CNY' };
}

export const nativeOrderRequestSchema = z.object({
  appid: z.string().check(z.minLength(1), z.maxLength(32)),
  mchid: z.string().check(z.minLength(1), z.maxLength(32)),
  description: z.string().check(z.minLength(1), z.maxLength(127)),
  out_trade_no: z.string().check(z.regex(/^[0-9A-Za-z_\-|*]{6,32}$/)),
  time_expire: z.optional(z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)$/))),
  notify_url: z.string().check(z.regex(/^https?:\/\/[^\s]+$/), z.maxLength(255)),
  amount: z.object({ total: z.int().check(z.positive()), currency: z.optional(z.literal('CNY')) }),
});

export const nativeOrderResponseSchema = z.object({ code_url: z.string().check(z.minLength(1)) });

/**
 * POST /v3/pay/transactions/h5: a Native order plus where the payer is (WeChat Pay APIv3 "H5下单":
 * scene_info.payer_client_ip and h5_info.type, Wap for a mobile site).
 */
export interface H5OrderRequest extends NativeOrderRequest {
  scene_info: { payer_client_ip: string; h5_info: { type: 'Wap' | 'iOS' | 'Android' } };
}

export const h5OrderRequestSchema = z.extend(nativeOrderRequestSchema, {
  scene_info: z.object({
    payer_client_ip: z.string().check(z.minLength(2), z.maxLength(45)),
    h5_info: z.object({ type: z.enum(['Wap', 'iOS', 'Android']) }),
  }),
});

/** The provider's mobile cashier; the merchant appends `&redirect_url=` (URL-encoded) to come back. */
export const h5OrderResponseSchema = z.object({ h5_url: z.string().check(z.minLength(1)) });

/**
 * POST /v3/pay/transactions/jsapi: a Native order plus who pays (WeChat Pay APIv3 "JSAPI下单":
 * payer.openid, the payer's openid under `appid`, an official account).
 */
export interface JsapiOrderRequest extends NativeOrderRequest {
  payer: { openid: string };
}

export const jsapiOrderRequestSchema = z.extend(nativeOrderRequestSchema, {
  payer: z.object({ openid: z.string().check(z.minLength(1), z.maxLength(128)) }),
});

/** What the chat app's pay sheet is opened with, as `package=prepay_id=…`. */
export const jsapiOrderResponseSchema = z.object({ prepay_id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The error body of every failed APIv3 call. */
export const apiErrorBodySchema = z.object({ code: z.string(), message: z.optional(z.string()) });

/** A notification as posted to notify_url; `resource` holds the encrypted transaction. */
export const notificationSchema = z.object({
  id: z.string(),
  create_time: z.string(),
  event_type: z.string(),
  resource_type: z.string(),
  summary: z.optional(z.string()),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.optional(z.string()),
    original_type: z.string(),
    nonce: z.string(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The decrypted transaction of a payment notification. */
export const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().check(z.minLength(1), z.maxLength(64)),
  trade_type: z.optional(z.string()),
  trade_state: z.string(),
  trade_state_desc: z.optional(z.string()),
  success_time: z.optional(z.string()),
  payer: z.optional(z.object({ openid: z.optional(z.string()) })),
  amount: z.object({
    total: z.int(),
    payer_total: z.optional(z.int()),
    currency: z.optional(z.string()),
    payer_currency: z.optional(z.string()),
  }),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** RFC 3339 in China time (UTC+8 all year), the way the provider writes and reads times. */
export function chinaTime(ms: number): string {
  return `${new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`;
}
