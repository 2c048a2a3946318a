/** Equity cards, scene texts, the free daily quota and paid uses (spec §7 "Equity"). */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import { cardRoutes } from './card-routes';
import type { CatalogTools } from './known-scenes';
import { quotaRoutes } from './quota-routes';

export interface EquityContext extends LoggedInContext {
  /** The catalog of this environment: its scenes are the only quota scenes. */
  tools: CatalogTools;
}

export async function equityRoutes(app: FastifyInstance, ctx: EquityContext): Promise<void> {
  cardRoutes(app, ctx);
  quotaRoutes(app, ctx);
}
