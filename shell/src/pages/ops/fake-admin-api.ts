/**
 * A small in-memory admin API for the ops page's tests: it signs in with the admin token and
 * keeps the session as the browser's HttpOnly cookie would (out of the page's reach), checks
 * the ops page's header, answers contract-shaped data (checked with the contract schemas) and
 * applies releases, promotions, rollbacks and switches the way the registry does, writing the
 * audit log. Telemetry is a fixed pattern of a few pages over the window asked for.
 */
import {
  TELEMETRY_DEFAULT_DAYS,
  TELEMETRY_MAX_DAYS,
  TELEMETRY_RETENTION_DAYS,
  adminSessionResponseSchema,
  adminSignOutResponseSchema,
  auditResponseSchema,
  errorBody,
  registryOverviewResponseSchema,
  releaseRequestSchema,
  releaseResponseSchema,
  telemetrySummaryResponseSchema,
  unreleased,
  versionsResponseSchema,
  type AuditAction,
  type AuditEntry,
  type RegistryOverview,
  type Release,
  type RemoteVersion,
  type SharedDep,
  type TelemetryPage,
  type TelemetrySummary,
} from '@toolhub/contracts';

export const ADMIN_TOKEN = 'ops-secret';
const NOW = Date.UTC(2025, 5, 1, 8, 30);

const shared: SharedDep[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@toolhub/sdk', version: '0.1.0', requiredVersion: '*', singleton: true },
];

const version = (remote: string, v: string, at: number, tools = 2): RemoteVersion => ({
  remote,
  version: v,
  digest: `sha256:${(remote + v).padEnd(12, '0')}deadbeefcafe`,
  shared,
  catalog: Array.from({ length: tools }, (_, i) => ({
    toolid: 100 + i,
    path: `${remote}-${i}`,
    name: `${remote} tool ${i}`,
    keyword: '',
    category: 'test',
    icon: '🔧',
    scene: `${remote}_${i}`,
    needCharge: false,
    module: `./Tool${i}`,
  })),
  manifest_url: `/remotes/${remote}/${v}/mf-manifest.json`,
  files: 7,
  bytes: 183_500,
  published_by: 'ci-bot',
  published_at: at,
});

const release = (env: string, remote: string, fields: Partial<Release>): Release => ({
  ...unreleased(env, remote, NOW - 3_600_000),
  ...fields,
});

/**
 * The pages visitors opened, as the server names them (a tool's path, 'homepage', 'other'): page
 * views a day, the share of them that clicked, every how many days one error came, and vitals.
 */
const TELEMETRY_PAGES = [
  { page: 'homepage', name: 'homepage', views: 40, clickRate: 0.5, errorEvery: 0, p75: { LCP: 1180, INP: 88, CLS: 0.02 } },
  { page: 'ocr-0', toolid: 100, name: 'ocr tool 0', views: 24, clickRate: 0.75, errorEvery: 3, p75: { LCP: 3120, INP: 240, CLS: 0.08 } },
  { page: 'pdf-1', toolid: 101, name: 'pdf tool 1', views: 11, clickRate: 0.5, errorEvery: 2, p75: { LCP: 4650, INP: 620, CLS: 0.31 } },
  { page: 'other', name: 'other', views: 2, clickRate: 0, errorEvery: 0, p75: {} },
];
const TELEMETRY_ERRORS = [
  { page: 'pdf-1', source: 'remote', message: 'Loading chunk 42 failed', lastAt: NOW - 60_000 },
  { page: 'ocr-0', source: 'promise', message: 'TypeError: Failed to fetch', lastAt: NOW - 3_600_000 },
] as const;

