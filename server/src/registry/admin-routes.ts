/**
 * The admin HTTP API (`/admin/api/…`), spoken by the `pnpm toolhub` CLI (bearer
 * TOOLHUB_ADMIN_TOKEN, or a team's token to publish) and the `/ops` page (its session cookie);
 * admin-auth.ts decides who may: reads at the gate, each change here (requireRight).
 * Payloads are the contracts' (registry.ts).
 */
import {
  ADMIN_API_PREFIX,
  MAX_PUBLISH_BYTES,
  RELEASE_ACTIONS,
  addEnvironmentRequestSchema,
  auditQuerySchema,
  environmentNameSchema,
  publishRequestSchema,
  rampRequestSchema,
  rampStopRequestSchema,
  releaseActionRequestSchema,
  releaseRequestSchema,
  remoteNameSchema,
  type AuditEntry,
  type ReleaseAction,
} from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod/mini';
import type { Db } from '../db';
import type { RegistryAuditTable } from '../db/tables/registry';
import { ok, parseInput } from '../http/errors';
import { actorOf, adminCallerOf, requireRight } from './admin-auth';
import { notFound } from './operations';
import { publicVersion, type Registry } from './registry';

const remoteParams = z.object({ name: remoteNameSchema });
const releaseParams = z.object({ env: environmentNameSchema, name: remoteNameSchema, action: z.optional(z.string()) });

export async function adminRoutes(app: FastifyInstance, deps: { db: Db; registry: Registry }) {
  const { registry } = deps;

  await app.register(async (admin) => {
    // The gate has let the caller in (registerAdminGate); a route reached otherwise answers 401.
    admin.addHook('onRequest', async (request) => void adminCallerOf(request));
    // Admin answers are never cached by a browser or a proxy.
    admin.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    admin.get(`${ADMIN_API_PREFIX}registry`, async () => ok(await registry.overview()));

    admin.get(`${ADMIN_API_PREFIX}remotes/:name/versions`, async (request) => {
      const { name } = parseInput(remoteParams, request.params);
      const state = await registry.state();
      if (!state.remotes.some((r) => r.name === name)) throw notFound(`no remote ${name}`);
      return ok([...state.versions.values()].filter((v) => v.remote === name).map(publicVersion));
    });

    admin.post(`${ADMIN_API_PREFIX}remotes/:name/versions`, { bodyLimit: Math.ceil(MAX_PUBLISH_BYTES * 1.4) }, async (request) => {
      const { name } = parseInput(remoteParams, request.params);
      // Before the body is read: another team's remote is refused whatever the build.
      const caller = requireRight(request, 'publish', name);
      const input = parseInput(publishRequestSchema, request.body);
      const files = input.files.map((file) => ({ path: file.path, bytes: Buffer.from(file.base64, 'base64') }));
      // A team's publish names the team the hub knows, not one the build says.
      const team = caller.team?.name ?? input.team;
      const version = await registry.publish({ ...input, team, files, actor: caller.actor, expectedName: name });
      return ok(publicVersion(version));
    });

    admin.post(`${ADMIN_API_PREFIX}envs`, async (request) => {
      requireRight(request, 'manage');
      const { name } = parseInput(addEnvironmentRequestSchema, request.body);
      await registry.addEnvironment(name, actorOf(request));
      return ok({ name });
    });

    admin.post(`${ADMIN_API_PREFIX}envs/:env/remotes/:name/release`, async (request) => {
      requireRight(request, 'release');
      const { env, name } = parseInput(releaseParams, request.params);
      const input = parseInput(releaseRequestSchema, request.body);
      return ok(await registry.release(env, name, input, actorOf(request), input.reason));
    });

    // A scheduled ramp (ramps.ts): a releaser's, like a release; audited under the person.
    admin.post(`${ADMIN_API_PREFIX}envs/:env/remotes/:name/ramp`, async (request) => {
      requireRight(request, 'release');
      const { env, name } = parseInput(releaseParams, request.params);
      const input = parseInput(rampRequestSchema, request.body);
      return ok(await registry.ramps.start(env, name, input, actorOf(request)));
    });

    admin.post(`${ADMIN_API_PREFIX}envs/:env/remotes/:name/ramp/stop`, async (request) => {
      requireRight(request, 'release');
      const { env, name } = parseInput(releaseParams, request.params);
      const { reason } = parseInput(rampStopRequestSchema, request.body ?? {});
      return ok(await registry.ramps.stop(env, name, actorOf(request), reason));
    });

    admin.post(`${ADMIN_API_PREFIX}envs/:env/remotes/:name/:action`, async (request) => {
      requireRight(request, 'release');
      const { env, name, action } = parseInput(releaseParams, request.params);
      if (!RELEASE_ACTIONS.includes(action as ReleaseAction)) throw notFound(`no action ${action}: use one of ${RELEASE_ACTIONS.join(', ')}`);
      const { reason } = parseInput(releaseActionRequestSchema, request.body);
      return ok(await applyAction(registry, request, action as ReleaseAction, env, name, reason));
    });

    admin.get(`${ADMIN_API_PREFIX}audit`, async (request) => {
      const query = parseInput(auditQuerySchema, request.query);
      let rows = deps.db.selectFrom('registry_audit').selectAll().orderBy('id', 'desc').limit(query.limit ?? 200);
      if (query.remote) rows = rows.where('remote', '=', query.remote);
      if (query.env) rows = rows.where('env', '=', query.env);
      return ok((await rows.execute()).map(auditEntryOf));
    });
  });
}

function applyAction(registry: Registry, request: FastifyRequest, action: ReleaseAction, env: string, name: string, reason?: string) {
  const actor = actorOf(request);
  switch (action) {
    case 'promote':
      return registry.promote(env, name, actor, reason);
    case 'rollback':
      return registry.rollback(env, name, actor, reason);
    case 'enable':
    case 'disable':
      return registry.setEnabled(env, name, action === 'enable', actor, reason);
  }
}

const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

function auditEntryOf(row: Selectable<RegistryAuditTable>): AuditEntry {
  return {
    ...row,
    at: Number(row.at),
    action: row.action as AuditEntry['action'],
    before: parsed(row.before),
    after: parsed(row.after),
    evidence: parsed(row.evidence) as AuditEntry['evidence'],
  };
}
