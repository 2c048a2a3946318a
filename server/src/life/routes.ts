/**
 * The everyday family's calls that are not tasks (issue 19): the nutrition table the calorie
 * screen searches and adds up live (the same figures its task answers), and the address the
 * visitor's request comes from, for "where am I" by IP — the location task then looks it up.
 * Registered by app.ts; the family's tasks go through the task engine like every tool's.
 */
import { LIFE_API, type FoodTable, type WhereAmI } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { foodTable } from '../../engines/life/calories/food-table';
import type { LoginLookup } from '../auth/login';
import type { Db } from '../db';
import { ok } from '../http/errors';

export interface LifeRouteDeps {
  db: Db;
  login: LoginLookup;
}

/** The table changes only with a release; a day's caching spares repeat visitors 20 KB. */
const FOOD_TABLE_MAX_AGE_S = 86_400;

export async function lifeRoutes(app: FastifyInstance, _deps: LifeRouteDeps): Promise<void> {
  app.get(LIFE_API.foods, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${FOOD_TABLE_MAX_AGE_S}`);
    return ok<FoodTable>({ foods: foodTable().foods });
  });

  /*
   * The client's address as this server sees it: the socket's peer, or — only when ops set
   * trustProxy because a proxy of theirs stands in front — the address that proxy forwarded.
   * A header a visitor sends themselves is otherwise never believed.
   */
  app.get(LIFE_API.whereAmI, async (request) => ok<WhereAmI>({ ip: request.ip }));
}
