import { ERROR_CODES, PROBLEM_CONTENT_TYPE, errorBody, type ProblemDetails, type ProblemField } from '@toolhub/contracts';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
// English issue messages for the 400 bodies (zod/mini has none loaded by default).
import './zod-locale';

/**
 * An error the API answers as `"<code>,<message>"` with an HTTP status (DESIGN §3); the admin
 * API answers it as problem details (RFC 9457) with `problems`, every field that was wrong.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly detail?: string,
    readonly problems: ProblemField[] = [],
  ) {
    super(errorBody(code, detail));
  }
}

/** A value as a problem shows what was found: JSON, shortened. */
export function foundOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** Every issue of a failed parse, as problem fields under `prefix`. */
export function problemsOf(issues: readonly { path: PropertyKey[]; message: string; input?: unknown }[], root: unknown, prefix = ''): ProblemField[] {
  return issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
    const found = path ? issue.path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), root) : root;
    return { field: `${prefix}${path}`.replace(/^\./, '') || prefix || 'body', found: foundOf(found), allowed: issue.message };
  });
}

export function sendProblem(reply: FastifyReply, error: ApiError) {
  const problem: ProblemDetails = {
    type: 'about:blank',
    title: STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.problems.length ? { errors: error.problems } : {}),
  };
  return reply.status(error.status).type(`${PROBLEM_CONTENT_TYPE}; charset=utf-8`).send(JSON.stringify(problem));
}

export const badRequest = (detail: string) => new ApiError(400, ERROR_CODES.BAD_REQUEST, detail);

/** Parses input with a contract schema; a mismatch is a 400 naming the first bad field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  // The catalogue's text names the first; problem details (the admin API) name them all.
  throw new ApiError(400, ERROR_CODES.BAD_REQUEST, `${field} ${issue?.message ?? 'invalid'}`, problemsOf(result.error.issues, input ?? {}));
}

export function sendApiError(reply: FastifyReply, error: ApiError) {
  return reply.status(error.status).type('text/plain; charset=utf-8').send(error.message);
}

/** `{ ret: 0, data }` */
export const ok = <T>(data: T) => ({ ret: 0, data });
