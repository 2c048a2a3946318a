/**
 * The gateway root (spec §7 "Gateway request"): POST `/` with the header `q-h5-type: 0` and
 * `{ Q-HD, Q-BD }` runs the function that `Q-HD` names by servant and function, and answers
 * its JSON unchanged. It is the API under another address, so it is guarded like the API:
 * the rate limits and the cross-site refusal (every POST `/`), then the device's token and a
 * fresh Timestamp.
 */
import { GATEWAY_MAX_BODY_BYTES, GATEWAY_PATH, GATEWAY_TYPE_HEADER, type HubTool } from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireApiToken } from '../auth/guard';
import type { LoggedInContext } from '../context';
import { readGatewayEnvelope } from './header';
import { createGatewayRegistry, type GatewayRegistry } from './registry';
import { registerToolFunctions } from './tool-functions';

export type { GatewayCall, GatewayFunction, GatewayRegistry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's functions: a tool family registers its own with `app.gateway.register`. */
    gateway: GatewayRegistry;
  }
}

export interface GatewayContext extends LoggedInContext {
  /** The tools this visitor gets, for the tool list. */
  tools: (request: FastifyRequest) => Promise<HubTool[]>;
}

/** Router constraint: a POST `/` is a gateway call only when it carries q-h5-type. */
const GATEWAY_CALL = 'gatewayCall';
const CARRIES_TYPE_HEADER = 'carries-type-header';

/** Where the router keeps the routes of each constraint value. */
function mapStorage<Handler>() {
  const handlers = new Map<unknown, Handler>();
  return { get: (value: unknown) => handlers.get(value) ?? null, set: (value: unknown, handler: Handler) => void handlers.set(value, handler) };
}

export async function gatewayRoutes(app: FastifyInstance, ctx: GatewayContext): Promise<GatewayRegistry> {
  const registry = createGatewayRegistry();
  registerToolFunctions(registry, ctx);
  app.decorate('gateway', registry);

  // Without the header POST `/` matches no route and stays the 404 it always was, answered
  // before its body is read; with it, a wrong value gets a clear 400 from the handler.
  app.addConstraintStrategy({
    name: GATEWAY_CALL,
    storage: () => mapStorage(),
    deriveConstraint: (request) => (request.headers[GATEWAY_TYPE_HEADER] === undefined ? undefined : CARRIES_TYPE_HEADER),
  });

  app.post(
    GATEWAY_PATH,
    {
      constraints: { [GATEWAY_CALL]: CARRIES_TYPE_HEADER },
      bodyLimit: GATEWAY_MAX_BODY_BYTES,
      // Before the body is read: a caller without a token costs no parsing.
      onRequest: async (request) => requireApiToken(request, ctx.secret),
    },
    async (request, reply) => {
      const { header, body } = readGatewayEnvelope(request);
      const run = registry.resolve(header['Q-RT'].servant_name, header['Q-RT'].func_name);
      const answer = await run(body, { request, header });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer ?? null));
    },
  );

  return registry;
}
