import { ERROR_CODES, errorBody } from '@toolhub/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
// English issue messages for the 400 bodies (zod/mini has none loaded by default).
import './zod-locale';

/** An error the API answers as `"<code>,<message>"` with an HTTP status (DESIGN §3). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly detail?: string,
  ) {
    super(errorBody(code, detail));
  }
}

export const badRequest = (detail: string) => new ApiError(400, ERROR_CODES.BAD_REQUEST, detail);

/** Parses input with a contract schema; a mismatch is a 400 naming the first bad field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw badRequest(`${field} ${issue?.message ?? 'invalid'}`);
}

export function sendApiError(reply: FastifyReply, error: ApiError) {
  return reply.status(error.status).type('text/plain; charset=utf-8').send(error.message);
}

/** `{ ret: 0, data }` */
export const ok = <T>(data: T) => ({ ret: 0, data });
