import type { RegistryOverview, Release } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { canaryHealth, formatBytes, formatRate, parseAllowlist, rollbackPlan, shortDigest } from './registry-view';

const release = (fields: Partial<Release>): Release => ({
  env: 'prod',
  remote: 'ocr',
  enabled: true,
  stable: '1.3.0',
  canary: null,
  percent: 0,
  allow: [],
  history: [],
  updated_at: 0,
  ...fields,
});

describe('registry view', () => {
  it('reads an allowlist separated by commas, spaces or new lines, once each', () => {
    expect(parseAllowlist(' qb_1, guid-2\n\nqb_1；qb_3，qb_4 ')).toEqual(['qb_1', 'guid-2', 'qb_3', 'qb_4']);
    expect(parseAllowlist('  \n ')).toEqual([]);
  });

  it('says what a rollback does: drop the canary first, else the last earlier stable', () => {
    expect(rollbackPlan(release({ canary: '1.4.0', history: ['1.2.0'] }))).toEqual({ kind: 'canary', canary: '1.4.0', stable: '1.3.0' });
    expect(rollbackPlan(release({ history: ['1.1.0', '1.2.0'] }))).toEqual({ kind: 'stable', current: '1.3.0', previous: '1.2.0' });
    expect(rollbackPlan(release({}))).toBeUndefined();
    expect(rollbackPlan(undefined)).toBeUndefined();
  });

  it("sums the canary's loads of its environment and flags a rate above the policy", () => {
    const overview = {
      loads: [
        { env: 'prod', remote: 'ocr', version: '1.4.0', loads: 30, failures: 3, networks: 12, failing_networks: 2, window_ms: 1 },
        { env: 'prod', remote: 'ocr', version: '1.4.0', loads: 10, failures: 0, networks: 4, failing_networks: 0, window_ms: 1 },
        { env: 'prod', remote: 'ocr', version: '1.3.0', loads: 99, failures: 99, networks: 9, failing_networks: 9, window_ms: 1 },
        { env: 'staging', remote: 'ocr', version: '1.4.0', loads: 5, failures: 5, networks: 1, failing_networks: 1, window_ms: 1 },
      ],
      rollback_policy: { max_failure_rate: 0.05, min_loads: 20, min_networks: 3, window_ms: 600_000 },
    } as RegistryOverview;
    expect(canaryHealth(overview, release({ canary: '1.4.0' }))).toEqual({ loads: 40, failures: 3, networks: 16, failingNetworks: 2, rate: 0.075, high: true });
    expect(canaryHealth(overview, release({ canary: '1.5.0' }))).toEqual({ loads: 0, failures: 0, networks: 0, failingNetworks: 0, rate: undefined, high: false });
    expect(canaryHealth(overview, release({}))).toBeUndefined();
  });

  it('formats rates, sizes and digests for reading', () => {
    expect(formatRate(0.075)).toBe('7.5%');
    expect(formatRate(0.05)).toBe('5%');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(183_500)).toBe('179.2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.00 MB');
    expect(shortDigest('sha256:0123456789abcdef')).toBe('0123456789ab');
  });
});
