import { describe, expect, it } from 'vitest';
import { TOOL_TOKEN_TTL_SECONDS, issueToolToken, verifyToolToken } from './tool-token';

const secret = 'tool-token-secret';
const now = Date.parse('2025-05-01T08:00:00Z');

describe('tool tokens', () => {
  it('carry their tool, device and session until they expire', () => {
    const { token, expiresAt } = issueToolToken(secret, { toolId: 52, guid: 'device-1', sessionId: 'a'.repeat(32) }, now);
    expect(expiresAt).toBe(now / 1000 + TOOL_TOKEN_TTL_SECONDS);
    expect(verifyToolToken(secret, token, now)).toEqual({ toolId: 52, guid: 'device-1', sessionId: 'a'.repeat(32) });
    expect(verifyToolToken(secret, token, (expiresAt + 1) * 1000)).toBeUndefined();
    const anonymous = issueToolToken(secret, { toolId: 16, guid: 'device-2' }, now).token;
    expect(verifyToolToken(secret, anonymous, now)).toEqual({ toolId: 16, guid: 'device-2' });
  });

  it('are refused when changed or signed with another secret', () => {
    const { token } = issueToolToken(secret, { toolId: 52, guid: 'device-1' }, now);
    const otherTool = token.replace('.52.', '.53.');
    expect(verifyToolToken(secret, otherTool, now)).toBeUndefined();
    expect(verifyToolToken('another-secret', token, now)).toBeUndefined();
    expect(verifyToolToken(secret, 'tt1.52', now)).toBeUndefined();
  });
});
