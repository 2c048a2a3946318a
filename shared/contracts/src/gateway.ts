/**
 * The gateway request (spec §7 "Gateway request"): one POST to the gateway root whose
 * header `Q-HD` (base64 JSON) names a servant and a function; `Q-BD` is that function's body
 * and its JSON answer comes back unchanged.
 */
import { z } from 'zod/mini';

/** The extra header every gateway call carries. */
export const GATEWAY_TYPE_HEADER = 'q-h5-type';
export const GATEWAY_TYPE_H5 = '0';
/** The gateway root on the hub's own host. */
export const GATEWAY_PATH = '/';
/** A gateway body larger than this is refused (413). */
export const GATEWAY_MAX_BODY_BYTES = 256 * 1024;

export const gatewayHeaderSchema = z.object({
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
});
export type GatewayHeader = z.infer<typeof gatewayHeaderSchema>;

export const gatewayRequestSchema = z.object({
  'Q-HD': z.string().check(z.minLength(1)),
  'Q-BD': z._default(z.record(z.string(), z.unknown()), {}),
});
export type GatewayRequest = z.infer<typeof gatewayRequestSchema>;
