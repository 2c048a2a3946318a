/**
 * The gateway's functions, by servant and function name. The hub registers its own at start;
 * a tool family adds its functions the same way (`app.gateway.register(...)`), and a call finds
 * them at request time, so a registration after start-up is served too.
 */
import { ERROR_CODES, type GatewayHeader } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

/** What a function gets besides its body (`Q-BD`). */
export interface GatewayCall {
  /** The HTTP request: the device (`request.guid`), the login cookie, the client's address. */
  request: FastifyRequest;
  /** The decoded `Q-HD`. */
  header: GatewayHeader;
}

/**
 * One gateway function. Its answer goes back to the caller unchanged, as JSON; an `ApiError`
 * becomes the catalogue's `"<code>,<message>"` answer, as on the API.
 */
export type GatewayFunction = (body: Record<string, unknown>, call: GatewayCall) => unknown;

export interface GatewayRegistry {
  /** Adds a function; a name taken twice is a mistake of the caller and throws. */
  register(servant: string, func: string, handler: GatewayFunction): void;
  /** The function of a servant; a 404 naming what is unknown, the servant or the function. */
  resolve(servant: string, func: string): GatewayFunction;
}

export function createGatewayRegistry(): GatewayRegistry {
  const servants = new Map<string, Map<string, GatewayFunction>>();
  return {
    register(servant, func, handler) {
      if (!servant || !func) throw new Error('a gateway function needs a servant name and a function name');
      let functions = servants.get(servant);
      if (!functions) servants.set(servant, (functions = new Map()));
      if (functions.has(func)) throw new Error(`gateway function ${servant}.${func} is registered twice`);
      functions.set(func, handler);
    },
    resolve(servant, func) {
      const functions = servants.get(servant);
      if (!functions) throw new ApiError(404, ERROR_CODES.BAD_REQUEST, `unknown servant ${servant}`);
      const handler = functions.get(func);
      if (!handler) throw new ApiError(404, ERROR_CODES.BAD_REQUEST, `unknown function ${func} of servant ${servant}`);
      return handler;
    },
  };
}
