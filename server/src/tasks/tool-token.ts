/**
 * The token of `/toolproxy/v1/token`, for tasks with `auth_type` 3 (`token_auth_info`). It is
 * bound to one tool and one device, and to the login session the device had when it asked
 * (if any), so a logout ends it at once; it lives a few minutes. Stateless: any process
 * checks it with the shared secret.
 */
import crypto from 'node:crypto';
import { sameSecret } from '../auth/same-secret';

export const TOOL_TOKEN_TTL_SECONDS = 10 * 60;
const VERSION = 'tt1';
const NO_SESSION = '-';

export interface ToolTokenClaims {
  toolId: number;
  guid: string;
  sessionId?: string;
}

// A key of its own, so a tool token never passes for an API or a login token, nor the reverse.
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('toolhub tool token').digest();
const sign = (secret: string, payload: string) => crypto.createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function issueToolToken(secret: string, claims: ToolTokenClaims, now: number) {
  const expiresAt = Math.floor(now / 1000) + TOOL_TOKEN_TTL_SECONDS;
  const guid = Buffer.from(claims.guid).toString('base64url');
  const payload = [VERSION, claims.toolId, guid, claims.sessionId ?? NO_SESSION, expiresAt].join('.');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The claims of a genuine, unexpired tool token; undefined otherwise. */
export function verifyToolToken(secret: string, token: string, now: number): ToolTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== VERSION) return undefined;
  if (!sameSecret(parts[5], sign(secret, parts.slice(0, 5).join('.')))) return undefined;
  if (!(Number(parts[4]) * 1000 >= now)) return undefined;
  const toolId = Number(parts[1]);
  if (!Number.isInteger(toolId)) return undefined;
  return { toolId, guid: Buffer.from(parts[2], 'base64url').toString(), ...(parts[3] === NO_SESSION ? {} : { sessionId: parts[3] }) };
}
