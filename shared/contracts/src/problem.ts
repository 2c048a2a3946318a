/**
 * How the admin API refuses (issue 22): an RFC 9457 problem details body
 * (`application/problem+json`) — the admin API is for tool teams and ops, not bound to the
 * visitors' error catalogue — listing every problem it found, each naming the field, what was
 * found there and what is allowed.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const problemFieldSchema = deferred(() => z.object({
  /** Where: `catalog.json[0].path`, `version`, … */
  field: z.string(),
  /** What was there, shortened; absent when nothing was. */
  found: z.optional(z.string()),
  /** What would be accepted. */
  allowed: z.string(),
}));
export type ProblemField = z.infer<typeof problemFieldSchema>;

export const problemDetailsSchema = deferred(() => z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(problemFieldSchema)),
}));
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

/** The problem a body holds, or undefined when it holds none. */
export function parseProblem(body: string): ProblemDetails | undefined {
  try {
    const parsed = problemDetailsSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What a person reads: the detail, then one line per field. */
export function problemMessage(problem: ProblemDetails): string {
  const fields = (problem.errors ?? []).map((error) => `${error.field}: ${error.found === undefined ? 'missing' : `found ${error.found}`}; allowed: ${error.allowed}`);
  return [problem.detail ?? problem.title, ...fields].join('\n');
}
