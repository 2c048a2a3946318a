/**
 * The API token of `/api/getToken`: signed with the server's secret, bound to the device
 * guid and expiring after TOKEN_TTL_SECONDS. Stateless, so any instance can check it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { TOKEN_TTL_SECONDS } from '@toolhub/contracts';
import { sameSecret } from './same-secret';

const VERSION = 'v1';

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

export function issueToken(secret: string, guid: string, now = Date.now()) {
  const expiresAt = Math.floor(now / 1000) + TOKEN_TTL_SECONDS;
  const payload = `${VERSION}.${Buffer.from(guid).toString('base64url')}.${expiresAt}`;
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/**
 * Tokens whose signature checked, with the secret that checked it, their guid and end: a page
 * sends the same token with every call for a day, and the check was a tenth of the cost of a
 * cached read (issue 21). Only a checked token is kept, so an answer from here is the one a check
 * would give. At most MAX_CHECKED_TOKENS (about 200 bytes each), the oldest forgotten first.
 */
const checkedTokens = new Map<string, { secret: string; guid: string; endsAtMs: number }>();
const MAX_CHECKED_TOKENS = 20_000;

/** The guid a token was issued to, or undefined when it is forged, malformed or expired. */
export function verifyToken(secret: string, token: string, now = Date.now()): string | undefined {
  const checked = checkedTokens.get(token);
  if (checked?.secret === secret) return checked.endsAtMs < now ? undefined : checked.guid;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const payload = parts.slice(0, 3).join('.');
  if (!sameSecret(parts[3], sign(secret, payload))) return undefined;
  const endsAtMs = Number(parts[2]) * 1000;
  if (endsAtMs < now) return undefined;
  const guid = Buffer.from(parts[1], 'base64url').toString();
  if (checkedTokens.size >= MAX_CHECKED_TOKENS) checkedTokens.delete(checkedTokens.keys().next().value as string);
  checkedTokens.set(token, { secret, guid, endsAtMs });
  return guid;
}

/** The server's secret: from configuration, or generated once and kept in DATA_DIR. */
export async function loadSecret(dataDir: string, configured?: string, fileName = 'secret'): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
