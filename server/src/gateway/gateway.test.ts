import crypto from 'node:crypto';
import {
  EMPTY_GATEWAY_ACCOUNT,
  GATEWAY_FUNCTIONS,
  GATEWAY_MAX_BODY_BYTES,
  encodeGatewayHeader,
  type GatewayHeader,
} from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { postCall } from '../equity/test-support/calls';
import { ApiError } from '../http/errors';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';

type Headers = Record<string, string>;

const headerFor = (servant: string, func: string, device: Partial<GatewayHeader['Q-DE']> = {}): GatewayHeader => ({
  'Q-RT': { servant_name: servant, func_name: func, request_id: Math.floor(Date.now() / 1000) },
  'Q-AT': EMPTY_GATEWAY_ACCOUNT,
  'Q-DE': { guid: '', qua2: '', qimei36: '', ...device },
});

/** A call as the sdk's `gateway()` sends it: JSON, q-h5-type 0, the page's token and timestamp. */
const rawGatewayCall = (t: TestApp, headers: Headers, envelope: unknown, extra: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/',
    headers: { ...headers, 'content-type': 'application/json', 'q-h5-type': '0', ...extra },
    payload: typeof envelope === 'string' ? envelope : JSON.stringify(envelope),
  });

const gatewayCall = (t: TestApp, headers: Headers, fn: { servant: string; func: string }, body: unknown = {}, extra: Headers = {}) =>
  rawGatewayCall(t, headers, { 'Q-HD': encodeGatewayHeader(headerFor(fn.servant, fn.func)), 'Q-BD': body }, extra);

const base64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
const SERVICE_ERROR = '1300,服务异常，请稍后再试';

