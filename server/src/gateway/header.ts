/** Reads the gateway envelope: `{ Q-HD: base64 JSON header, Q-BD: body }` (spec §7 "Gateway request"). */
import {
  GATEWAY_TYPE_H5,
  GATEWAY_TYPE_HEADER,
  GatewayHeaderError,
  decodeGatewayHeader,
  gatewayHeaderSchema,
  gatewayRequestSchema,
  type GatewayHeader,
} from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, parseInput } from '../http/errors';

export interface GatewayEnvelope {
  header: GatewayHeader;
  body: Record<string, unknown>;
}

/** Checks the `q-h5-type` value and decodes the envelope; any fault is a 400 saying which. */
export function readGatewayEnvelope(request: FastifyRequest): GatewayEnvelope {
  const type = request.headers[GATEWAY_TYPE_HEADER];
  if (type !== GATEWAY_TYPE_H5) throw badRequest(`${GATEWAY_TYPE_HEADER} must be ${GATEWAY_TYPE_H5}`);
  const envelope = parseInput(gatewayRequestSchema, request.body);
  let decoded: unknown;
  try {
    decoded = decodeGatewayHeader(envelope['Q-HD']);
  } catch (error) {
    if (error instanceof GatewayHeaderError) throw badRequest(error.message);
    throw error;
  }
  const header = gatewayHeaderSchema.safeParse(decoded);
  if (!header.success) {
    // Named from the envelope down (`Q-HD.Q-RT.func_name …`): the caller sees which field of which part.
    const issue = header.error.issues[0];
    throw badRequest(`${['Q-HD', ...(issue?.path ?? []).map(String)].join('.')} ${issue?.message ?? 'invalid'}`);
  }
  return { header: header.data, body: envelope['Q-BD'] };
}
