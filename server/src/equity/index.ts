/** Equity cards, scene texts, the free daily quota and paid uses (spec §7 "Equity"). */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import { cardRoutes } from './card-routes';
import { quotaRoutes } from './quota-routes';

export async function equityRoutes(app: FastifyInstance, ctx: LoggedInContext): Promise<void> {
  cardRoutes(app, ctx);
  quotaRoutes(app, ctx);
}
