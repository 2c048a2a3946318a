import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { getCall, postCall } from '../equity/test-support/calls';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';

const RATE_TOO_HIGH = '3,请求频率过高，请稍后再试';
const CROSS_SITE = '1300,服务异常，请稍后再试：cross-site request refused';
/** One second into a minute: the window ends 59 s later. */
const START = Date.parse('2025-06-01T04:00:01Z');

let now = START;
const clock = () => now;
const configWith = (changes: Partial<Config>): Config => ({ ...loadConfig({}), env: 'test', ...changes });
const limits = (perDevicePerMinute: number, perIpPerMinute: number) => configWith({ rateLimits: { perDevicePerMinute, perIpPerMinute } });

beforeEach(() => {
  now = START;
});

describe('rate limits', () => {
  const apps: TestApp[] = [];
  const appWith = async (config: Config, redis?: Redis) => {
    const t = await createTestApp({ config, clock, ...(redis ? { redis } : {}) });
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    while (apps.length) await apps.pop()?.close();
  });

  it('limits a device per minute (429 "3,…" with Retry-After) and lets it back the next minute', async () => {
    const t = await appWith(limits(4, 1000));
    const device = await sessionHeaders(t.app); // its first call: getToken
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await getCall(t, device, '/api/getToolRecord?toolid=1'));
    expect(statuses.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    expect(statuses[3].body).toBe(RATE_TOO_HIGH);
    expect(statuses[3].headers['retry-after']).toBe('59');

    const otherDevice = await sessionHeaders(t.app);
    expect((await getCall(t, otherDevice, '/api/getToolRecord?toolid=1')).statusCode).toBe(200);
    // Pages are not the API: the limited device still opens them.
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { cookie: device.cookie } })).statusCode).toBe(200);

    now = START + 59_000;
    expect((await getCall(t, device, '/api/getToolRecord?toolid=1')).statusCode).toBe(200);
  });

  it('limits an IP per minute, whatever device it claims', async () => {
    const t = await appWith(limits(1000, 5));
    // No cookie: every request is a new device, which only the IP limit catches.
    const fromOneIp = [];
    for (let i = 0; i < 6; i += 1) fromOneIp.push(await t.app.inject({ method: 'GET', url: '/api/getToken', remoteAddress: '10.1.1.1' }));
    expect(fromOneIp.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(fromOneIp[5].body).toBe(RATE_TOO_HIGH);
    // A forwarded-for header the server was not told to trust does not buy a new address.
    const spoofed = await t.app.inject({ method: 'GET', url: '/api/getToken', remoteAddress: '10.1.1.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(spoofed.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/getToken', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
  });

  it('limits every login step (each start writes a row) and the POSTs of the pay page, not its GETs', async () => {
    const t = await appWith(limits(2, 1000));
    for (const [method, path] of [['GET', '/login/qq?redirect=%2F'], ['POST', '/login/qq/start'], ['POST', '/pay/order']] as const) {
      const cookie = `guid=${crypto.randomUUID()}`;
      const calls = [];
      for (let i = 0; i < 3; i += 1) calls.push(await t.app.inject({ method, url: path, headers: { cookie } }));
      expect(calls.map((res) => res.statusCode === 429), path).toEqual([false, false, true]);
      expect(calls[2].body).toBe(RATE_TOO_HIGH);
    }
    const cookie = `guid=${crypto.randomUUID()}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/pay', headers: { cookie } })).statusCode).not.toBe(429);
    }
  });

  it('never limits the pay notifications of the provider nor the health check', async () => {
    const t = await appWith(limits(1, 1));
    for (let i = 0; i < 4; i += 1) {
      const notify = await t.app.inject({ method: 'POST', url: '/api/pay/notify/wxpay', payload: '{}' });
      expect(notify.statusCode).not.toBe(429);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });

  it.runIf(process.env.REDIS_URL)('shares one limit between server processes through Redis', async () => {
    const redis = new Redis(process.env.REDIS_URL as string, { keyPrefix: `t_${crypto.randomBytes(6).toString('hex')}:` });
    try {
      const first = await appWith(limits(4, 1000), redis);
      const second = await appWith(limits(4, 1000), redis);
      const device = await sessionHeaders(first.app);
      const statuses = [];
      for (const t of [second, first, second, first, second]) statuses.push((await getCall(t, device, '/api/getToolRecord?toolid=1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      redis.disconnect();
    }
  });
});

describe('cross-site state-changing calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy, so X-Forwarded-Proto/Host say what the visitor's browser used.
    t = await createTestApp({ config: configWith({ publicUrl: 'https://tools.example.com', trustProxy: true }), clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const leftOf = async (h: Record<string, string>) =>
    ((await getCall(t, h, '/api/getEquityConsumeCount?scene=basic_ocr')).json() as { data: { leftTime: number } }).data.leftTime;

  it('refuses a POST whose Origin is another site, or that the browser marks cross-site, and changes nothing', async () => {
    const user = await loginAs(t);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://tools.example.com', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const [url, body] of [
        ['/api/consumeCount', { scene: 'basic_ocr' }],
        ['/api/addToolScore', { toolid: 1, score: 1 }],
        ['/api/getEquityInfo', {}],
      ] as const) {
        const res = await postCall(t, user, url, body, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).toBe(CROSS_SITE);
      }
    }
    expect(await leftOf(user)).toBe(3);
  });

  it('lets same-origin calls through, on the public URL and behind a proxy too', async () => {
    const user = await loginAs(t);
    const sameOrigins: Record<string, string>[] = [
      { host: 'hub.test:8080', origin: 'http://hub.test:8080', 'sec-fetch-site': 'same-origin' },
      { host: 'localhost:80', origin: 'http://localhost' },
      { origin: 'https://tools.example.com', 'sec-fetch-site': 'same-site' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'hub.example', origin: 'https://hub.example' },
      {},
    ];
    for (const headers of sameOrigins) {
      const res = await postCall(t, user, '/api/getEquityInfo', {}, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const consumed = await postCall(t, user, '/api/consumeCount', { scene: 'basic_ocr' }, sameOrigins[0]);
    expect(consumed.statusCode).toBe(200);
    expect(await leftOf(user)).toBe(2);
  });

  it('leaves reads from other sites and the pay notifications alone', async () => {
    const h = await sessionHeaders(t.app);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/getEquityConsumeCount?scene=basic_ocr',
      headers: { ...h, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/wxpay',
      headers: { origin: 'https://pay.provider.example', 'sec-fetch-site': 'cross-site' },
      payload: '{}',
    });
    expect(notify.body).not.toContain('cross-site');
  });
});
