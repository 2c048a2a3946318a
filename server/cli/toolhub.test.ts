import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RegistryOverview } from '@toolhub/contracts';
import { captureIo, startFakeHub, type HubAnswer, type HubRequest } from './test/fake-hub';
import { release, remoteVersion, T0 } from './test/registry-data';
import { main } from './toolhub';

let answer: (request: HubRequest) => HubAnswer;
let hub: Awaited<ReturnType<typeof startFakeHub>>;
beforeAll(async () => {
  hub = await startFakeHub((request) => answer(request));
});
afterAll(() => hub.close());
beforeEach(() => {
  hub.requests.length = 0;
  answer = () => ({ status: 500, text: '1000,no answer in this test' });
});

const env = () => ({ TOOLHUB_URL: hub.url, TOOLHUB_ADMIN_TOKEN: 'secret-token', TOOLHUB_ENV: 'staging' });
async function run(argv: string[], environment: NodeJS.ProcessEnv = env()) {
  const { io, out, err } = captureIo();
  const code = await main(argv, io, environment);
  return { code, out, err };
}

const overview: RegistryOverview = {
  env: 'dev',
  environments: [
    { name: 'dev', shell_shared: null, shell_seen_at: null },
    { name: 'prod', shell_shared: null, shell_seen_at: null },
  ],
  remotes: [
    { name: 'probe', team: 'qa', description: '', created_at: T0 },
    { name: 'finance', team: 'finance', description: '', created_at: T0 },
  ],
  versions: [remoteVersion('finance', '0.1.0'), remoteVersion('probe', '1.0.0'), remoteVersion('probe', '1.1.0', T0 + 60_000)],
  releases: [
    release({ env: 'dev', remote: 'finance', stable: '0.1.0' }),
    release({ env: 'dev', remote: 'probe', stable: '1.0.0', canary: '1.1.0', percent: 10, allow: ['guid-1', 'qbid-2'] }),
    release({ env: 'prod', remote: 'probe', enabled: false, stable: '1.0.0' }),
  ],
  loads: [{ env: 'dev', remote: 'probe', version: '1.1.0', loads: 40, failures: 2, networks: 12, failing_networks: 2, window_ms: 600_000 }],
  rollback_policy: { max_failure_rate: 0.2, min_loads: 20, min_networks: 3, window_ms: 600_000 },
};

describe('pnpm toolhub status', () => {
  it('shows every remote in every environment as an aligned table', async () => {
    answer = () => ({ data: overview });
    const { code, out } = await run(['status']);
    expect(code).toBe(0);
    expect(hub.requests[0]).toMatchObject({ method: 'GET', url: '/admin/api/registry', authorization: 'Bearer secret-token' });
    expect(out).toEqual([
      `hub ${hub.url} (running as dev)`,
      'auto-rollback: a canary with more than 20% failed loads out of at least 20 within 10 min',
      '',
      'REMOTE   ENV   ENABLED  STABLE        CANARY       ALLOW  FAILED/LOADS  LATEST',
      'finance  dev   yes      0.1.0         -            -      -             0.1.0',
      'finance  prod  -        not released  -            -      -             0.1.0',
      'probe    dev   yes      1.0.0         1.1.0 @ 10%  2      2/40          1.1.0',
      'probe    prod  NO       1.0.0         -            -      -             1.1.0',
    ]);
  });

  it('shows one environment with --env, and says so when the hub has no such environment', async () => {
    answer = () => ({ data: overview });
    const { out } = await run(['status', '--env', 'prod']);
    expect(out.slice(3)).toEqual([
      'REMOTE   ENV   ENABLED  STABLE        CANARY  ALLOW  FAILED/LOADS  LATEST',
      'finance  prod  -        not released  -       -      -             0.1.0',
      'probe    prod  NO       1.0.0         -       -      -             1.1.0',
    ]);
    const missing = await run(['status', '--env', 'qa']);
    expect(missing.code).toBe(1);
    expect(missing.err).toEqual(['the hub has no environment "qa" (it has dev, prod)']);
  });
});

