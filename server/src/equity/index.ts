/** Equity cards, scene texts, the free daily quota and paid uses (spec §7 "Equity"). */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';

export async function equityRoutes(_app: FastifyInstance, _ctx: LoggedInContext): Promise<void> {}
