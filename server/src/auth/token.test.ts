/**
 * The API token answers the same whether its check is made or remembered (issue 21 keeps the
 * tokens already checked): its guid while it lives, nothing once it ended, nothing under another
 * secret, nothing for a token changed by one character.
 */
import { TOKEN_TTL_SECONDS } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from './token';

describe('verifyToken', () => {
  it('answers a remembered token as a check would', () => {
    const now = Date.now();
    const { token } = issueToken('secret-a', 'device-1234', now);
    expect(verifyToken('secret-a', token, now)).toBe('device-1234');
    // Remembered now: the same answers as the check's.
    expect(verifyToken('secret-a', token, now + 1000)).toBe('device-1234');
    expect(verifyToken('secret-a', token, now + (TOKEN_TTL_SECONDS + 1) * 1000)).toBeUndefined();
    expect(verifyToken('secret-b', token, now)).toBeUndefined();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyToken('secret-a', `${token.slice(0, -1)}${last}`, now)).toBeUndefined();
  });
});