/** The summary of the last `days` UTC days up to NOW; `quiet`: a server that has no events yet. */
export function fakeTelemetry(days: number, quiet = false): TelemetrySummary {
  const range = Array.from({ length: days }, (_, index) => new Date(NOW - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
  if (quiet) {
    const none = range.map((day) => ({ day, pageViews: 0, clicks: 0, errors: 0 }));
    return { from: range[0], to: range[days - 1], retentionDays: TELEMETRY_RETENTION_DAYS, days: none, pages: [], errors: [] };
  }
  // A weekly wobble, so the chart has a shape.
  const perDay = TELEMETRY_PAGES.map(({ views, clickRate, errorEvery }, n) =>
    range.map((_, i) => {
      const pageViews = views + ((i * 3 + n) % 7) * Math.ceil(views / 10);
      return { pageViews, clicks: Math.floor(pageViews * clickRate), errors: errorEvery && i % errorEvery === 0 ? 1 : 0 };
    }),
  );
  const sum = (rows: { pageViews: number; clicks: number; errors: number }[]) =>
    rows.reduce((a, b) => ({ pageViews: a.pageViews + b.pageViews, clicks: a.clicks + b.clicks, errors: a.errors + b.errors }), { pageViews: 0, clicks: 0, errors: 0 });
  const pages: TelemetryPage[] = TELEMETRY_PAGES.map(({ page, toolid, name, p75 }, n) => ({
    page,
    ...(toolid === undefined ? {} : { toolid }),
    name,
    ...sum(perDay[n]),
    daily: perDay[n].map((day) => day.pageViews),
    p75,
  }));
  return {
    from: range[0],
    to: range[days - 1],
    retentionDays: TELEMETRY_RETENTION_DAYS,
    days: range.map((day, i) => ({ day, ...sum(perDay.map((rows) => rows[i])) })),
    pages,
    errors: TELEMETRY_ERRORS.map((error) => ({ ...error, count: pages.find((page) => page.page === error.page)?.errors ?? 0 }))
      .filter((error) => error.count > 0)
      .sort((a, b) => b.count - a.count),
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Whether the ops page's header (X-Toolhub-Ops: 1) went with the call. */
  ops: boolean;
  /** The Authorization header, which the page must never send any more. */
  authorization: string | null;
  body?: unknown;
}

/** The session the "browser" holds: set by a sign-in, as the HttpOnly cookie would be. */
export interface FakeSession {
  actor: string;
  expires_at: number;
}

export interface FakeAdminApi {
  state: RegistryOverview;
  audit: AuditEntry[];
  requests: FakeRequest[];
  fetch: typeof fetch;
  session: FakeSession | null;
  /** When set, every release is refused with this detail, as the compatibility gate does. */
  refuseReleases?: string;
  /** When set, sign-ins answer 429 with this Retry-After (seconds), as after too many wrong tokens. */
  lockedForSeconds?: number;
  /** When set, the telemetry window holds no event, as on a new server. */
  quietTelemetry?: boolean;
  /** When set, the telemetry summary fails with this detail (500), as when the database is away. */
  failTelemetry?: string;
}

export function createFakeAdminApi(): FakeAdminApi {
  const state: RegistryOverview = {
    env: 'prod',
    environments: [
      { name: 'dev', shell_shared: null, shell_seen_at: null },
      { name: 'staging', shell_shared: shared, shell_seen_at: NOW },
      { name: 'prod', shell_shared: shared, shell_seen_at: NOW },
    ],
    remotes: [
      { name: 'ocr', team: 'vision', description: 'Text recognition', created_at: NOW - 86_400_000 * 30 },
      { name: 'pdf', team: 'docs', description: 'PDF tools', created_at: NOW - 86_400_000 * 20 },
    ],
    versions: [
      version('ocr', '1.3.0', NOW - 86_400_000 * 3),
      version('ocr', '1.4.0', NOW - 86_400_000, 3),
      version('pdf', '2.0.0', NOW - 86_400_000 * 10),
      version('pdf', '2.1.0', NOW - 86_400_000 * 2),
    ],
    releases: [
      release('prod', 'ocr', { stable: '1.3.0', history: ['1.2.0'] }),
      release('staging', 'ocr', { stable: '1.3.0', canary: '1.4.0', percent: 50, allow: ['qb_1', 'guid-2'] }),
      release('prod', 'pdf', { stable: '2.0.0', canary: '2.1.0', percent: 5 }),
      release('staging', 'pdf', { stable: '2.1.0', enabled: false }),
    ],
    loads: [
      { env: 'staging', remote: 'ocr', version: '1.4.0', loads: 200, failures: 2, networks: 57, failing_networks: 2, window_ms: 600_000 },
      { env: 'prod', remote: 'pdf', version: '2.1.0', loads: 40, failures: 6, networks: 31, failing_networks: 5, window_ms: 600_000 },
    ],
    recent_failures: [
      { env: 'prod', remote: 'pdf', version: '2.1.0', phase: 'entry', message: 'Loading chunk 42 failed', network: '203.0.113.0/24', at: NOW - 60_000 },
      { env: 'staging', remote: 'ocr', version: '1.4.0', phase: 'module', message: null, at: NOW - 120_000 },
    ],
    rollback_policy: { max_failure_rate: 0.05, min_loads: 20, min_networks: 3, window_ms: 600_000 },
  };

  let nextId = 4;
  const audit: AuditEntry[] = [
    {
      id: 3,
      at: NOW - 7_200_000,
      actor: 'alice',
      action: 'release',
      env: 'staging',
      remote: 'ocr',
      version: '1.4.0',
      before: { stable: '1.3.0', canary: null, percent: 0 },
      after: { stable: '1.3.0', canary: '1.4.0', percent: 50 },
      reason: 'try the new layout model',
    },
    {
      id: 2,
      at: NOW - 86_400_000,
      actor: 'ci-bot',
      action: 'publish',
      env: null,
      remote: 'ocr',
      version: '1.4.0',
      before: null,
      after: null,
      reason: null,
    },
    {
      id: 1,
      at: NOW - 2 * 86_400_000,
      actor: 'toolhub',
      action: 'auto-rollback',
      env: 'staging',
      remote: 'ocr',
      version: '1.3.1',
      before: { stable: '1.3.0', canary: '1.3.1', percent: 10 },
      after: { stable: '1.3.0', canary: null, percent: 0 },
      reason: 'canary 1.3.1 failed to load for 9 of 24 visitors (37.5 %) on 7 of 19 networks in the last 10 min, above the limit of 5 % with at least 20 visitors on 3 networks',
      evidence: {
        loads: 24,
        failures: 9,
        networks: 19,
        failing_networks: 7,
        window_ms: 600_000,
        policy: { max_failure_rate: 0.05, min_loads: 20, min_networks: 3, window_ms: 600_000 },
        phases: { entry: 7, module: 2 },
        failing_network_list: [
          { network: '203.0.113.0/24', devices: 3 },
          { network: '2001:db8:7:1::/64', devices: 1 },
        ],
        devices: [
          { guid: 'guid-9f2c', network: '203.0.113.0/24', phase: 'entry', message: 'Loading chunk 42 failed', at: NOW - 2 * 86_400_000 - 100_000 },
          { guid: 'guid-1b7e', network: '2001:db8:7:1::/64', phase: 'module', message: 'ChunkLoadError', at: NOW - 2 * 86_400_000 - 200_000 },
        ],
      },
    },
  ];
  const requests: FakeRequest[] = [];

  const json = (schema: { parse: (value: unknown) => unknown }, data: unknown) => {
    const body = schema.parse({ ret: 0, data });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const fail = (status: number, code: number, detail?: string, headers: Record<string, string> = {}) =>
    new Response(errorBody(code, detail), { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

  // The server names the actor of a session's changes `admin:<name given at sign-in>`, else `admin`.
  let actor = 'admin';
  const record = (action: AuditAction, before: Release | null, after: Release, reason: string | null, versionName: string | null) => {
    audit.unshift({
      id: nextId++,
      at: NOW + nextId * 1000,
      actor,
      action,
      env: after.env,
      remote: after.remote,
      version: versionName,
      before,
      after,
      reason,
    });
  };

  const change = (env: string, remote: string, apply: (current: Release) => Release | string) => {
    const index = state.releases.findIndex((r) => r.env === env && r.remote === remote);
    const current = index >= 0 ? state.releases[index] : release(env, remote, {});
    const next = apply(structuredClone(current));
    if (typeof next === 'string') return next;
    next.updated_at = NOW + nextId * 1000;
    if (index >= 0) state.releases[index] = next;
    else state.releases.push(next);
    return { before: index >= 0 ? current : null, after: next };
  };

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://hub.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const ops = headers.get('X-Toolhub-Ops') === '1';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.pathname + url.search, ops, authorization: headers.get('Authorization'), body });

    if (!url.pathname.startsWith('/admin/api/')) return fail(404, 1000);
    const path = url.pathname.slice('/admin/api'.length);
    if (!ops) return fail(403, 1300, 'ops session calls come from the ops page only');

    if (path === '/session' && method === 'POST') {
      if (api.lockedForSeconds) return fail(429, 3, 'too many wrong admin tokens', { 'Retry-After': String(api.lockedForSeconds) });
      if (body?.token !== ADMIN_TOKEN) return fail(403, 1300, 'wrong admin token');
      api.session = { actor: typeof body.actor === 'string' ? body.actor : '', expires_at: NOW + 8 * 3_600_000 };
      return json(adminSessionResponseSchema, api.session);
    }
    if (path === '/session' && method === 'DELETE') {
      api.session = null;
      return json(adminSignOutResponseSchema, {});
    }
    if (!api.session) return fail(401, 1300, 'sign in on /ops');
    actor = api.session.actor ? `admin:${api.session.actor}` : 'admin';
    if (path === '/session' && method === 'GET') return json(adminSessionResponseSchema, api.session);

    if (method === 'GET' && path === '/registry') return json(registryOverviewResponseSchema, structuredClone(state));

    let match = /^\/remotes\/([^/]+)\/versions$/.exec(path);
    if (method === 'GET' && match) {
      const remote = decodeURIComponent(match[1]);
      return json(versionsResponseSchema, state.versions.filter((v) => v.remote === remote));
    }

    if (method === 'GET' && path === '/audit') {
      const remote = url.searchParams.get('remote');
      const env = url.searchParams.get('env');
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const entries = audit.filter((e) => (!remote || e.remote === remote) && (!env || e.env === env)).slice(0, limit);
      return json(auditResponseSchema, entries);
    }

    if (method === 'GET' && path === '/telemetry') {
      const days = Number(url.searchParams.get('days') ?? TELEMETRY_DEFAULT_DAYS);
      if (!Number.isInteger(days) || days < 1 || days > TELEMETRY_MAX_DAYS) return fail(400, 1300, 'bad days');
      if (api.failTelemetry) return fail(500, 1000, api.failTelemetry);
      return json(telemetrySummaryResponseSchema, fakeTelemetry(days, api.quietTelemetry));
    }

    match = /^\/envs\/([^/]+)\/remotes\/([^/]+)\/(release|promote|rollback|enable|disable)$/.exec(path);
    if (method === 'POST' && match) {
      const env = decodeURIComponent(match[1]);
      const remote = decodeURIComponent(match[2]);
      const action = match[3];
      const reason = typeof body?.reason === 'string' ? body.reason : null;

      if (action === 'release') {
        const parsed = releaseRequestSchema.safeParse(body);
        if (!parsed.success) return fail(400, 1300, 'bad release request');
        const { version: v, percent = 100, allow } = parsed.data;
        if (!state.versions.some((x) => x.remote === remote && x.version === v)) return fail(404, 1300, `no version ${v} of ${remote}`);
        if (api.refuseReleases) return fail(409, 1000, api.refuseReleases);
        const result = change(env, remote, (r) => {
          if (percent === 100) {
            if (r.stable && r.stable !== v) r.history.push(r.stable);
            return { ...r, stable: v, canary: null, percent: 0, allow: [] };
          }
          return { ...r, canary: v, percent, allow: allow ?? r.allow };
        });
        if (typeof result === 'string') return fail(409, 1000, result);
        record('release', result.before, result.after, null, v);
        return json(releaseResponseSchema, result.after);
      }

      const result = change(env, remote, (r) => {
        switch (action) {
          case 'enable':
            return { ...r, enabled: true };
          case 'disable':
            return { ...r, enabled: false };
          case 'promote':
            if (!r.canary) return 'no canary to promote';
            if (r.stable) r.history.push(r.stable);
            return { ...r, stable: r.canary, canary: null, percent: 0, allow: [] };
          default: {
            if (r.canary) return { ...r, canary: null, percent: 0, allow: [] };
            const previous = r.history.pop();
            if (!previous) return 'nothing to roll back';
            return { ...r, stable: previous };
          }
        }
      });
      if (typeof result === 'string') return fail(409, 1000, result);
      record(action as AuditAction, result.before, result.after, reason, result.after.stable);
      return json(releaseResponseSchema, result.after);
    }
    return fail(404, 1000);
  };

  const api: FakeAdminApi = { state, audit, requests, fetch: fakeFetch as typeof fetch, session: null };
  return api;
}
