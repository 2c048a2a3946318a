import { parseErrorBody, parseProblem, problemMessage } from '@toolhub/contracts';

/** What the admin API said when it refused, as a person reads it: its problem details' detail and fields. */
export const adminErrorOf = (body: string) => {
  const problem = parseProblem(body);
  return problem ? problemMessage(problem) : (parseErrorBody(body)?.message ?? '');
};
