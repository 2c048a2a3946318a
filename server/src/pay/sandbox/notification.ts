/**
 * Builds a payment notification exactly as WeChat Pay v3 posts it: the transaction
 * encrypted into `resource`, the body signed with the platform private key. The sandbox
 * cashier sends these; tests use the same functions to forge, replay, tamper with and
 * misprice notifications.
 */
import crypto, { type KeyLike } from 'node:crypto';
import { AEAD_ALGORITHM, encryptResource } from '../wxpay/aead';
import { TRADE_STATE_SUCCESS, TRANSACTION_SUCCESS_EVENT, chinaTime, type Notification, type Transaction } from '../wxpay/messages';
import { epochSeconds, platformSignatureHeaders, randomNonce } from '../wxpay/signing';

export interface PaidTransaction {
  appid: string;
  mchid: string;
  outTradeNo: string;
  transactionId: string;
  /** Fen. */
  amount: number;
  payerOpenid: string;
  paidAt: number;
}

export function successfulTransaction(paid: PaidTransaction): Transaction {
  return {
    appid: paid.appid,
    mchid: paid.mchid,
    out_trade_no: paid.outTradeNo,
    transaction_id: paid.transactionId,
    trade_type: 'NATIVE',
    trade_state: TRADE_STATE_SUCCESS,
    trade_state_desc: '支付成功',
    success_time: chinaTime(paid.paidAt),
    payer: { openid: paid.payerOpenid },
    amount: { total: paid.amount, payer_total: paid.amount, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** The notification body with the transaction sealed under the APIv3 key. */
export function notificationBody(transaction: Transaction, { apiV3Key, now }: { apiV3Key: string; now: number }): Notification {
  // The resource nonce is 12 characters, used as the 12-byte GCM IV.
  const nonce = crypto.randomBytes(9).toString('base64url');
  const associatedData = 'transaction';
  return {
    id: crypto.randomUUID(),
    create_time: chinaTime(now),
    event_type: TRANSACTION_SUCCESS_EVENT,
    resource_type: 'encrypt-resource',
    summary: '支付成功',
    resource: {
      algorithm: AEAD_ALGORITHM,
      ciphertext: encryptResource(apiV3Key, JSON.stringify(transaction), { nonce, associatedData }),
      associated_data: associatedData,
      original_type: 'transaction',
      nonce,
    },
  };
}

export interface SignedNotification {
  /** The exact bytes to post: the signature covers them. */
  body: string;
  headers: Record<string, string>;
}

/** Signs a body as the platform does; `timestamp` (epoch s) and `nonce` can be set to test replays. */
export function signNotification(
  body: string,
  platform: { privateKey: KeyLike; serialNo: string },
  { now, timestamp = String(epochSeconds(now)), nonce = randomNonce() }: { now: number; timestamp?: string; nonce?: string },
): SignedNotification {
  return { body, headers: { 'Content-Type': 'application/json', ...platformSignatureHeaders(platform, body, { timestamp, nonce }) } };
}

/** A ready-to-post notification of a successful payment. */
export function buildSignedNotification(
  transaction: Transaction,
  keys: { apiV3Key: string; platform: { privateKey: KeyLike; serialNo: string } },
  now: number,
): SignedNotification {
  return signNotification(JSON.stringify(notificationBody(transaction, { apiV3Key: keys.apiV3Key, now })), keys.platform, { now });
}
