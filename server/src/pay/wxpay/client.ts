/**
 * The merchant side of WeChat Pay APIv3 for Native (QR), H5 and JSAPI payments. The same code talks to
 * the real provider and to the built-in sandbox; only the settings (base URL, keys) differ.
 */
import type { WxPayConfig } from '../../config';
import type { Clock } from '../../clock';
import type { JsapiPayParams } from '@toolhub/contracts';
import { apiErrorBodySchema, chinaTime, h5OrderResponseSchema, jsapiOrderResponseSchema, nativeOrderResponseSchema, type H5OrderRequest, type JsapiOrderRequest, type NativeOrderRequest } from './messages';
import { authorizationHeader, checkPlatformSignature, epochSeconds, jsapiPayMessage, randomNonce, signSha256WithRsa } from './signing';

const REQUEST_TIMEOUT_MS = 10_000;

/** A call the provider refused or that could not be trusted; `code` is the provider's (e.g. PARAM_ERROR). */
export class WxPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wxpay ${status} ${code}: ${message}`);
  }
}

export interface NativePayment {
  outTradeNo: string;
  description: string;
  /** Fen. */
  amount: number;
  expiresAt: number;
  notifyUrl: string;
}

export class WxPayClient {
  /** `settings` is read on each call: the sandbox's base URL is known only once the server listens. */
  constructor(
    private readonly settings: () => WxPayConfig,
    private readonly clock: Clock,
  ) {}

  /** Creates a Native payment and answers the link its QR code encodes. */
  async createNativePayment(payment: NativePayment): Promise<string> {
    const settings = this.settings();
    const order = this.orderOf(settings, payment);
    const answer = nativeOrderResponseSchema.safeParse(await this.post(settings, '/v3/pay/transactions/native', order));
    if (!answer.success) throw new WxPayError(502, 'BAD_RESPONSE', 'no code_url in the answer');
    return answer.data.code_url;
  }

  /** Creates an H5 payment (a phone's browser) and answers the provider's mobile cashier link. */
  async createH5Payment(payment: NativePayment & { payerIp: string }): Promise<string> {
    const settings = this.settings();
    const order: H5OrderRequest = {
      ...this.orderOf(settings, payment),
      scene_info: { payer_client_ip: payment.payerIp, h5_info: { type: 'Wap' } },
    };
    const answer = h5OrderResponseSchema.safeParse(await this.post(settings, '/v3/pay/transactions/h5', order));
    if (!answer.success) throw new WxPayError(502, 'BAD_RESPONSE', 'no h5_url in the answer');
    return answer.data.h5_url;
  }

  /**
   * Creates a JSAPI payment for the payer's openid under the merchant's app (an official
   * account) and answers what the chat app's pay sheet opens with, signed by the merchant.
   */
  async createJsapiPayment(payment: NativePayment & { payerOpenid: string }): Promise<JsapiPayParams> {
    const settings = this.settings();
    const order: JsapiOrderRequest = { ...this.orderOf(settings, payment), payer: { openid: payment.payerOpenid } };
    const answer = jsapiOrderResponseSchema.safeParse(await this.post(settings, '/v3/pay/transactions/jsapi', order));
    if (!answer.success) throw new WxPayError(502, 'BAD_RESPONSE', 'no prepay_id in the answer');
    const fields = { appId: settings.appId, timeStamp: String(epochSeconds(this.clock())), nonceStr: randomNonce(), package: `prepay_id=${answer.data.prepay_id}` };
    return { ...fields, signType: 'RSA', paySign: signSha256WithRsa(settings.privateKey, jsapiPayMessage(fields)) };
  }

  private orderOf(settings: WxPayConfig, payment: NativePayment): NativeOrderRequest {
    return {
      appid: settings.appId,
      mchid: settings.mchId,
      description: payment.description,
      out_trade_no: payment.outTradeNo,
      time_expire: chinaTime(payment.expiresAt),
      notify_url: payment.notifyUrl,
      amount: { total: payment.amount, currency: 'CNY' },
    };
  }

  private async post(settings: WxPayConfig, apiPath: string, payload: unknown): Promise<unknown> {
    const url = new URL(`${settings.baseUrl.replace(/\/$/, '')}${apiPath}`);
    const body = JSON.stringify(payload);
    const authorization = authorizationHeader(
      { mchId: settings.mchId, serialNo: settings.serialNo, privateKey: settings.privateKey },
      { method: 'POST', pathAndQuery: `${url.pathname}${url.search}`, body },
      { timestamp: String(epochSeconds(this.clock())), nonce: randomNonce() },
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'toolhub-wxpay' },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new WxPayError(502, 'UNREACHABLE', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    if (!response.ok) {
      const failure = apiErrorBodySchema.safeParse(safeJson(text));
      throw new WxPayError(response.status, failure.success ? failure.data.code : 'HTTP_ERROR', failure.data?.message ?? text.slice(0, 200));
    }
    // The provider signs every answer: an unsigned or altered one is not acted on.
    const signature = checkPlatformSignature(settings.platformPublicKey, response.headers, text, this.clock());
    if (!signature.ok) throw new WxPayError(502, 'SIGN_ERROR', `response ${signature.reason}`);
    return safeJson(text);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
