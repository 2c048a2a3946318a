/**
 * A small value the server hands out and must get back unaltered (a cookie, a state): JSON,
 * signed with a key derived from the server secret for one purpose, with an expiry. Stateless,
 * so any process sharing the secret opens it; a value sealed for one purpose never opens as
 * another's. Not encrypted: seal nothing the holder may not read.
 */
import crypto from 'node:crypto';
import { sameSecret } from './same-secret';

const keyOf = (secret: string, purpose: string) => crypto.createHmac('sha256', secret).update(`toolhub sealed ${purpose}`).digest();
const sign = (secret: string, purpose: string, payload: string) =>
  crypto.createHmac('sha256', keyOf(secret, purpose)).update(payload).digest('base64url');

export function seal(secret: string, purpose: string, value: object, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ v: value, e: expiresAt })).toString('base64url');
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The value, or undefined when it was altered, sealed for another purpose, or has expired. */
export function unseal(secret: string, purpose: string, sealed: string | undefined, now: number): unknown {
  const [payload, signature, extra] = (sealed ?? '').split('.');
  if (!payload || !signature || extra !== undefined || !sameSecret(signature, sign(secret, purpose, payload))) return undefined;
  try {
    const { v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { v?: unknown; e?: unknown };
    return typeof e === 'number' && e > now ? v : undefined;
  } catch {
    return undefined;
  }
}