describe('pnpm toolhub release and its actions', () => {
  it('releases a canary to a share of visitors and an allowlist', async () => {
    answer = () => ({ data: release({ env: 'prod', remote: 'ocr', stable: '1.3.0', canary: '1.4.0', percent: 10, allow: ['a', 'b'] }) });
    const { code, out } = await run(['release', 'ocr', '1.4.0', '--env', 'prod', '--percent', '10', '--allow', 'a, b,']);
    expect(code).toBe(0);
    expect(hub.requests[0]).toMatchObject({
      method: 'POST',
      url: '/admin/api/envs/prod/remotes/ocr/release',
      body: { version: '1.4.0', percent: 10, allow: ['a', 'b'] },
    });
    expect(out).toEqual(['ocr in prod: enabled; stable 1.3.0, canary 1.4.0 for 10% of visitors and 2 allowlisted']);
  });

  it('takes the environment from TOOLHUB_ENV, and leaves percent and allowlist to the hub when not given', async () => {
    answer = () => ({ data: release({ env: 'staging', remote: 'ocr', stable: '1.4.0' }) });
    await run(['release', 'ocr', '1.4.0']);
    expect(hub.requests[0]).toMatchObject({ url: '/admin/api/envs/staging/remotes/ocr/release', body: { version: '1.4.0' } });
    await run(['release', 'ocr', '1.4.0'], { ...env(), TOOLHUB_ENV: '' });
    expect(hub.requests[1].url).toBe('/admin/api/envs/dev/remotes/ocr/release');
  });

  it("claims no name for the audit log (the hub names the token's holder), and a team token goes before the admin token", async () => {
    answer = () => ({ data: release({ env: 'prod', remote: 'ocr', stable: '1.3.0' }) });
    await run(['enable', 'ocr', '--env', 'prod'], { ...env(), USER: 'ops-li', TOOLHUB_ACTOR: '张三' });
    await run(['enable', 'ocr', '--env', 'prod'], { ...env(), TOOLHUB_TEAM_TOKEN: 'tht_team' });
    expect(hub.requests.map((request) => request.authorization)).toEqual(['Bearer secret-token', 'Bearer tht_team']);
    expect(hub.requests.map((request) => Object.keys(request.headers).filter((name) => name.includes('actor')))).toEqual([[], []]);
  });

  it('rolls back with a reason for the audit log, and disables', async () => {
    answer = (request) => ({
      data: request.url.endsWith('/rollback')
        ? release({ env: 'prod', remote: 'ocr', stable: '1.3.0' })
        : release({ env: 'prod', remote: 'ocr', stable: '1.3.0', enabled: false }),
    });
    const rolledBack = await run(['rollback', 'ocr', '--env', 'prod', '--reason', '识别失败率高']);
    expect(hub.requests[0]).toMatchObject({ url: '/admin/api/envs/prod/remotes/ocr/rollback', body: { reason: '识别失败率高' } });
    expect(rolledBack.out).toEqual(['ocr in prod: enabled; stable 1.3.0']);
    const disabled = await run(['disable', 'ocr', '--env', 'prod']);
    expect(hub.requests[1]).toMatchObject({ url: '/admin/api/envs/prod/remotes/ocr/disable', body: {} });
    expect(disabled.out).toEqual(['ocr in prod: DISABLED (its tools are hidden); stable 1.3.0']);
  });

  it('shows the message of a refusal and exits 1', async () => {
    answer = () => ({ status: 400, text: '1300,服务异常，请稍后再试：version 9.9.9 of ocr is not published' });
    const { code, out, err } = await run(['promote', 'ocr', '--env', 'prod']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual(['version 9.9.9 of ocr is not published']);
  });

  it('shows every problem of a refusal in problem details (RFC 9457), one line each', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'catalog.json does not meet the remote contract: 2 problems',
      errors: [
        { field: 'catalog.json[0].path', found: '"Bad Path!"', allowed: 'lowercase letters, digits, - and _' },
        { field: 'catalog.json[0].module', allowed: "starting with './'" },
      ],
    };
    answer = () => ({ status: 422, text: JSON.stringify(problem) });
    const { code, err } = await run(['promote', 'ocr', '--env', 'prod']);
    expect(code).toBe(1);
    expect(err.join('\n')).toBe(
      [
        'catalog.json does not meet the remote contract: 2 problems',
        'catalog.json[0].path: found "Bad Path!"; allowed: lowercase letters, digits, - and _',
        "catalog.json[0].module: missing; allowed: starting with './'",
      ].join('\n'),
    );
  });
});

