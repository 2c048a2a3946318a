/** The gateway root (spec §7 "Gateway request"): dispatches by servant and function name. */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';

export async function gatewayRoutes(app: FastifyInstance, ctx: LoggedInContext): Promise<void> {
  // Not built yet.
}