describe('gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.gateway.register('test.echo', 'echo', (body, { header, request }) => ({ body, device: header['Q-DE'], sameDevice: request.guid.length > 0 }));
    t.app.gateway.register('test.echo', 'refuse', () => {
      throw new ApiError(403, 1101);
    });
    t.app.gateway.register('test.echo', 'crash', () => {
      throw new Error('engine exploded');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the tool list exactly as GET /api/get_tool_list does', async () => {
    const h = await sessionHeaders(t.app);
    const viaGateway = await gatewayCall(t, h, GATEWAY_FUNCTIONS.toolList);
    expect(viaGateway.statusCode).toBe(200);
    expect(viaGateway.headers['content-type']).toContain('application/json');
    const viaApi = await t.app.inject({ method: 'GET', url: '/api/get_tool_list', headers: h });
    expect(viaGateway.json()).toEqual(viaApi.json());
    expect((viaGateway.json() as { data: { path: string }[] }).data.some((tool) => tool.path === 'mortgage-calculator')).toBe(true);
  });

  it("answers a tool's record, with the logged-in visitor's own score, as GET /api/getToolRecord does", async () => {
    const user = await loginAs(t);
    expect((await postCall(t, user, '/api/addToolScore', { toolid: 3, score: 4 })).statusCode).toBe(200);
    const viaGateway = await gatewayCall(t, user, GATEWAY_FUNCTIONS.toolRecord, { toolid: 3 });
    expect(viaGateway.json()).toEqual({ ret: 0, data: { toolid: 3, score: 4, score_pv: 1, my_score: 4 } });
    const viaApi = await t.app.inject({ method: 'GET', url: '/api/getToolRecord?toolid=3', headers: user });
    expect(viaGateway.json()).toEqual(viaApi.json());

    const bad = await gatewayCall(t, user, GATEWAY_FUNCTIONS.toolRecord, { toolid: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/^1300,服务异常，请稍后再试：toolid /);
  });

  it('hands a function its body and the decoded header, and returns its JSON unchanged (Chinese too)', async () => {
    const h = await sessionHeaders(t.app);
    const header = headerFor('test.echo', 'echo', { guid: '设备-1', qimei36: 'q36' });
    const body = { text: '你好，世界 ✓', nested: { list: [1, null, true] } };
    const res = await rawGatewayCall(t, h, { 'Q-HD': encodeGatewayHeader(header), 'Q-BD': body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body, device: { guid: '设备-1', qua2: '', qimei36: 'q36' }, sameDevice: true });
  });

  it('reads JSON sent as text/plain too (the sdk’s common wrapper) and an absent Q-BD as {}', async () => {
    const h = await sessionHeaders(t.app);
    const res = await rawGatewayCall(t, h, { 'Q-HD': encodeGatewayHeader(headerFor('test.echo', 'echo')) }, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { body: unknown }).body).toEqual({});
  });

  it('names an unknown servant or function (404)', async () => {
    const h = await sessionHeaders(t.app);
    const servant = await gatewayCall(t, h, { servant: 'no.such', func: 'getToolList' });
    expect(servant.statusCode).toBe(404);
    expect(servant.body).toBe(`${SERVICE_ERROR}：unknown servant no.such`);
    const func = await gatewayCall(t, h, { servant: GATEWAY_FUNCTIONS.toolList.servant, func: 'dropTables' });
    expect(func.statusCode).toBe(404);
    expect(func.body).toBe(`${SERVICE_ERROR}：unknown function dropTables of servant toolhub.tools`);
  });

  it('says what is wrong with a malformed header (400)', async () => {
    const h = await sessionHeaders(t.app);
    const cases: [unknown, string][] = [
      [{ 'Q-HD': '%%%not-base64%%%' }, 'Q-HD is not base64'],
      [{ 'Q-HD': 'eyJRLVJUIjp7fQ' }, 'Q-HD is not base64'], // padding dropped
      [{ 'Q-HD': base64('{"Q-RT": ') }, 'Q-HD is not JSON'],
      [{ 'Q-HD': base64(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])) }, 'Q-HD is not UTF-8 text'],
      [{ 'Q-HD': base64(JSON.stringify({ 'Q-RT': { servant_name: 'test.echo', request_id: 1 } })) }, 'Q-HD.Q-RT.func_name '],
      [{ 'Q-HD': base64('null') }, 'Q-HD '],
      [{ 'Q-BD': {} }, 'Q-HD '],
      [{ 'Q-HD': encodeGatewayHeader(headerFor('test.echo', 'echo')), 'Q-BD': [1, 2] }, 'Q-BD '],
    ];
    for (const [envelope, detail] of cases) {
      const res = await rawGatewayCall(t, h, envelope);
      expect(res.statusCode, JSON.stringify(envelope)).toBe(400);
      expect(res.body, JSON.stringify(envelope)).toContain(`${SERVICE_ERROR}：${detail}`);
    }
    const notJson = await rawGatewayCall(t, h, '{"Q-HD":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).toMatch(/^1300,/);
  });

  it('refuses a q-h5-type other than 0 (400)', async () => {
    const h = await sessionHeaders(t.app);
    const res = await gatewayCall(t, h, GATEWAY_FUNCTIONS.toolList, {}, { 'q-h5-type': '1' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(`${SERVICE_ERROR}：q-h5-type must be 0`);
  });

  it('leaves POST / without q-h5-type the 404 any unknown call is, and GET / the homepage', async () => {
    const h = await sessionHeaders(t.app);
    const envelope = JSON.stringify({ 'Q-HD': encodeGatewayHeader(headerFor('toolhub.tools', 'getToolList')) });
    for (const [contentType, payload] of [
      ['application/json', envelope],
      ['application/x-www-form-urlencoded', 'a=1'],
      // The gateway's own body limit is not in the way either.
      ['application/json', JSON.stringify({ filler: 'x'.repeat(GATEWAY_MAX_BODY_BYTES) })],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/', headers: { ...h, 'content-type': contentType }, payload });
      expect(res.statusCode, contentType).toBe(404);
      expect(res.body).toBe(`${SERVICE_ERROR}：no such call POST /`);
    }
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'q-h5-type': '0' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
  });

  it('refuses a body over GATEWAY_MAX_BODY_BYTES (413)', async () => {
    const h = await sessionHeaders(t.app);
    const res = await gatewayCall(t, h, GATEWAY_FUNCTIONS.toolList, { filler: 'x'.repeat(GATEWAY_MAX_BODY_BYTES) });
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatch(/^1300,服务异常，请稍后再试：/);
  });

  it('needs the device token and a fresh Timestamp, as the API does', async () => {
    const h = await sessionHeaders(t.app);
    const noToken = await gatewayCall(t, { cookie: h.cookie, timestamp: h.timestamp }, GATEWAY_FUNCTIONS.toolList);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.body).toContain('invalid token');
    const other = await sessionHeaders(t.app);
    const someoneElsesToken = await gatewayCall(t, { ...h, authorization: other.authorization }, GATEWAY_FUNCTIONS.toolList);
    expect(someoneElsesToken.statusCode).toBe(401);
    const stale = await gatewayCall(t, { ...h, timestamp: String(Math.floor(Date.now() / 1000) - 3600) }, GATEWAY_FUNCTIONS.toolList);
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('invalid timestamp');
  });

  it("answers a function's catalogue error as the API does, and hides a crash behind 1000", async () => {
    const h = await sessionHeaders(t.app);
    const refused = await gatewayCall(t, h, { servant: 'test.echo', func: 'refuse' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('1101,请登录后使用');
    const crashed = await gatewayCall(t, h, { servant: 'test.echo', func: 'crash' });
    expect(crashed.statusCode).toBe(500);
    expect(crashed.body).toBe('1000,服务异常，请稍后再试');
    expect(crashed.body).not.toContain('exploded');
  });

  it('refuses a second registration of the same function', () => {
    expect(() => t.app.gateway.register('test.echo', 'echo', () => ({}))).toThrow(/registered twice/);
  });

  it('refuses a cross-site browser POST like the API (403) and runs nothing', async () => {
    const h = await sessionHeaders(t.app);
    const crossSite: Headers[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const extra of crossSite) {
      const res = await gatewayCall(t, h, { servant: 'test.echo', func: 'crash' }, {}, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.body).toBe(`${SERVICE_ERROR}：cross-site request refused`);
    }
    const sameOrigin = await gatewayCall(t, h, GATEWAY_FUNCTIONS.toolList, {}, { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('gateway rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ...loadConfig({}), env: 'test', rateLimits: { perDevicePerMinute: 3, perIpPerMinute: 1000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts gateway calls against the same per-device limit as the API (429 "3,…")', async () => {
    const h = await sessionHeaders(t.app); // its first call: getToken
    const statuses = [];
    statuses.push((await t.app.inject({ method: 'GET', url: '/api/getToolRecord?toolid=1', headers: h })).statusCode);
    for (let i = 0; i < 2; i += 1) statuses.push((await gatewayCall(t, h, GATEWAY_FUNCTIONS.toolList)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await gatewayCall(t, h, GATEWAY_FUNCTIONS.toolList);
    expect(limited.body).toBe('3,请求频率过高，请稍后再试');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another device is not held back.
    const other = { ...(await sessionHeaders(t.app)), cookie: `guid=${crypto.randomUUID()}` };
    expect((await gatewayCall(t, other, GATEWAY_FUNCTIONS.toolList)).statusCode).not.toBe(429);
  });
});
