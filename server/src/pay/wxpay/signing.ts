/**
 * The signatures of WeChat Pay APIv3: SHA256withRSA (PKCS#1 v1.5) in base64. The merchant
 * signs each request with its private key; the platform signs each response and
 * notification with its own, and the other side checks with the matching public key.
 */
import crypto, { type KeyLike } from 'node:crypto';

export const SIGNATURE_TYPE = 'WECHATPAY2-SHA256-RSA2048';

/** Headers the platform signs its responses and notifications with (lower case, as Node reads them). */
export const PLATFORM_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
  signatureType: 'wechatpay-signature-type',
} as const;

/** How far a signed timestamp may be from our clock before it counts as a replay. */
export const SIGNATURE_MAX_SKEW_SECONDS = 5 * 60;

/** 32 characters, like the provider's own nonces. */
export const randomNonce = () => crypto.randomBytes(16).toString('hex').toUpperCase();

export const epochSeconds = (ms: number) => Math.floor(ms / 1000);

export const isFreshTimestamp = (timestamp: string, now: number) =>
  /^\d{1,12}$/.test(timestamp) && Math.abs(epochSeconds(now) - Number(timestamp)) <= SIGNATURE_MAX_SKEW_SECONDS;

export function signSha256WithRsa(privateKey: KeyLike, message: string | Buffer): string {
  return crypto.sign('sha256', Buffer.from(message), privateKey).toString('base64');
}

/** False for a wrong signature and for garbage alike: a verifier never throws. */
export function verifySha256WithRsa(publicKey: KeyLike, message: string | Buffer, signature: string): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(message), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** What a merchant signs for a request: the path and query exactly as sent, and the exact body. */
export const requestMessage = (r: { method: string; pathAndQuery: string; timestamp: string; nonce: string; body: string | Buffer }) =>
  Buffer.concat([Buffer.from(`${r.method}\n${r.pathAndQuery}\n${r.timestamp}\n${r.nonce}\n`), Buffer.from(r.body), Buffer.from('\n')]);

/**
 * What a merchant signs for the chat app's pay sheet (JSAPI "调起支付"): appId, timeStamp,
 * nonceStr and package, each followed by a newline.
 */
export const jsapiPayMessage = (p: { appId: string; timeStamp: string; nonceStr: string; package: string }) =>
  `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;

/** What the platform signs for a response or a notification: the raw body bytes. */
export const platformMessage = (timestamp: string, nonce: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), Buffer.from(body), Buffer.from('\n')]);

export interface MerchantCredentials {
  mchId: string;
  serialNo: string;
  privateKey: KeyLike;
}

/** `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"` */
export function authorizationHeader(
  merchant: MerchantCredentials,
  request: { method: string; pathAndQuery: string; body: string },
  { timestamp, nonce }: { timestamp: string; nonce: string },
): string {
  const signature = signSha256WithRsa(merchant.privateKey, requestMessage({ ...request, timestamp, nonce }));
  return `${SIGNATURE_TYPE} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

export interface AuthorizationFields {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** The fields of an Authorization header, or undefined when it is not a complete APIv3 one. */
export function parseAuthorization(header: string | undefined): AuthorizationFields | undefined {
  if (!header?.startsWith(`${SIGNATURE_TYPE} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(SIGNATURE_TYPE.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]] = match[2];
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return undefined;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** The platform's signature headers of a response or notification body. */
export function platformSignatureHeaders(
  platform: { privateKey: KeyLike; serialNo: string },
  body: string,
  { timestamp, nonce }: { timestamp: string; nonce: string },
): Record<string, string> {
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signSha256WithRsa(platform.privateKey, platformMessage(timestamp, nonce, body)),
    'Wechatpay-Serial': platform.serialNo,
    'Wechatpay-Signature-Type': SIGNATURE_TYPE,
  };
}

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

const headerOf = (headers: HeaderBag, name: string): string | undefined => {
  const value = headers instanceof Headers ? (headers.get(name) ?? undefined) : headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export type PlatformSignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks the platform's signature of a response or notification: all headers present, the
 * signature type ours, the timestamp within five minutes (an older one is a replay), and the
 * signature over the raw body valid for the platform public key.
 */
export function checkPlatformSignature(publicKey: KeyLike, headers: HeaderBag, body: string | Buffer, now: number): PlatformSignatureCheck {
  const timestamp = headerOf(headers, PLATFORM_HEADERS.timestamp);
  const nonce = headerOf(headers, PLATFORM_HEADERS.nonce);
  const signature = headerOf(headers, PLATFORM_HEADERS.signature);
  const type = headerOf(headers, PLATFORM_HEADERS.signatureType);
  if (!timestamp || !nonce || !signature) return { ok: false, reason: 'signature headers missing' };
  if (type && type !== SIGNATURE_TYPE) return { ok: false, reason: `unknown signature type ${type}` };
  if (!isFreshTimestamp(timestamp, now)) return { ok: false, reason: 'timestamp too far from now' };
  if (!verifySha256WithRsa(publicKey, platformMessage(timestamp, nonce, body), signature)) return { ok: false, reason: 'bad signature' };
  return { ok: true };
}
