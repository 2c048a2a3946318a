/**
 * What the sandbox providers remember, in the database so every server process agrees:
 * authorization codes (single-use, CODE_TTL_MS) and the access tokens they were exchanged for.
 * Only hashes of codes and tokens are stored.
 */
import crypto from 'node:crypto';
import type { LoginProvider } from '@toolhub/contracts';
import type { Db } from '../../db';
import { hashToken } from '../sessions';
import type { SandboxPerson } from './people';

export const CODE_TTL_MS = 10 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface Grant extends SandboxPerson {
  provider: LoginProvider;
  appid: string;
  redirectUri: string;
}

const randomCode = () => crypto.randomBytes(16).toString('hex').toUpperCase();

/** Issues a code for a person's consent to an app; it comes back once, to the same redirect_uri. */
export async function issueCode(db: Db, grant: Grant, now: number): Promise<string> {
  const code = randomCode();
  await db.deleteFrom('sandbox_grant').where('created_at', '<', now - KEEP_MS).execute();
  await db.deleteFrom('sandbox_access_token').where('expires_at', '<', now).execute();
  await db
    .insertInto('sandbox_grant')
    .values({
      code_hash: hashToken(code),
      provider: grant.provider,
      appid: grant.appid,
      redirect_uri: grant.redirectUri,
      openid: grant.openid,
      unionid: grant.unionid,
      nickname: grant.nickname,
      logo: grant.logo,
      created_at: now,
      used_at: null,
    })
    .execute();
  return code;
}

export type Redemption = { ok: true; grant: Grant } | { ok: false; reason: 'invalid' | 'used' | 'redirect_uri' };

/**
 * Redeems a code once. `redirectUri` is checked when the protocol repeats it (QQ does, WeChat
 * does not). The conditional update decides between two racing exchanges of one code.
 */
export async function redeemCode(
  db: Db,
  { provider, appid, code, redirectUri }: { provider: LoginProvider; appid: string; code: string; redirectUri?: string },
  now: number,
): Promise<Redemption> {
  const codeHash = hashToken(code);
  const row = await db.selectFrom('sandbox_grant').selectAll().where('code_hash', '=', codeHash).where('provider', '=', provider).executeTakeFirst();
  if (!row || row.appid !== appid || row.created_at <= now - CODE_TTL_MS) return { ok: false, reason: 'invalid' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (redirectUri !== undefined && redirectUri !== row.redirect_uri) return { ok: false, reason: 'redirect_uri' };
  const result = await db
    .updateTable('sandbox_grant')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'used' };
  return {
    ok: true,
    grant: {
      provider,
      appid: row.appid,
      redirectUri: row.redirect_uri,
      openid: row.openid,
      unionid: row.unionid,
      nickname: row.nickname,
      logo: row.logo,
    },
  };
}

export async function issueAccessToken(db: Db, grant: Grant, ttlMs: number, now: number): Promise<string> {
  const token = randomCode();
  await db
    .insertInto('sandbox_access_token')
    .values({
      token_hash: hashToken(token),
      provider: grant.provider,
      appid: grant.appid,
      openid: grant.openid,
      unionid: grant.unionid,
      nickname: grant.nickname,
      logo: grant.logo,
      expires_at: now + ttlMs,
    })
    .execute();
  return token;
}

export interface TokenHolder extends SandboxPerson {
  appid: string;
}

/** Who an access token speaks for, while it has not expired. */
export async function holderOfAccessToken(db: Db, provider: LoginProvider, token: string, now: number): Promise<TokenHolder | undefined> {
  if (!token) return undefined;
  return db
    .selectFrom('sandbox_access_token')
    .select(['appid', 'openid', 'unionid', 'nickname', 'logo'])
    .where('token_hash', '=', hashToken(token))
    .where('provider', '=', provider)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
