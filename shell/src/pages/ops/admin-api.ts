/**
 * The ops page's client of the admin API (`/admin/api/…`, DESIGN §2 "Ops release"). Plain
 * `fetch`, not the sdk's axios instance: the admin API is not the visitor API and must not get
 * the visitor's token or `userInfo`. The page never holds a secret: it posts the person's name and
 * password (or, break-glass, the admin token) once to the sign-in route, which answers with an
 * HttpOnly session cookie on `/admin/` (issue 15, W9; people issue 22);
 * every call then goes with that cookie and the ops page's header. Every answer is checked
 * against the contract schemas before the page uses it.
 */
import {
  ADMIN_API_PREFIX,
  ADMIN_SESSION_PATH,
  ENGINES_ADMIN_PATH,
  OPS_REQUEST_HEADER,
  PEOPLE_PATH,
  TEAMS_PATH,
  TELEMETRY_ADMIN_PATH,
  addPersonRequestSchema,
  financeImportPath,
  financeImportRequestSchema,
  financeImportResponseSchema,
  adminSessionResponseSchema,
  adminSignInRequestSchema,
  adminSignOutResponseSchema,
  auditResponseSchema,
  changePersonRequestSchema,
  enginesResponseSchema,
  parseErrorBody,
  peopleResponseSchema,
  personResponseSchema,
  parseProblem,
  problemMessage,
  registryOverviewResponseSchema,
  releaseActionRequestSchema,
  rampRequestSchema,
  rampResponseSchema,
  releaseRequestSchema,
  releaseResponseSchema,
  removedResponseSchema,
  teamRemotesRequestSchema,
  teamRequestSchema,
  teamResponseSchema,
  teamTokenResponseSchema,
  teamsResponseSchema,
  telemetrySummaryResponseSchema,
  versionsResponseSchema,
  type AddPersonRequest,
  type AdminSession,
  type AdminSignInRequest,
  type ChangePersonRequest,
  type FinanceDataKind,
  type FinanceImportSummary,
  type ProblemDetails,
  type OpsPerson,
  type OpsTeam,
  type PersonAnswer,
  type TeamToken,
  type AuditEntry,
  type EnginesReport,
  type RegistryOverview,
  type Ramp,
  type RampRequest,
  type Release,
  type ReleaseAction,
  type ReleaseRequest,
  type RemoteVersion,
  type TelemetrySummary,
} from '@toolhub/contracts';
import { t } from './messages';

/** `/admin/api`: every call's path below is relative to it. */
export const ADMIN_API = ADMIN_API_PREFIX.slice(0, -1);

/** A failed admin call; `message` is what the ops person reads. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
    /** From a 429's Retry-After: seconds until the network may try again. */
    readonly retryAfterSeconds?: number,
    /** The refusal's problem details (RFC 9457), when it had them: every field named. */
    readonly problem?: ProblemDetails,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
  /**
   * The session has ended: the page asks to sign in again. A 403 is not that — it refuses one
   * call the signed-in person's role does not allow (issue 22) — except at the sign-in itself.
   */
  get unauthorized(): boolean {
    return this.status === 401;
  }
  /** The sign-in was refused: a wrong name, password or token. */
  get refused(): boolean {
    return this.status === 401 || this.status === 403;
  }
  /** Too many wrong tokens from this network: the server locked it out for a while. */
  get lockedOut(): boolean {
    return this.status === 429;
  }
}

export const isUnauthorized = (error: unknown) => error instanceof AdminApiError && error.unauthorized;
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface AuditFilter {
  remote?: string;
  env?: string;
  limit?: number;
}

