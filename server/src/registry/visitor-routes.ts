/**
 * What a running page asks of the registry: its remotes again (`GET /api/remotes`, the
 * snapshot's own answer) and how loading a version went (`POST /api/remote_loads`).
 */
import { remoteLoadReportSchema } from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginLookup } from '../auth/login';
import { ok, parseInput } from '../http/errors';
import type { Registry } from './registry';
import type { Visitor } from './resolve';

export async function visitorOf(request: FastifyRequest, login: LoginLookup): Promise<Visitor> {
  const user = await login(request);
  return { guid: request.guid, qbid: user?.qbid };
}

export async function visitorRegistryRoutes(app: FastifyInstance, deps: { registry: Registry; login: LoginLookup }) {
  const { registry } = deps;

  app.get('/api/remotes', async (request) => {
    const { remotes, tools } = await registry.resolve(await visitorOf(request, deps.login));
    // This answer names versions to the device as the snapshot does: their reports count.
    await registry.recordServed(request.guid, request.ip, remotes);
    return ok({ env: registry.env, remotes, tools });
  });

  app.post('/api/remote_loads', async (request) => {
    const report = parseInput(remoteLoadReportSchema, request.body);
    const { counted } = await registry.reportLoad(await visitorOf(request, deps.login), request.ip, report);
    return ok({ counted });
  });
}
