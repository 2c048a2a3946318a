/**
 * The admin HTTP API of the hub (`/admin/api/…`, bearer token: the admin token, or a team's
 * token, which publishes that team's remotes only). The hub's audit log names the token's
 * holder (`admin-token`, `team:<name>`), not a name the CLI could claim. Answers are `{ret: 0, data}`
 * checked against the contract's schema; failures are an HTTP error status with the body
 * `"<code>,<message>"`, of which the operator reads the message.
 */
import { ERROR_MESSAGES, parseErrorBody, parseProblem, problemMessage } from '@toolhub/contracts';
import type { z } from 'zod/mini';
import { CliError } from './errors';

type EnvelopeSchema<T> = z.ZodMiniType<{ ret: number; data: T }>;

/** A slow hub should not leave the terminal waiting forever; a 40 MB publish fits well within. */
const REQUEST_TIMEOUT_MS = 120_000;

export class AdminClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get<T>(path: string, schema: EnvelopeSchema<T>): Promise<T> {
    return this.send('GET', path, schema);
  }

  post<T>(path: string, body: unknown, schema: EnvelopeSchema<T>): Promise<T> {
    return this.send('POST', path, schema, JSON.stringify(body));
  }

  /** A request whose JSON body the caller has already written (publish measures it first). */
  delete<T>(path: string, schema: EnvelopeSchema<T>): Promise<T> {
    return this.send('DELETE', path, schema);
  }

  async send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, schema: EnvelopeSchema<T>, jsonBody?: string): Promise<T> {
    const url = `${this.baseUrl}${path}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/json',
          ...(jsonBody === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: jsonBody,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CliError(unreachableMessage(this.baseUrl, error));
    }
    const text = await response.text();
    if (!response.ok) throw new CliError(failureMessage(response.status, text));
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CliError(`the hub answered ${method} ${path} with something that is not JSON: ${excerpt(text)}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new CliError(`the hub's answer to ${method} ${path} is not what this CLI expects${where}: ${issue?.message ?? 'invalid'}`);
    }
    if (parsed.data.ret !== 0) throw new CliError(`the hub answered ${method} ${path} with ret ${parsed.data.ret}`);
    return parsed.data.data;
  }
}

/**
 * What the operator reads of a refusal: the problem details' detail and fields, or (an older
 * hub) the message part of `"<code>,<message>"`, without the catalogue's words for visitors
 * ('服务异常，请稍后再试：') in front of the detail an operator needs; anything else (a proxy's
 * page) is shown shortened.
 */
export function failureMessage(status: number, body: string): string {
  // The admin API refuses with problem details (RFC 9457): its detail and every field named.
  const problem = parseProblem(body);
  // Only a body that starts `<code>,` is the hub's own: a proxy's `502 Bad Gateway` is not.
  const coded = !problem && /^\s*-?\d+,/.test(body) ? parseErrorBody(body) : undefined;
  const catalogued = coded && ERROR_MESSAGES[coded.code]?.['zh-CN'];
  const detail = problem ? problemMessage(problem) : coded && catalogued && coded.message.startsWith(`${catalogued}：`) ? coded.message.slice(catalogued.length + 1) : coded?.message;
  const message = detail !== undefined ? detail.trim() : `HTTP ${status}${body.trim() ? `: ${excerpt(body)}` : ''}`;
  if (status === 401 || status === 403) {
    return `${message} (HTTP ${status}: set TOOLHUB_TEAM_TOKEN to your team's publish token, or TOOLHUB_ADMIN_TOKEN to the token the hub runs with)`;
  }
  return message;
}

function unreachableMessage(baseUrl: string, error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `the hub at ${baseUrl} did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `cannot reach the hub at ${baseUrl} (${reason}): is it running (pnpm start)? TOOLHUB_URL sets another address`;
}

const excerpt = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
};
