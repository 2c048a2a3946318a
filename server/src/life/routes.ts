/**
 * The everyday family's calls that are not tasks (issue 19), e.g. the visitor's own location
 * from the address their request comes from. Registered by app.ts; the family's tasks go
 * through the task engine like every tool's.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginLookup } from '../auth/login';
import type { Db } from '../db';

export interface LifeRouteDeps {
  db: Db;
  login: LoginLookup;
}

export async function lifeRoutes(_app: FastifyInstance, _deps: LifeRouteDeps): Promise<void> {
  // Filled in as the family's tools land.
}
