/**
 * Who is who in the WeChat Pay sandbox: a made-up merchant and app id, the merchant's and
 * the platform's key pairs (kept in DATA_DIR, see keys.ts) and the APIv3 key.
 *
 * The APIv3 key is derived, not stored: HMAC-SHA256 of a fixed label under the server
 * secret, as base64url, first 32 characters (32 bytes, as AES-256 needs). Every process
 * sharing the secret derives the same key; a new secret simply makes a new sandbox key.
 */
import crypto from 'node:crypto';
import type { WxPayConfig } from '../../config';
import { SANDBOX_MP_APPID } from '../../official-account/account';
import { loadOrCreateKeyPair, type RsaKeyPair } from './keys';

export const SANDBOX_WXPAY_MCHID = '1900000109';
/** The merchant's app: the sandbox official account, so it can take JSAPI payments. */
export const SANDBOX_WXPAY_APPID = SANDBOX_MP_APPID;
/** Where the sandbox answers, under the hub's own origin. */
export const SANDBOX_WXPAY_PREFIX = '/sandbox/wxpay';
export const SANDBOX_MERCHANT_NAME = 'Toolhub 小工具';


export interface SandboxWxPay {
  mchId: string;
  appId: string;
  apiV3Key: string;
  merchant: RsaKeyPair;
  platform: RsaKeyPair;
}

export const deriveSandboxApiV3Key = (secret: string) =>
  crypto.createHmac('sha256', secret).update('toolhub sandbox wxpay apiv3 key').digest('base64url').slice(0, 32);

export async function loadSandboxWxPay({ dataDir, secret }: { dataDir: string; secret: string }): Promise<SandboxWxPay> {
  const [merchant, platform] = await Promise.all([
    loadOrCreateKeyPair(dataDir, 'sandbox-wxpay-merchant-key.pem'),
    loadOrCreateKeyPair(dataDir, 'sandbox-wxpay-platform-key.pem'),
  ]);
  return { mchId: SANDBOX_WXPAY_MCHID, appId: SANDBOX_WXPAY_APPID, apiV3Key: deriveSandboxApiV3Key(secret), merchant, platform };
}

/** The merchant settings the hub's adapter uses against the sandbox listening at `origin`. */
export function sandboxMerchantConfig(sandbox: SandboxWxPay, origin: string): WxPayConfig {
  return {
    mchId: sandbox.mchId,
    appId: sandbox.appId,
    apiV3Key: sandbox.apiV3Key,
    privateKey: sandbox.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    serialNo: sandbox.merchant.serialNo,
    platformPublicKey: sandbox.platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    baseUrl: `${origin}${SANDBOX_WXPAY_PREFIX}`,
  };
}
