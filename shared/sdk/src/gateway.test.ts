/**
 * The gateway client against a real HTTP server on loopback: what goes over the wire (the
 * q-h5-type header, JSON, the envelope, Q-HD as base64 of UTF-8 JSON) and what comes back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeGatewayHeader, encodeGatewayHeader, type GatewayHeader } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSdk } from './config';
import { gateway, gatewayHeader } from './gateway';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
const seen: Seen[] = [];
const ANSWER = { ret: 0, data: { list: [{ name: '房贷计算器', path: 'mortgage-calculator' }] }, extra: null };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      if (req.url === '/api/getToken') {
        res.end(JSON.stringify({ ret: 0, data: { token: 'tok-1', expires_at: Math.floor(Date.now() / 1000) + 3600 } }));
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.end(JSON.stringify(ANSWER));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureSdk({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Node's own base64 and UTF-8: a decoder independent of the one under test. */
const nodeDecode = (encoded: string) => JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as unknown;

describe('gateway()', () => {
  it('POSTs the envelope to the gateway root with q-h5-type 0 as JSON, and answers the JSON unchanged', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await gateway('toolhub.tools', 'getToolList', { keyword: '房贷', page: 1 });
    expect(answer).toEqual(ANSWER);
    const [call] = seen;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/');
    expect(call.headers['q-h5-type']).toBe('0');
    expect(call.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(call.headers.authorization).toBe('tok-1');
    expect(Number(call.headers.timestamp)).toBeGreaterThanOrEqual(before);

    const envelope = JSON.parse(call.body) as { 'Q-HD': string; 'Q-BD': unknown };
    expect(Object.keys(envelope)).toEqual(['Q-HD', 'Q-BD']);
    expect(envelope['Q-BD']).toEqual({ keyword: '房贷', page: 1 });
    const header = nodeDecode(envelope['Q-HD']) as GatewayHeader;
    expect(header).toEqual({
      'Q-RT': { servant_name: 'toolhub.tools', func_name: 'getToolList', request_id: expect.any(Number) },
      'Q-AT': { qbid: '', account_id: '', account_type: 0, token: '', token_type: 0, appid: '' },
      'Q-DE': { guid: '', qua2: '', qimei36: '' },
    });
    expect(header['Q-RT'].request_id).toBeGreaterThanOrEqual(before);
  });

  it('sends an empty Q-BD when there is no body', async () => {
    seen.length = 0;
    await gateway('toolhub.tools', 'getToolList');
    expect(JSON.parse(seen[0].body)['Q-BD']).toEqual({});
  });
});

describe('Q-HD encoding', () => {
  it('is base64 of UTF-8: Chinese survives, and Node reads it back byte for byte', () => {
    const header: GatewayHeader = { ...gatewayHeader('工具.服务', '识别✓', 1_700_000_000_000), 'Q-DE': { guid: '设备-1', qua2: '', qimei36: 'q' } };
    const encoded = encodeGatewayHeader(header);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(encoded).toBe(Buffer.from(JSON.stringify(header), 'utf8').toString('base64'));
    expect(nodeDecode(encoded)).toEqual(header);
    expect(decodeGatewayHeader(encoded)).toEqual(header);
    expect(header['Q-RT'].request_id).toBe(1_700_000_000);
  });

  it('handles a header larger than one encoding slice', () => {
    const header = gatewayHeader('s', '函'.repeat(50_000));
    expect(nodeDecode(encodeGatewayHeader(header))).toEqual(header);
  });
});
