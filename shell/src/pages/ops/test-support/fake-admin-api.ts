/**
 * A small in-memory admin API for the ops page's tests: it signs in ops people by name and
 * password (or the admin token), refuses what their role may not do, keeps people and teams, and
 * keeps the session as the browser's HttpOnly cookie would (out of the page's reach), checks
 * the ops page's header, answers contract-shaped data (checked with the contract schemas) and
 * applies releases, promotions, rollbacks and switches the way the registry does, writing the
 * audit log. Telemetry is a fixed pattern of a few pages over the window asked for.
 */
import {
  TELEMETRY_DEFAULT_DAYS,
  TELEMETRY_MAX_DAYS,
  TELEMETRY_RETENTION_DAYS,
  ADMIN_TOKEN_ACTOR,
  adminSessionResponseSchema,
  adminSignOutResponseSchema,
  peopleResponseSchema,
  personResponseSchema,
  removedResponseSchema,
  roleMay,
  teamResponseSchema,
  teamTokenResponseSchema,
  teamsResponseSchema,
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
  type OpsPerson,
  type OpsRight,
  type OpsRole,
  type OpsTeam,
  type RegistryOverview,
  type Release,
  type RemoteVersion,
  type SharedDep,
  type TelemetryPage,
  type TelemetrySummary,
} from '@toolhub/contracts';

export const ADMIN_TOKEN = 'ops-secret';
const NOW = Date.UTC(2025, 5, 1, 8, 30);
/** The people the fake hub knows at the start, with their passwords. */
export const PEOPLE = {
  admin: { name: '韩梅梅', password: 'hanmeimei-password', role: 'admin' },
  releaser: { name: '李雷', password: 'lilei-password-1', role: 'releaser' },
  viewer: { name: '小王', password: 'xiaowang-password', role: 'viewer' },
} as const satisfies Record<string, { name: string; password: string; role: OpsRole }>;

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
  role: OpsRole;
  expires_at: number;
}

