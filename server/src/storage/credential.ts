/**
 * Temporary credentials of the embedded store, stateless so any server process checks them:
 *  - `secret_id` is random (`AKID…`, the shape of a Tencent key id);
 *  - `secret_key` = HMAC(server secret, secret_id): nothing to store, and the store derives
 *    it again from the `q-ak` of a request;
 *  - `token` (sent as `x-cos-security-token`) is a grant signed with the server secret that
 *    binds the secret_id, the owner, the one key it may put, the file kind, the byte limit and
 *    the expiry. Without the token the secret pair is worth nothing.
 * The server's own access (presigned downloads, a worker reaching the store over HTTP) uses a
 * service key pair derived from the secret the same way; it never leaves the server.
 */
import crypto from 'node:crypto';
import { FILE_KINDS, type FileKind } from '@toolhub/contracts';
import { z } from 'zod/mini';
import { sameSecret } from '../auth/same-secret';
import { shanghaiDay } from '../clock';

const TOKEN_VERSION = 'v1';

/** What a session token allows. Times in epoch seconds. */
export interface UploadGrant {
  /** The secret_id the token belongs to. */
  sid: string;
  /** `u:<qbid>` or `g:<guid>`: who may put the key and read their own objects. */
  sub: string;
  bucket: string;
  /** The one object key the credential may put. */
  key: string;
  kind: FileKind;
  /** The largest body, in bytes. */
  max: number;
  exp: number;
}

const grantSchema = z.object({
  sid: z.string(),
  sub: z.string(),
  bucket: z.string(),
  key: z.string(),
  kind: z.enum(Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]]),
  max: z.int(),
  exp: z.int(),
});

/** Each use of the secret gets its own label, so one MAC can never stand in for another. */
const mac = (secret: string, label: string, text: string, encoding: 'base64url' | 'hex' = 'base64url') =>
  crypto.createHmac('sha256', secret).update(`toolhub-cos:${label}\n${text}`).digest(encoding);

/** The secret key of a secret id (temporary or the service's). */
export const secretKeyOf = (secret: string, secretId: string) => mac(secret, 'secret-key', secretId).slice(0, 40);

/** The server's own key pair for the embedded store: full access to its bucket. */
export function serviceCredential(secret: string) {
  const secretId = `AKIDtoolhubsvc${mac(secret, 'service-id', 'v1', 'hex').slice(0, 20)}`;
  return { secretId, secretKey: secretKeyOf(secret, secretId) };
}

export function issueTemporaryCredential(secret: string, grant: Omit<UploadGrant, 'sid'>) {
  const secretId = `AKID${crypto.randomBytes(16).toString('hex')}`;
  const payload = `${TOKEN_VERSION}.${Buffer.from(JSON.stringify({ ...grant, sid: secretId })).toString('base64url')}`;
  return { secretId, secretKey: secretKeyOf(secret, secretId), token: `${payload}.${mac(secret, 'token', payload)}` };
}

/** The grant of a session token, or undefined when it is forged or malformed (expiry is the caller's check). */
export function readSessionToken(secret: string, token: string): UploadGrant | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== TOKEN_VERSION) return undefined;
  const payload = `${parts[0]}.${parts[1]}`;
  if (!sameSecret(parts[2], mac(secret, 'token', payload))) return undefined;
  try {
    const parsed = grantSchema.safeParse(JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** True when the pair is the one the grant was issued with. */
export const secretPairMatches = (secret: string, grant: UploadGrant, secretId: string, secretKey: string) =>
  grant.sid === secretId && sameSecret(secretKey, secretKeyOf(secret, secretId));

/**
 * `uploads/<owner hash>/<yyyymmdd>/<random>.<ext>`: the owner's id never appears in a key
 * (keys show up in URLs and logs), and the random part cannot be guessed.
 */
export function newUploadKey(secret: string, owner: string, nowMs: number, ext: string): string {
  const ownerHash = mac(secret, 'owner', owner, 'hex').slice(0, 16);
  const day = shanghaiDay(nowMs).replaceAll('-', '');
  return `uploads/${ownerHash}/${day}/${crypto.randomBytes(12).toString('hex')}.${ext}`;
}
