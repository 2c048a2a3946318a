/**
 * People and teams of the admin API (issue 22): listed to anyone with the read right (the
 * gate checks it), changed by admins only. A password or token the hub makes is in the answer
 * once; nothing else ever shows it again.
 */
import {
  PEOPLE_PATH,
  TEAMS_PATH,
  addPersonRequestSchema,
  changePersonRequestSchema,
  personNameSchema,
  teamNameSchema,
  teamRemotesRequestSchema,
  teamRequestSchema,
} from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ok, parseInput } from '../../http/errors';
import { requireRight } from '../admin-auth';
import type { OpsPeople } from './people';
import type { OpsTeams } from './teams';

const personParams = z.object({ name: personNameSchema });
const teamParams = z.object({ name: teamNameSchema });

export async function opsRoutes(app: FastifyInstance, deps: { people: OpsPeople; teams: OpsTeams }) {
  const { people, teams } = deps;
  /** An admin's change: the caller's name for the audit log. */
  const admin = (request: Parameters<typeof requireRight>[0]) => requireRight(request, 'manage').actor;

  await app.register(async (routes) => {
    routes.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    routes.get(PEOPLE_PATH, async () => ok(await people.list()));
    routes.post(PEOPLE_PATH, async (request) => {
      const actor = admin(request);
      return ok(await people.add(parseInput(addPersonRequestSchema, request.body), actor));
    });
    routes.post(`${PEOPLE_PATH}/:name`, async (request) => {
      const actor = admin(request);
      const { name } = parseInput(personParams, request.params);
      return ok(await people.change(name, parseInput(changePersonRequestSchema, request.body), actor));
    });
    routes.delete(`${PEOPLE_PATH}/:name`, async (request) => {
      const actor = admin(request);
      const { name } = parseInput(personParams, request.params);
      await people.remove(name, actor);
      return ok({});
    });

    routes.get(TEAMS_PATH, async () => ok(await teams.list()));
    routes.post(TEAMS_PATH, async (request) => {
      const actor = admin(request);
      const { name, remotes } = parseInput(teamRequestSchema, request.body);
      return ok(await teams.add(name, remotes, actor));
    });
    routes.post(`${TEAMS_PATH}/:name`, async (request) => {
      const actor = admin(request);
      const { name } = parseInput(teamParams, request.params);
      return ok(await teams.setRemotes(name, parseInput(teamRemotesRequestSchema, request.body).remotes, actor));
    });
    routes.delete(`${TEAMS_PATH}/:name`, async (request) => {
      const actor = admin(request);
      const { name } = parseInput(teamParams, request.params);
      await teams.remove(name, actor);
      return ok({});
    });
    routes.post(`${TEAMS_PATH}/:name/token`, async (request) => {
      const actor = admin(request);
      const { name } = parseInput(teamParams, request.params);
      return ok(await teams.issueToken(name, actor));
    });
    routes.delete(`${TEAMS_PATH}/:name/token`, async (request) => {
      const actor = admin(request);
      const { name } = parseInput(teamParams, request.params);
      return ok(await teams.revokeToken(name, actor));
    });
  });
}
