/**
 * Ops people's passwords (issue 22): scrypt with a salt of each person's own, stored as
 * `scrypt$N$r$p$<salt>$<hash>` so the cost can be raised later without breaking older rows.
 * Checking compares in constant time, and a name with no person still costs one scrypt, so the
 * answer's timing does not tell which names exist.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** N = 2^15 costs ~32 MiB and some 50–100 ms here: cheap for a sign-in, dear for a guesser with the table. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Above the default 32 MiB, which N = 2^15, r = 8 just reaches. */
const MAX_MEMORY = 64 * 1024 * 1024;

const b64 = (bytes: Buffer) => bytes.toString('base64url');

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY });
  return ['scrypt', COST.N, COST.r, COST.p, b64(salt), b64(key)].join('$');
}

/** A stored value nobody's password matches, checked when the name is unknown (same work, same time). */
let decoy: Promise<string> | undefined;

/** Whether `password` is the one `stored` was made from; `stored` undefined (no such person) is always false. */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await (decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'))))).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY });
  return crypto.timingSafeEqual(given, expected) && stored !== undefined;
}

/** A password for a person made without one: 18 random bytes, shown to the admin once. */
export const generatedPassword = () => crypto.randomBytes(18).toString('base64url');
