/** Orders, the pay page, and the pay provider's notifications (DESIGN §2 "A visitor pays"). */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';

export async function payRoutes(_app: FastifyInstance, _ctx: LoggedInContext): Promise<void> {}
