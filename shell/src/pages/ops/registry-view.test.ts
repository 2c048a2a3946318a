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

  it("sums the canary's loads of its environment, and does not flag a rate above the policy from too few networks", () => {
    const overview = {
      loads: [
        { env: 'prod', remote: 'ocr', version: '1.4.0', loads: 30, failures: 3, networks: 12, failing_networks: 2, window_ms: 1 },
        { env: 'prod', remote: 'ocr', version: '1.4.0', loads: 10, failures: 0, networks: 4, failing_networks: 0, window_ms: 1 },
        { env: 'prod', remote: 'ocr', version: '1.3.0', loads: 99, failures: 99, networks: 9, failing_networks: 9, window_ms: 1 },
        { env: 'staging', remote: 'ocr', version: '1.4.0', loads: 5, failures: 5, networks: 1, failing_networks: 1, window_ms: 1 },
      ],
      rollback_policy: { max_failure_rate: 0.05, min_loads: 20, min_networks: 3, window_ms: 600_000 },
    } as RegistryOverview;
    // 7.5 % of 40 devices failed, above the 5 % limit, but on 2 networks: fewer than the 3 the server needs to roll back.
    expect(canaryHealth(overview, release({ canary: '1.4.0' }))).toEqual({ loads: 40, failures: 3, networks: 16, failingNetworks: 2, rate: 0.075, high: false });
    expect(canaryHealth(overview, release({ canary: '1.5.0' }))).toEqual({ loads: 0, failures: 0, networks: 0, failingNetworks: 0, rate: undefined, high: false });
    expect(canaryHealth(overview, release({}))).toBeUndefined();
  });

  it('flags a canary exactly when the server would roll it back', () => {
    const policy = { max_failure_rate: 0.05, min_loads: 20, min_networks: 3, window_ms: 600_000 };
    const highWith = (figures: { loads: number; failures: number; networks: number; failing_networks: number }) =>
      canaryHealth({ loads: [{ env: 'prod', remote: 'ocr', version: '1.4.0', window_ms: 1, ...figures }], rollback_policy: policy } as RegistryOverview, release({ canary: '1.4.0' }))?.high;
    // Above the rate, from 5 of 31 networks: rolled back, flagged.
    expect(highWith({ loads: 40, failures: 6, networks: 31, failing_networks: 5 })).toBe(true);
    // Above the rate from enough networks, but those are only 4 % of the 100 reporting.
    expect(highWith({ loads: 400, failures: 40, networks: 100, failing_networks: 4 })).toBe(false);
    // Every device failed, but fewer devices than the rule needs.
    expect(highWith({ loads: 10, failures: 10, networks: 5, failing_networks: 5 })).toBe(false);
    // Exactly at the limit is not above it.
    expect(highWith({ loads: 40, failures: 2, networks: 20, failing_networks: 3 })).toBe(false);
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
