/**
 * Reads a payment notification: the platform's signature over the raw body first (nothing
 * else is trusted before it), then the encrypted transaction and whose it is. Whether the
 * order exists and the amount matches is the orders' business (`../fulfil.ts`).
 */
import type { WxPayConfig } from '../../config';
import { AEAD_ALGORITHM, decryptResource } from './aead';
import { TRADE_STATE_SUCCESS, TRANSACTION_SUCCESS_EVENT, notificationSchema, transactionSchema, type Transaction } from './messages';
import { checkPlatformSignature } from './signing';

export type NotificationVerdict =
  /** A genuine, successful payment to this merchant. */
  | { kind: 'paid'; transaction: Transaction; notificationId: string }
  /** Genuine but nothing to fulfil (another event type, a trade state other than SUCCESS). */
  | { kind: 'ignored'; reason: string }
  /** Not to be trusted: answered with a failure status. */
  | { kind: 'refused'; status: number; reason: string };

type NotificationSettings = Pick<WxPayConfig, 'mchId' | 'appId' | 'apiV3Key' | 'platformPublicKey'>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readNotification(
  settings: NotificationSettings,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  now: number,
): NotificationVerdict {
  const signature = checkPlatformSignature(settings.platformPublicKey, headers, rawBody, now);
  if (!signature.ok) return { kind: 'refused', status: 401, reason: signature.reason };

  const notification = notificationSchema.safeParse(parseJson(rawBody.toString('utf8')));
  if (!notification.success) return { kind: 'refused', status: 400, reason: 'not a notification' };
  const { id, event_type: event, resource } = notification.data;
  if (event !== TRANSACTION_SUCCESS_EVENT) return { kind: 'ignored', reason: `event ${event}` };
  if (resource.algorithm !== AEAD_ALGORITHM) return { kind: 'refused', status: 400, reason: `unknown algorithm ${resource.algorithm}` };

  let plaintext: string;
  try {
    plaintext = decryptResource(settings.apiV3Key, {
      ciphertext: resource.ciphertext,
      nonce: resource.nonce,
      associatedData: resource.associated_data ?? '',
    });
  } catch {
    return { kind: 'refused', status: 400, reason: 'resource does not decrypt' };
  }
  const transaction = transactionSchema.safeParse(parseJson(plaintext));
  if (!transaction.success) return { kind: 'refused', status: 400, reason: 'resource is not a transaction' };
  const paid = transaction.data;
  if (paid.mchid !== settings.mchId || paid.appid !== settings.appId) {
    return { kind: 'refused', status: 400, reason: `payment to another merchant (${paid.mchid}/${paid.appid})` };
  }
  if (paid.trade_state !== TRADE_STATE_SUCCESS) return { kind: 'ignored', reason: `trade_state ${paid.trade_state}` };
  if (paid.amount.currency && paid.amount.currency !== 'CNY') {
    return { kind: 'refused', status: 400, reason: `currency ${paid.amount.currency}` };
  }
  return { kind: 'paid', transaction: paid, notificationId: id };
}
