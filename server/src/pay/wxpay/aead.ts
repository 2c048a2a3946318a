/**
 * AEAD_AES_256_GCM of APIv3 resources: the key is the 32-byte APIv3 key, the IV the
 * resource's `nonce` and the additional data its `associated_data`, all as UTF-8; the
 * base64 `ciphertext` is the encrypted data followed by the 16-byte tag.
 */
import crypto from 'node:crypto';

export const AEAD_ALGORITHM = 'AEAD_AES_256_GCM';
const TAG_BYTES = 16;

function keyOf(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  return key;
}

export function encryptResource(apiV3Key: string, plaintext: string, { nonce, associatedData }: { nonce: string; associatedData: string }): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(apiV3Key), Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

/** The plaintext; throws when the ciphertext, nonce or associated data were altered (the tag fails). */
export function decryptResource(apiV3Key: string, { ciphertext, nonce, associatedData }: { ciphertext: string; nonce: string; associatedData: string }): string {
  const sealed = Buffer.from(ciphertext, 'base64');
  if (sealed.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(apiV3Key), Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
