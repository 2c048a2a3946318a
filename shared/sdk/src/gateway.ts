/**
 * `gateway(servant, func, body)`: a gateway request (spec §7 "Gateway request"). One POST
 * to the hub's gateway root with `q-h5-type: 0`; the body is `{ Q-HD, Q-BD }`, where Q-HD is
 * base64 of the UTF-8 JSON header naming the servant and function, and the answer is the
 * function's JSON, unchanged.
 */
import {
  EMPTY_GATEWAY_ACCOUNT,
  GATEWAY_PATH,
  GATEWAY_TYPE_H5,
  GATEWAY_TYPE_HEADER,
  encodeGatewayHeader,
  type GatewayHeader,
} from '@toolhub/contracts';
import { getDeviceInfo } from './device';
import { api, type ApiFailure } from './request';

/**
 * The header: Q-RT names the call (request_id is the epoch second), Q-AT is empty on the
 * open web (the login cookie speaks for the visitor), Q-DE is the device with an empty qua2.
 */
export function gatewayHeader(servant: string, func: string, now = Date.now()): GatewayHeader {
  const { guid, qimei36 } = getDeviceInfo();
  return {
    'Q-RT': { servant_name: servant, func_name: func, request_id: Math.floor(now / 1000) },
    'Q-AT': { ...EMPTY_GATEWAY_ACCOUNT },
    'Q-DE': { guid, qua2: '', qimei36 },
  };
}

/**
 * Calls one gateway function and answers its JSON as it came, or an `ApiFailure` (alerted
 * like any API call unless `silent`). `GATEWAY_FUNCTIONS` of @toolhub/contracts names the hub's own.
 *
 * @example
 * const list = await gateway<{ ret: number; data: ToolListItem[] }>(GATEWAY_FUNCTIONS.toolList.servant, GATEWAY_FUNCTIONS.toolList.func);
 */
export function gateway<T = unknown>(
  servant: string,
  func: string,
  body: Record<string, unknown> = {},
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<T | ApiFailure> {
  return api.post<T>(
    GATEWAY_PATH,
    { 'Q-HD': encodeGatewayHeader(gatewayHeader(servant, func)), 'Q-BD': body },
    {
      ...options,
      // The envelope is the whole body: no userInfo beside Q-HD and Q-BD.
      appendUserInfo: false,
      headers: { [GATEWAY_TYPE_HEADER]: GATEWAY_TYPE_H5, 'Content-Type': 'application/json;charset=UTF-8' },
    },
  );
}
