/**
 * The gateway request (spec §7 "Gateway request"): one POST to the gateway root whose
 * header `Q-HD` (base64 JSON) names a servant and a function; `Q-BD` is that function's body
 * and its JSON answer comes back unchanged.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** The extra header every gateway call carries. */
export const GATEWAY_TYPE_HEADER = 'q-h5-type';
export const GATEWAY_TYPE_H5 = '0';
/** The gateway root on the hub's own host. */
export const GATEWAY_PATH = '/';
/** A gateway body larger than this is refused (413). */
export const GATEWAY_MAX_BODY_BYTES = 256 * 1024;

export const gatewayHeaderSchema = deferred(() => z.object({
  'Q-RT': z.object({
    servant_name: z.string().check(z.minLength(1), z.maxLength(128)),
    func_name: z.string().check(z.minLength(1), z.maxLength(128)),
    /** Epoch seconds of the call. */
    request_id: z.union([z.int(), z.string()]),
  }),
  /** Account fields, all empty or 0 on the open web. */
  'Q-AT': z._default(
    z.object({
      qbid: z._default(z.string(), ''),
      account_id: z._default(z.string(), ''),
      account_type: z._default(z.union([z.int(), z.string()]), 0),
      token: z._default(z.string(), ''),
      token_type: z._default(z.union([z.int(), z.string()]), 0),
      appid: z._default(z.string(), ''),
    }),
    { qbid: '', account_id: '', account_type: 0, token: '', token_type: 0, appid: '' },
  ),
  'Q-DE': z._default(
    z.object({ guid: z._default(z.string(), ''), qua2: z._default(z.string(), ''), qimei36: z._default(z.string(), '') }),
    { guid: '', qua2: '', qimei36: '' },
  ),
}));
export type GatewayHeader = z.infer<typeof gatewayHeaderSchema>;

export const gatewayRequestSchema = deferred(() => z.object({
  'Q-HD': z.string().check(z.minLength(1)),
  'Q-BD': z._default(z.record(z.string(), z.unknown()), {}),
}));
export type GatewayRequest = z.infer<typeof gatewayRequestSchema>;

/** The Q-AT of a call from the open web: no account rides in the header (spec §7). */
export const EMPTY_GATEWAY_ACCOUNT: GatewayHeader['Q-AT'] = { qbid: '', account_id: '', account_type: 0, token: '', token_type: 0, appid: '' };

/**
 * The functions the hub's gateway serves itself; a tool family registers more on the server.
 * Each answers what its API twin answers (`{ ret, data }`).
 */
export const GATEWAY_FUNCTIONS = {
  /** Body `{}`: the tool list, as GET /api/get_tool_list. */
  toolList: { servant: 'toolhub.tools', func: 'getToolList' },
  /** Body `{ toolid }`: the tool record, as GET /api/getToolRecord. */
  toolRecord: { servant: 'toolhub.tools', func: 'getToolRecord' },
} as const;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * `Q-HD`: base64 of the header's UTF-8 JSON. `btoa` alone takes only Latin-1, so the text is
 * encoded to UTF-8 bytes first; a guid or a name with Chinese in it survives the trip.
 */
export function encodeGatewayHeader(header: GatewayHeader): string {
  const bytes = new TextEncoder().encode(JSON.stringify(header));
  let binary = '';
  // In slices: String.fromCharCode(...bytes) overflows the stack on a large header.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Reads `Q-HD` back to the JSON it encodes; throws a `GatewayHeaderError` saying which step
 * failed. Strict: `atob` and Node's Buffer skip characters outside the alphabet, which would
 * let garbage through as some other header.
 */
export function decodeGatewayHeader(encoded: string): unknown {
  if (!BASE64.test(encoded)) throw new GatewayHeaderError('Q-HD is not base64');
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new GatewayHeaderError('Q-HD is not UTF-8 text');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GatewayHeaderError('Q-HD is not JSON');
  }
}

export class GatewayHeaderError extends Error {}