describe('pnpm toolhub ramp', () => {
  const ramp = {
    env: 'prod',
    remote: 'probe',
    version: '1.1.0',
    steps: [10, 50, 100],
    step: 0,
    hold_ms: 1_800_000,
    next_at: T0 + 1_800_000,
    state: 'running',
    held_since: null,
    gate: null,
    ended: null,
    started_by: 'rita',
    started_at: T0,
    updated_at: T0,
  };

  it('starts a ramp with its steps and hold, stops it, and shows it', async () => {
    answer = (request) => ({
      data: request.url.endsWith('/stop') ? { ...ramp, state: 'stopped', next_at: null, ended: 'stopped by admin-token' } : ramp,
    });
    const started = await run(['ramp', 'probe', '1.1.0', '--env', 'prod', '--steps', '10,50,100', '--every', '30m', '--reason', '周五放量']);
    expect(started.code).toBe(0);
    expect(hub.requests[0]).toMatchObject({ method: 'POST', url: '/admin/api/envs/prod/remotes/probe/ramp', body: { version: '1.1.0', steps: [10, 50, 100], hold_ms: 1_800_000, reason: '周五放量' } });
    expect(started.out[0]).toMatch(/^probe in prod: ramp of 1\.1\.0 \(10 → 50 → 100 %, every 30m, by rita\): step 1 of 3 \(10%\), next 50% at 2026-.+; gate not checked yet$/);

    const defaults = await run(['ramp', 'probe', '1.1.0', '--env', 'prod']);
    expect(defaults.code).toBe(0);
    expect(hub.requests[1]).toMatchObject({ body: { version: '1.1.0' } });

    const stopped = await run(['ramp', 'probe', '--env', 'prod', '--stop']);
    expect(hub.requests[2]).toMatchObject({ method: 'POST', url: '/admin/api/envs/prod/remotes/probe/ramp/stop', body: {} });
    expect(stopped.out[0]).toMatch(/: stopped at step 1 of 3 \(10%\): stopped by admin-token$/);

    answer = () => ({ data: { ...overview, ramps: [{ ...ramp, state: 'holding', gate: { result: 'failing', loads: 30, failures: 9, networks: 4, at: T0 } }] } });
    const shown = await run(['ramp', 'probe', '--env', 'prod']);
    expect(hub.requests[3]).toMatchObject({ method: 'GET', url: '/admin/api/registry' });
    expect(shown.out[0]).toContain('gate holding (failing): 9/30 failed on 4 networks, stops if still held 3× the hold after it was due');
  });

  it('checks steps and the hold before calling the hub', async () => {
    const cases = [
      [['ramp', 'probe', '1.1.0', '--steps', '50,10,100'], 'ramp: --steps must be rising percents from 1 to 100 ending at 100, such as 10,50,100, not "50,10,100"'],
      [['ramp', 'probe', '1.1.0', '--steps', '10,50'], 'ramp: --steps must be rising percents from 1 to 100 ending at 100, such as 10,50,100, not "10,50"'],
      [['ramp', 'probe', '1.1.0', '--every', '30 minutes'], 'ramp: --every must be a duration from 1s to 7d such as 30m, 90s or 2h, not "30 minutes"'],
      [['ramp', 'probe', '1.1.0', '--stop'], 'ramp: --stop takes the remote only'],
    ] as const;
    for (const [argv, message] of cases) {
      const { code, err } = await run([...argv]);
      expect({ argv, code, error: err[0] }).toEqual({ argv, code: 2, error: message });
    }
    expect(hub.requests).toEqual([]);
  });
});

describe('pnpm toolhub versions, audit and envs', () => {
  it('lists the versions of a remote, newest first', async () => {
    answer = () => ({ data: [remoteVersion('probe', '1.0.0'), remoteVersion('probe', '1.1.0', T0 + 86_400_000)] });
    const { out } = await run(['versions', 'probe']);
    expect(hub.requests[0].url).toBe('/admin/api/remotes/probe/versions');
    expect(out[0]).toBe('VERSION  PUBLISHED         BY     TOOLS  FILES  SIZE    DIGEST');
    expect(out.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      ['1.1.0', expect.stringMatching(/^2026-11-0\d \d\d:\d\d$/), 'admin', '1', '12', '200 KB', '110abcdef012'],
      ['1.0.0', expect.stringMatching(/^2026-11-0\d \d\d:\d\d$/), 'admin', '1', '12', '200 KB', '100abcdef012'],
    ]);
  });

  it('shows the audit log with what each change did', async () => {
    const before = release({ env: 'prod', remote: 'probe', stable: '1.0.0', canary: '1.1.0', percent: 10 });
    answer = () => ({
      data: [
        {
          id: 2,
          at: T0,
          actor: 'admin',
          action: 'promote',
          env: 'prod',
          remote: 'probe',
          version: '1.1.0',
          before,
          after: { ...before, stable: '1.1.0', canary: null, percent: 0, history: ['1.0.0'] },
          reason: null,
        },
        { id: 1, at: T0, actor: 'admin', action: 'publish', env: null, remote: 'probe', version: '1.1.0', before: null, after: remoteVersion('probe', '1.1.0'), reason: '首发' },
      ],
    });
    const { out } = await run(['audit', '--remote', 'probe', '--limit', '2']);
    expect(hub.requests[0].url).toBe('/admin/api/audit?remote=probe&limit=2');
    expect(out.map((line) => line.split(/\s{2,}/).slice(1))).toEqual([
      ['ACTOR', 'ACTION', 'ENV', 'REMOTE', 'VERSION', 'CHANGE', 'REASON'],
      ['admin', 'promote', 'prod', 'probe', '1.1.0', 'stable 1.0.0 → 1.1.0, canary 1.1.0 @ 10% → -'],
      ['admin', 'publish', '-', 'probe', '1.1.0', '-', '首发'],
    ]);
  });

  it('adds an environment', async () => {
    answer = () => ({ data: { name: 'qa', shell_shared: null, shell_seen_at: null } });
    const { code, out } = await run(['envs', 'add', 'qa']);
    expect(code).toBe(0);
    expect(hub.requests[0]).toMatchObject({ method: 'POST', url: '/admin/api/envs', body: { name: 'qa' } });
    expect(out).toEqual(['environment qa added']);
  });
});