export interface FakeAdminApi {
  state: RegistryOverview;
  audit: AuditEntry[];
  requests: FakeRequest[];
  fetch: typeof fetch;
  session: FakeSession | null;
  people: (OpsPerson & { password: string })[];
  teams: OpsTeam[];
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
  /** An audit entry; `remote` given for the people and teams entries, which have no release. */
  const record = (action: AuditAction, before: unknown, after: unknown, reason: string | null, versionName: string | null, remote?: string) => {
    const release = remote === undefined ? (after as Release) : undefined;
    audit.unshift({
      id: nextId++,
      at: NOW + nextId * 1000,
      actor,
      action,
      env: release?.env ?? null,
      remote: release?.remote ?? remote ?? '*',
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
      const expires_at = NOW + 8 * 3_600_000;
      if (body?.token !== undefined) {
        if (body.token !== ADMIN_TOKEN) return fail(403, 1300, 'wrong admin token');
        api.session = { actor: ADMIN_TOKEN_ACTOR, role: 'admin', expires_at };
      } else {
        const person = api.people.find((p) => p.name === body?.name && p.password === body?.password);
        if (!person) return fail(403, 1300, 'wrong name or password');
        api.session = { actor: person.name, role: person.role, expires_at };
      }
      return json(adminSessionResponseSchema, api.session);
    }
    if (path === '/session' && method === 'DELETE') {
      api.session = null;
      return json(adminSignOutResponseSchema, {});
    }
    if (!api.session) return fail(401, 1300, 'sign in on /ops');
    actor = api.session.actor;
    if (path === '/session' && method === 'GET') return json(adminSessionResponseSchema, api.session);
    // What the role may not do is refused as the hub does: 403, the session kept.
    const right: OpsRight = method === 'GET' ? 'read' : /^\/(people|teams|envs$)/.test(path) ? 'manage' : /^\/finance\//.test(path) ? 'import' : 'release';
    if (!roleMay(api.session.role, right)) return fail(403, 1300, `${actor} is a ${api.session.role} and may not ${right}`);
    const people = peopleAndTeams(method, path, body);
    if (people) return people;

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

  /** The people and teams calls, or undefined for any other path. */
  function peopleAndTeams(method: string, path: string, body: Record<string, unknown> | undefined): Response | undefined {
    const publicPerson = ({ password: _, ...person }: FakeAdminApi['people'][number]): OpsPerson => person;
    const made = `made-${nextId++}-password`;
    if (path === '/people' && method === 'GET') return json(peopleResponseSchema, api.people.map(publicPerson));
    if (path === '/people' && method === 'POST') {
      if (api.people.some((p) => p.name === body?.name)) return fail(409, 1300, `${String(body?.name)} exists`);
      const person = { name: String(body?.name), role: body?.role as OpsRole, created_at: NOW, updated_at: NOW, password: typeof body?.password === 'string' ? body.password : made };
      api.people.push(person);
      record('add-person', null, { name: person.name, role: person.role }, null, null, '*');
      return json(personResponseSchema, { person: publicPerson(person), ...(body?.password ? {} : { password: made }) });
    }
    let match = /^\/people\/([^/]+)$/.exec(path);
    if (match) {
      const name = decodeURIComponent(match[1]);
      const person = api.people.find((p) => p.name === name);
      if (!person) return fail(404, 1300, `no person ${name}`);
      if (method === 'DELETE') {
        api.people = api.people.filter((p) => p !== person);
        record('remove-person', { name, role: person.role }, null, null, null, '*');
        return json(removedResponseSchema, {});
      }
      const before = { name, role: person.role };
      if (body?.role) person.role = body.role as OpsRole;
      if (body?.reset_password) person.password = made;
      record('change-person', before, { name, role: person.role }, null, null, '*');
      return json(personResponseSchema, { person: publicPerson(person), ...(body?.reset_password ? { password: made } : {}) });
    }
    if (path === '/teams' && method === 'GET') return json(teamsResponseSchema, api.teams);
    if (path === '/teams' && method === 'POST') {
      const team: OpsTeam = { name: String(body?.name), remotes: (body?.remotes as string[]) ?? [], token: null, created_at: NOW };
      api.teams.push(team);
      record('add-team', null, team, null, null, team.remotes.join(',') || '*');
      return json(teamResponseSchema, team);
    }
    match = /^\/teams\/([^/]+)(\/token)?$/.exec(path);
    if (match) {
      const team = api.teams.find((x) => x.name === decodeURIComponent(match![1]));
      if (!team) return fail(404, 1300, 'no such team');
      const before = structuredClone(team);
      if (match[2] && method === 'POST') {
        const token = `tht_${team.name}_${nextId++}`;
        team.token = { hint: token.slice(0, 10), created_at: NOW };
        record('issue-token', before, team, null, null, team.remotes.join(',') || '*');
        return json(teamTokenResponseSchema, { team, token });
      }
      if (match[2]) {
        team.token = null;
        record('revoke-token', before, team, null, null, team.remotes.join(',') || '*');
        return json(teamResponseSchema, team);
      }
      if (method === 'DELETE') {
        api.teams = api.teams.filter((x) => x !== team);
        record('remove-team', before, null, null, null, team.remotes.join(',') || '*');
        return json(removedResponseSchema, {});
      }
      team.remotes = (body?.remotes as string[]) ?? [];
      record('change-team', before, team, null, null, team.remotes.join(',') || '*');
      return json(teamResponseSchema, team);
    }
    return undefined;
  }

  const api: FakeAdminApi = {
    state,
    audit,
    requests,
    fetch: fakeFetch as typeof fetch,
    session: null,
    people: Object.values(PEOPLE).map((person) => ({ ...person, created_at: NOW - 86_400_000, updated_at: NOW - 86_400_000 })),
    teams: [{ name: 'vision', remotes: ['ocr'], token: { hint: 'tht_Ab12Cd', created_at: NOW - 86_400_000 }, created_at: NOW - 86_400_000 * 30 }],
  };
  return api;
}
