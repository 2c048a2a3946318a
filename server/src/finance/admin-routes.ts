/**
 * The admin API's finance imports (issue 22): `POST /admin/api/finance/:kind/preview` answers
 * what a CSV would add and change and writes nothing; `…/apply` writes the same in one
 * transaction, audited under the caller. Both need the `import` right (releasers and admins):
 * a viewer is refused (403). A bad file is a 422 with problem details naming every bad row.
 */
import { FINANCE_ADMIN_PATH, financeDataKindSchema, financeImportRequestSchema } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { Db } from '../db';
import { ok, parseInput } from '../http/errors';
import { requireRight } from '../registry/admin-auth';
import { financeImport } from './import';

const params = z.object({ kind: financeDataKindSchema, step: z.enum(['preview', 'apply']) });

export async function financeAdminRoutes(app: FastifyInstance, deps: { db: Db; clock: () => number }) {
  const imports = financeImport(deps.db, deps.clock);
  app.post(`${FINANCE_ADMIN_PATH}/:kind/:step`, async (request, reply) => {
    const caller = requireRight(request, 'import');
    const { kind, step } = parseInput(params, request.params);
    const { csv } = parseInput(financeImportRequestSchema, request.body);
    reply.header('Cache-Control', 'no-store');
    return ok(step === 'apply' ? await imports.apply(kind, csv, caller.actor) : await imports.preview(kind, csv));
  });
}