describe('the command line', () => {
  it('prints the usage for help, and on stderr with exit 2 for an unknown command or flag', async () => {
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.out[0]).toBe('usage: pnpm toolhub <command> [arguments]');
    expect(help.out).toContain('  release <remote> <version> --env <env> [--percent N] [--allow id,...]');

    const unknown = await run(['deploy']);
    expect(unknown.code).toBe(2);
    expect(unknown.err.slice(0, 2)).toEqual(['unknown command "deploy"', 'usage: pnpm toolhub <command> [arguments]']);

    const badFlag = await run(['versions', 'probe', '--env', 'dev']);
    expect(badFlag.code).toBe(2);
    expect(badFlag.err).toEqual(['versions: unknown flag --env', 'usage: pnpm toolhub versions <remote>']);
    expect(hub.requests).toEqual([]);
  });

  it('checks names, versions and percentages before calling the hub', async () => {
    const cases = [
      [['release', 'OCR', '1.0.0'], 'release: "OCR" is not a valid remote name (a–z, 0–9, _; 2–40 characters)'],
      [['release', 'ocr', 'v1'], 'release: "v1" is not a valid version (semver, e.g. 1.4.0)'],
      [['release', 'ocr', '1.0.0', '--percent', '101'], 'release: --percent must be a whole number from 0 to 100, not "101"'],
      [['release', 'ocr', '1.0.0', '--percent'], 'release: --percent needs a value'],
      [['envs', 'remove', 'qa'], 'envs: unknown envs subcommand "remove"'],
      [['audit', '--limit', '0'], 'audit: --limit must be a whole number from 1 to 1000, not "0"'],
    ] as const;
    for (const [argv, message] of cases) {
      const { code, err } = await run([...argv]);
      expect({ argv, code, error: err[0] }).toEqual({ argv, code: 2, error: message });
    }
    expect(hub.requests).toEqual([]);
  });
});

describe('talking to the hub', () => {
  it('reads the token the hub wrote into DATA_DIR when TOOLHUB_ADMIN_TOKEN is not set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-cli-data-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'admin-token'), 'from-file\n');
      answer = () => ({ data: overview });
      await run(['status'], { TOOLHUB_URL: hub.url, DATA_DIR: dataDir });
      expect(hub.requests[0].authorization).toBe('Bearer from-file');

      fs.rmSync(path.join(dataDir, 'admin-token'));
      const { code, err } = await run(['status'], { TOOLHUB_URL: hub.url, DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(err[0]).toMatch(/^no admin token: set TOOLHUB_ADMIN_TOKEN/);
      expect(err[0]).toContain(path.join(dataDir, 'admin-token'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says when the hub refuses the token', async () => {
    answer = () => ({ status: 403, text: '1300,服务异常，请稍后再试：wrong admin token' });
    const { code, err } = await run(['status']);
    expect(code).toBe(1);
    expect(err).toEqual(["wrong admin token (HTTP 403: set TOOLHUB_TEAM_TOKEN to your team's publish token, or TOOLHUB_ADMIN_TOKEN to the token the hub runs with)"]);
  });

  it('says when the hub cannot be reached or answers something else', async () => {
    const closed = await startFakeHub(() => ({}));
    await closed.close();
    const unreachable = await run(['status'], { ...env(), TOOLHUB_URL: closed.url });
    expect(unreachable.code).toBe(1);
    expect(unreachable.err[0]).toBe(`cannot reach the hub at ${closed.url} (ECONNREFUSED): is it running (pnpm start)? TOOLHUB_URL sets another address`);

    answer = () => ({ data: { env: 'dev' } });
    const odd = await run(['status']);
    expect(odd.code).toBe(1);
    expect(odd.err[0]).toMatch(/^the hub's answer to GET \/admin\/api\/registry is not what this CLI expects at data\.environments: /);

    answer = () => ({ status: 502, text: '<html><body>Bad Gateway</body></html>' });
    const proxy = await run(['status']);
    expect(proxy.err).toEqual(['HTTP 502: <html><body>Bad Gateway</body></html>']);
  });
});
