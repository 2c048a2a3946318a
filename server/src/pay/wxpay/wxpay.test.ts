import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptResource, encryptResource } from './aead';
import { chinaTime } from './messages';
import { authorizationHeader, checkPlatformSignature, parseAuthorization, platformSignatureHeaders, requestMessage, verifySha256WithRsa } from './signing';

const key = '0123456789abcdef0123456789abcdef';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('AEAD_AES_256_GCM resources', () => {
  it('round-trips, and refuses any altered ciphertext, nonce, associated data or key', () => {
    const sealed = encryptResource(key, '{"a":"支付"}', { nonce: 'abcdefghijkl', associatedData: 'transaction' });
    expect(decryptResource(key, { ciphertext: sealed, nonce: 'abcdefghijkl', associatedData: 'transaction' })).toBe('{"a":"支付"}');
    // data || 16-byte tag
    expect(Buffer.from(sealed, 'base64')).toHaveLength(Buffer.byteLength('{"a":"支付"}') + 16);
    const flipped = Buffer.from(sealed, 'base64');
    flipped[0] ^= 1;
    expect(() => decryptResource(key, { ciphertext: flipped.toString('base64'), nonce: 'abcdefghijkl', associatedData: 'transaction' })).toThrow();
    expect(() => decryptResource(key, { ciphertext: sealed, nonce: 'abcdefghijkm', associatedData: 'transaction' })).toThrow();
    expect(() => decryptResource(key, { ciphertext: sealed, nonce: 'abcdefghijkl', associatedData: 'certificate' })).toThrow();
    expect(() => decryptResource(key.replace('0', '1'), { ciphertext: sealed, nonce: 'abcdefghijkl', associatedData: 'transaction' })).toThrow();
    expect(() => encryptResource('short', 'x', { nonce: 'abcdefghijkl', associatedData: '' })).toThrow(/32 bytes/);
  });
});

describe('APIv3 signatures', () => {
  it('writes the Authorization header of the protocol and signs METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\nBODY\\n', () => {
    const header = authorizationHeader(
      { mchId: '1900000109', serialNo: 'ABC123', privateKey },
      { method: 'POST', pathAndQuery: '/v3/pay/transactions/native?x=1', body: '{"a":1}' },
      { timestamp: '1700000000', nonce: 'NONCE1' },
    );
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="NONCE1",signature="[A-Za-z0-9+/=]+",timestamp="1700000000",serial_no="ABC123"$/);
    const fields = parseAuthorization(header);
    expect(fields).toMatchObject({ mchid: '1900000109', nonce_str: 'NONCE1', timestamp: '1700000000', serial_no: 'ABC123' });
    const message = 'POST\n/v3/pay/transactions/native?x=1\n1700000000\nNONCE1\n{"a":1}\n';
    expect(requestMessage({ method: 'POST', pathAndQuery: '/v3/pay/transactions/native?x=1', timestamp: '1700000000', nonce: 'NONCE1', body: '{"a":1}' }).toString()).toBe(message);
    expect(verifySha256WithRsa(publicKey, message, fields!.signature)).toBe(true);
    expect(verifySha256WithRsa(publicKey, message.replace('1}', '2}'), fields!.signature)).toBe(false);
    expect(verifySha256WithRsa(publicKey, message, 'not base64 at all')).toBe(false);
    expect(parseAuthorization('Bearer x')).toBeUndefined();
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1"')).toBeUndefined();
  });

  it('checks the platform signature over TIMESTAMP\\nNONCE\\nBODY\\n within five minutes', () => {
    const now = 1_700_000_000_000;
    const headers = Object.fromEntries(
      Object.entries(platformSignatureHeaders({ privateKey, serialNo: 'P1' }, '{"ok":true}', { timestamp: '1700000000', nonce: 'N' })).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(checkPlatformSignature(publicKey, headers, '{"ok":true}', now)).toEqual({ ok: true });
    expect(checkPlatformSignature(publicKey, headers, '{"ok":false}', now)).toEqual({ ok: false, reason: 'bad signature' });
    expect(checkPlatformSignature(publicKey, headers, '{"ok":true}', now + 301_000).ok).toBe(false);
    expect(checkPlatformSignature(publicKey, headers, '{"ok":true}', now - 299_000).ok).toBe(true);
    expect(checkPlatformSignature(publicKey, { ...headers, 'wechatpay-signature-type': 'OTHER' }, '{"ok":true}', now).ok).toBe(false);
  });

  it('writes times as the provider does, in China time', () => {
    expect(chinaTime(Date.UTC(2025, 0, 31, 17, 30, 5))).toBe('2025-02-01T01:30:05+08:00');
  });
});
