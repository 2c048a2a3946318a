/**
 * The people of the sandbox providers: a few preset test users or any name typed in. A name
 * always maps to the same openid for an app (and the same unionid across WeChat apps), so
 * picking the same name again logs into the same account.
 */
import crypto from 'node:crypto';
import type { LoginProvider } from '@toolhub/contracts';
import { escapeHtml } from '../../pages/plain-page';
import { hasControlCharacter } from '../text';
import { field } from './form';

export const PRESET_PEOPLE = ['小明', '小红', 'Alice'] as const;
const MAX_NAME_CHARS = 20;

export interface SandboxPerson {
  openid: string;
  /** WeChat's id of the person across the developer's apps; '' for QQ. */
  unionid: string;
  nickname: string;
  logo: string;
}

/** The name a pick-or-name form chose: the typed name when given, else the picked preset. */
export function chosenName(form: unknown): string | undefined {
  const typed = field(form, 'custom_name').trim().normalize('NFC');
  if (typed) return [...typed].length <= MAX_NAME_CHARS && !hasControlCharacter(typed) ? typed : undefined;
  const picked = field(form, 'user');
  return (PRESET_PEOPLE as readonly string[]).includes(picked) ? picked : undefined;
}

const digest = (secret: string, label: string) => crypto.createHmac('sha256', secret).update(label).digest();

/** The person a name stands for at an app, in each provider's id format. */
export function sandboxPerson(
  { secret, provider, appid, name, publicOrigin }: { secret: string; provider: LoginProvider; appid: string; name: string; publicOrigin: string },
): SandboxPerson {
  const idDigest = digest(secret, `sandbox openid ${provider} ${appid} ${name}`);
  return {
    // QQ openids are 32 upper-case hex digits; WeChat's are 28 characters starting with "o".
    openid: provider === 'qq' ? idDigest.toString('hex').slice(0, 32).toUpperCase() : `o${idDigest.toString('base64url').slice(0, 27)}`,
    unionid: provider === 'wx' ? `o${digest(secret, `sandbox unionid ${name}`).toString('base64url').slice(0, 27)}` : '',
    nickname: name,
    logo: avatarUrl(publicOrigin, name),
  };
}

export const avatarUrl = (origin: string, name: string) => `${origin}/sandbox/avatar.svg?name=${encodeURIComponent(name)}`;

/**
 * A round avatar on a colour of its own, with the name's first letter, or for a Chinese name
 * its last character (the given name: 小明 and 小红 must not both read 小).
 */
export function avatarSvg(name: string): string {
  const chars = [...(name.trim() || '?')];
  const initial = /\p{Script=Han}/u.test(chars[0]) ? chars[chars.length - 1] : chars[0].toUpperCase();
  const hue = Math.round((crypto.createHash('sha256').update(name).digest()[0] / 256) * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<rect width="100" height="100" rx="50" fill="hsl(${hue} 55% 50%)"/>
<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="-apple-system,'PingFang SC','Microsoft YaHei',sans-serif" font-size="44" fill="#fff">${escapeHtml(initial)}</text>
</svg>`;
}
