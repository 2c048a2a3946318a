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

/** The guid a token was issued to, or undefined when it is forged, malformed or expired. */
export function verifyToken(secret: string, token: string, now = Date.now()): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const payload = parts.slice(0, 3).join('.');
  if (!sameSecret(parts[3], sign(secret, payload))) return undefined;
  if (Number(parts[2]) * 1000 < now) return undefined;
  return Buffer.from(parts[1], 'base64url').toString();
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