export interface AdminClient {
  overview(): Promise<RegistryOverview>;
  versions(remote: string): Promise<RemoteVersion[]>;
  release(env: string, remote: string, request: ReleaseRequest): Promise<Release>;
  act(env: string, remote: string, action: ReleaseAction, reason?: string): Promise<Release>;
  /** Starts a scheduled ramp (issue 22): its first step at once, the next ones by the server. */
  ramp(env: string, remote: string, request: RampRequest): Promise<Ramp>;
  stopRamp(env: string, remote: string): Promise<Ramp>;
  audit(filter: AuditFilter): Promise<AuditEntry[]>;
  /** Each engine's programs, fonts and models on the server; `recheck` looks at the machine again first. */
  engines(recheck?: boolean): Promise<EnginesReport>;
  /** Page views, clicks, errors and Web Vitals of the last `days` UTC days (the server's default window without it). */
  telemetry(days?: number): Promise<TelemetrySummary>;
  people(): Promise<OpsPerson[]>;
  /** The answer holds the password the hub made, when none was given: shown once. */
  addPerson(request: AddPersonRequest): Promise<PersonAnswer>;
  changePerson(name: string, request: ChangePersonRequest): Promise<PersonAnswer>;
  removePerson(name: string): Promise<void>;
  teams(): Promise<OpsTeam[]>;
  addTeam(name: string, remotes: string[]): Promise<OpsTeam>;
  setTeamRemotes(name: string, remotes: string[]): Promise<OpsTeam>;
  removeTeam(name: string): Promise<void>;
  /** A new token (the old one stops working), shown once. */
  issueToken(team: string): Promise<TeamToken>;
  revokeToken(team: string): Promise<OpsTeam>;
  /** A finance CSV (issue 22): `preview` answers what it would add and change; `apply` writes it. A bad file rejects with its problem details. */
  financeImport(kind: FinanceDataKind, step: 'preview' | 'apply', csv: string): Promise<FinanceImportSummary>;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** One call with the session cookie (never readable here) and the ops page's header. */
async function call<T>(schema: Schema<{ ret: number; data: T }>, method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await globalThis.fetch(`${ADMIN_API}${path}`, {
      method,
      headers: {
        [OPS_REQUEST_HEADER]: '1',
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new AdminApiError(t('networkError'), 0);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    // Problem details (RFC 9457) name every field; an older "<code>,<message>" its message.
    const problem = parseProblem(text);
    const parsed = problem ? undefined : parseErrorBody(text);
    const message = (problem && problemMessage(problem)) || parsed?.message || text.trim() || t('httpError', { status: response.status });
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new AdminApiError(message, response.status, parsed?.code, retryAfter > 0 ? retryAfter : undefined, problem);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AdminApiError(t('unexpectedAnswer'), response.status);
  }
  const checked = schema.safeParse(json);
  if (!checked.success) {
    console.error('[ops] unexpected answer of', path, checked.error);
    throw new AdminApiError(t('unexpectedAnswer'), response.status);
  }
  if (checked.data.ret !== 0) throw new AdminApiError(t('unexpectedAnswer'), response.status, checked.data.ret);
  return checked.data.data;
}

const sessionPath = ADMIN_SESSION_PATH.slice(ADMIN_API.length);
const enginesPath = ENGINES_ADMIN_PATH.slice(ADMIN_API.length);
const telemetryPath = TELEMETRY_ADMIN_PATH.slice(ADMIN_API.length);
const peoplePath = PEOPLE_PATH.slice(ADMIN_API.length);
const teamsPath = TEAMS_PATH.slice(ADMIN_API.length);

/** The ops page's sign-in: the password (or token) goes to the server once; the page keeps only who signed in. */
export const opsSession = {
  /** The session this browser holds, or undefined when it must sign in. */
  async current(): Promise<AdminSession | undefined> {
    try {
      return await call(adminSessionResponseSchema, 'GET', sessionPath);
    } catch (error) {
      if (error instanceof AdminApiError && error.refused) return undefined;
      throw error;
    }
  },
  signIn: (credentials: AdminSignInRequest) => call(adminSessionResponseSchema, 'POST', sessionPath, adminSignInRequestSchema.parse(credentials)),
  signOut: async () => {
    await call(adminSignOutResponseSchema, 'DELETE', sessionPath);
  },
};

/** A client of the signed-in session. `onUnauthorized` runs when the server refuses it (401/403), before the call rejects. */
export function createAdminClient(onUnauthorized: () => void = () => {}): AdminClient {
  const guarded = async <T>(schema: Schema<{ ret: number; data: T }>, method: Method, path: string, body?: unknown) => {
    try {
      return await call(schema, method, path, body);
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      throw error;
    }
  };

  const segment = encodeURIComponent;
  const releasePath = (env: string, remote: string) => `/envs/${segment(env)}/remotes/${segment(remote)}`;

  return {
    overview: () => guarded(registryOverviewResponseSchema, 'GET', '/registry'),
    versions: (remote) => guarded(versionsResponseSchema, 'GET', `/remotes/${segment(remote)}/versions`),
    release: (env, remote, request) =>
      guarded(releaseResponseSchema, 'POST', `${releasePath(env, remote)}/release`, releaseRequestSchema.parse(request)),
    act: (env, remote, action, reason) =>
      guarded(
        releaseResponseSchema,
        'POST',
        `${releasePath(env, remote)}/${action}`,
        releaseActionRequestSchema.parse(reason?.trim() ? { reason: reason.trim() } : {}),
      ),
    ramp: (env, remote, request) => guarded(rampResponseSchema, 'POST', `${releasePath(env, remote)}/ramp`, rampRequestSchema.parse(request)),
    stopRamp: (env, remote) => guarded(rampResponseSchema, 'POST', `${releasePath(env, remote)}/ramp/stop`, {}),
    audit: ({ remote, env, limit }) => {
      const query = new URLSearchParams();
      if (remote) query.set('remote', remote);
      if (env) query.set('env', env);
      if (limit) query.set('limit', String(limit));
      const search = query.toString();
      return guarded(auditResponseSchema, 'GET', `/audit${search ? `?${search}` : ''}`);
    },
    engines: (recheck = false) => guarded(enginesResponseSchema, 'GET', `${enginesPath}${recheck ? '?recheck=1' : ''}`),
    telemetry: (days) => guarded(telemetrySummaryResponseSchema, 'GET', `${telemetryPath}${days === undefined ? '' : `?days=${days}`}`),
    people: () => guarded(peopleResponseSchema, 'GET', peoplePath),
    addPerson: (request) => guarded(personResponseSchema, 'POST', peoplePath, addPersonRequestSchema.parse(request)),
    changePerson: (name, request) => guarded(personResponseSchema, 'POST', `${peoplePath}/${segment(name)}`, changePersonRequestSchema.parse(request)),
    removePerson: async (name) => void (await guarded(removedResponseSchema, 'DELETE', `${peoplePath}/${segment(name)}`)),
    teams: () => guarded(teamsResponseSchema, 'GET', teamsPath),
    addTeam: (name, remotes) => guarded(teamResponseSchema, 'POST', teamsPath, teamRequestSchema.parse({ name, remotes })),
    setTeamRemotes: (name, remotes) => guarded(teamResponseSchema, 'POST', `${teamsPath}/${segment(name)}`, teamRemotesRequestSchema.parse({ remotes })),
    removeTeam: async (name) => void (await guarded(removedResponseSchema, 'DELETE', `${teamsPath}/${segment(name)}`)),
    issueToken: (team) => guarded(teamTokenResponseSchema, 'POST', `${teamsPath}/${segment(team)}/token`, {}),
    revokeToken: (team) => guarded(teamResponseSchema, 'DELETE', `${teamsPath}/${segment(team)}/token`),
    financeImport: (kind, step, csv) =>
      guarded(financeImportResponseSchema, 'POST', financeImportPath(kind, step).slice(ADMIN_API.length), financeImportRequestSchema.parse({ csv })),
  };
}
