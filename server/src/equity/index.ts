/** Equity cards, scene texts, the free daily quota and paid uses (spec §7 "Equity"). */
import type { FastifyInstance } from 'fastify';
import type { AccountLookup } from '../auth/login';
import type { LoggedInContext } from '../context';
import { cardRoutes } from './card-routes';
import type { CatalogTools } from './known-scenes';
import { quotaReads } from './quota-reads';
import { quotaRoutes } from './quota-routes';

export interface EquityContext extends LoggedInContext {
  /** The catalog of this environment: its scenes are the only quota scenes. */
  tools: CatalogTools;
  /** Whose the tip bar's reads are, from the read cache; a consume asks `login`. */
  accountOf: AccountLookup;
}

export async function equityRoutes(app: FastifyInstance, ctx: EquityContext): Promise<void> {
  const reads = quotaReads({ db: ctx.db, cache: ctx.readCache, anonymousFreePerNetwork: ctx.config.anonymousFreePerNetwork });
  cardRoutes(app, ctx, reads);
  quotaRoutes(app, ctx, reads);
}
