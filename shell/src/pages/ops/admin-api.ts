/**
 * The ops page's client of the admin API (`/admin/api/…`, DESIGN §2 "Ops release"). Plain
 * `fetch`, not the sdk's axios instance: the admin API takes the bearer admin token, not
 * the visitor token, and must not get the visitor's `userInfo` appended. Every answer is
 * checked against the contract schemas before the page uses it.
 */
import {
  auditResponseSchema,
  enginesResponseSchema,
  parseErrorBody,
  registryOverviewResponseSchema,
  releaseActionRequestSchema,
  releaseRequestSchema,
  releaseResponseSchema,
  versionsResponseSchema,
  type AuditEntry,
  type EnginesReport,
  type RegistryOverview,
  type Release,
  type ReleaseAction,
  type ReleaseRequest,
  type RemoteVersion,
} from '@toolhub/contracts';
import { t } from './messages';

export const ADMIN_API = '/admin/api';
/** Where the token is kept: this tab only, gone when it closes. */
export const TOKEN_STORAGE_KEY = 'toolhub_admin_token';
/** The name the ops person gave at sign-in, for the audit log. */
export const ACTOR_STORAGE_KEY = 'toolhub_admin_actor';
/** The server names the actor of a change after this header (percent-encoded: header values are Latin-1). */
export const ACTOR_HEADER = 'X-Toolhub-Actor';

export function readStored(key: string): string {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function store(key: string, value: string | null): void {
  try {
    if (value) globalThis.sessionStorage?.setItem(key, value);
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Storage unavailable (a sandboxed frame): the value lasts as long as the page.
  }
}

/** A failed admin call; `message` is what the ops person reads. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
  /** The token was refused: the page drops it and asks again. */
  get unauthorized(): boolean {
    return this.status === 401 || this.status === 403;
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
  audit(filter: AuditFilter): Promise<AuditEntry[]>;
  /** Each engine's programs, fonts and models on the server; `recheck` looks at the machine again first. */
  engines(recheck?: boolean): Promise<EnginesReport>;
}

/**
 * A client bound to one token (and the actor's name, when given). `onUnauthorized` runs
 * when the server refuses the token (401/403), before the call rejects.
 */
export function createAdminClient(token: string, onUnauthorized: () => void = () => {}, actor = ''): AdminClient {
  async function call<T>(schema: Schema<{ ret: number; data: T }>, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await globalThis.fetch(`${ADMIN_API}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(actor.trim() ? { [ACTOR_HEADER]: encodeURIComponent(actor.trim()) } : {}),
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
      const parsed = parseErrorBody(text);
      // "<code>,<message>": the part after the first comma is what the person reads.
      const message = parsed?.message || text.trim() || t('httpError', { status: response.status });
      const error = new AdminApiError(message, response.status, parsed?.code);
      if (error.unauthorized) onUnauthorized();
      throw error;
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

  const segment = encodeURIComponent;
  const releasePath = (env: string, remote: string) => `/envs/${segment(env)}/remotes/${segment(remote)}`;

  return {
    overview: () => call(registryOverviewResponseSchema, 'GET', '/registry'),
    versions: (remote) => call(versionsResponseSchema, 'GET', `/remotes/${segment(remote)}/versions`),
    release: (env, remote, request) =>
      call(releaseResponseSchema, 'POST', `${releasePath(env, remote)}/release`, releaseRequestSchema.parse(request)),
    act: (env, remote, action, reason) =>
      call(
        releaseResponseSchema,
        'POST',
        `${releasePath(env, remote)}/${action}`,
        releaseActionRequestSchema.parse(reason?.trim() ? { reason: reason.trim() } : {}),
      ),
    audit: ({ remote, env, limit }) => {
      const query = new URLSearchParams();
      if (remote) query.set('remote', remote);
      if (env) query.set('env', env);
      if (limit) query.set('limit', String(limit));
      const search = query.toString();
      return call(auditResponseSchema, 'GET', `/audit${search ? `?${search}` : ''}`);
    },
    engines: (recheck = false) => call(enginesResponseSchema, 'GET', `/engines${recheck ? '?recheck=1' : ''}`),
  };
}
