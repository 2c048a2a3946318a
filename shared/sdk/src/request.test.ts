/**
 * The request wrapper against a real HTTP server on loopback: what goes over the wire
 * (headers, body encoding, userInfo), retries, and what a caller gets back on failure.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureSdk } from './config';
import { dialogsAtom } from './dialog';
import { request } from './request';
import { sdkStore } from './store';
import { invalidateToken } from './token';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let seen: Seen[] = [];
/** Per path: the statuses and bodies to answer, in order (the last one repeats). */
let script: Record<string, { status: number; body: string }[]> = {};
let tokensIssued = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/getToken') {
        tokensIssued++;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ ret: 0, data: { token: `tok-${tokensIssued}`, expires_at: Math.floor(Date.now() / 1000) + 3600 } }));
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answers = script[path] ?? [{ status: 200, body: '{"ret":0,"data":"ok"}' }];
      const answer = answers.length > 1 ? (answers.shift() as { status: number; body: string }) : answers[0];
      res.statusCode = answer.status;
      res.setHeader('content-type', answer.body.startsWith('{') ? 'application/json' : 'text/plain');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureSdk({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  script = {};
  sdkStore.set(dialogsAtom, []);
});

describe('request wrapper', () => {
  it('POSTs JSON as text/plain with Authorization, Timestamp and userInfo', async () => {
    const result = await request<{ ret: number; data: string }>('/api/echo', { data: { toolid: 7 } });
    expect(result).toEqual({ ret: 0, data: 'ok' });
    const [call] = seen;
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(call.headers.authorization).toMatch(/^tok-\d+$/);
    expect(Math.abs(Number(call.headers.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(JSON.parse(call.body)).toEqual({ toolid: 7, userInfo: { guid: expect.any(String), qimei36: '', qua2: expect.stringContaining('PL=') } });
  });

  it('sends GET parameters as a query string, and leaves userInfo out when asked', async () => {
    await request('/api/q', { method: 'GET', data: { scene: 'a b' }, appendUserInfo: false });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/api/q?scene=a+b');
  });

  it('sends form-data as multipart', async () => {
    await request('/api/upload', { format: 'form-data', data: { name: 'x.png', file: new Blob(['abc']) } });
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="name"');
    expect(seen[0].body).toContain('abc');
  });

  it('reports upload progress when asked (axios, loaded for that call only) and sends the same multipart body', async () => {
    const progress: number[] = [];
    const file = new Blob([new Uint8Array(256 * 1024).fill(7)]);
    const answer = await request('/api/upload', { format: 'form-data', data: { name: 'big.bin', file }, onUploadProgress: (event) => progress.push(event.loaded) });
    expect(answer).toEqual({ ret: 0, data: 'ok' });
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="name"');
    expect(seen[0].body.length).toBeGreaterThan(256 * 1024);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeGreaterThanOrEqual(256 * 1024);
  });

  it('cancels a call the caller aborts, without alerting or retrying', async () => {
    script['/api/slow'] = [{ status: 503, body: 'busy' }];
    const controller = new AbortController();
    controller.abort();
    const answer = await request('/api/slow', { method: 'GET', signal: controller.signal });
    expect(answer).toMatchObject({ imgApiError: true, errMsg: 'canceled' });
    expect(seen).toHaveLength(0);
    expect(sdkStore.get(dialogsAtom)).toHaveLength(0);
  });

  it('retries an idempotent 5xx up to 3 times, then succeeds', async () => {
    script['/api/flaky'] = [
      { status: 503, body: '1000,busy' },
      { status: 502, body: '1000,busy' },
      { status: 200, body: '{"ret":0,"data":1}' },
    ];
    const result = await request('/api/flaky', { method: 'GET' });
    expect(result).toEqual({ ret: 0, data: 1 });
    expect(seen).toHaveLength(3);
  });

  it('does not retry a failed POST that reached the server', async () => {
    script['/api/pay'] = [{ status: 500, body: '1000,服务异常，请稍后再试' }];
    const result = await request('/api/pay', { data: {} });
    expect(result).toMatchObject({ imgApiError: true, code: 1000, status: 500 });
    expect(seen).toHaveLength(1);
  });

  it('returns the body only on 200', async () => {
    script['/api/created'] = [{ status: 201, body: '{"ret":0}' }];
    expect(await request('/api/created', { data: {} })).toMatchObject({ imgApiError: true, status: 201 });
  });

  it('reads the catalogue code of a string body and alerts its message', async () => {
    script['/api/quota'] = [{ status: 403, body: '2,今日次数已用完，请明天再来' }];
    const result = await request('/api/quota', { data: {} });
    expect(result).toEqual({ imgApiError: true, code: 2, status: 403, errMsg: '今日次数已用完，请明天再来' });
    expect(sdkStore.get(dialogsAtom).map((d) => d.message)).toEqual(['今日次数已用完，请明天再来']);
  });

  it('alerts that the system time is wrong on "invalid timestamp"', async () => {
    script['/api/time'] = [{ status: 400, body: '1000,服务异常：invalid timestamp' }];
    const result = await request('/api/time', { data: {} });
    expect(result).toMatchObject({ imgApiError: true, errMsg: '系统时间不正确，请将电脑时间设置为自动获取' });
  });

  it('shows "[status] body" for a failure outside the catalogue', async () => {
    script['/api/teapot'] = [{ status: 418, body: 'short and stout' }];
    expect(await request('/api/teapot', { data: {} })).toMatchObject({ errMsg: '[418] short and stout' });
  });

  it('never alerts for the statistics and report calls', async () => {
    script['/cgi-bin/tools/report'] = [{ status: 500, body: '1000,x' }];
    const result = await request('/cgi-bin/tools/report', { data: {} });
    expect(result).toMatchObject({ imgApiError: true });
    expect(sdkStore.get(dialogsAtom)).toEqual([]);
  });

  it('renews a rejected token once and repeats the call', async () => {
    invalidateToken();
    const before = tokensIssued;
    script['/api/guarded'] = [
      { status: 401, body: '1000,invalid token' },
      { status: 200, body: '{"ret":0,"data":"again"}' },
    ];
    expect(await request('/api/guarded', { method: 'GET' })).toEqual({ ret: 0, data: 'again' });
    expect(tokensIssued - before).toBe(2);
    expect(seen[1].headers.authorization).toBe(`tok-${tokensIssued}`);
  });

  it('waits for one pending token fetch when calls start together', async () => {
    invalidateToken();
    const before = tokensIssued;
    await Promise.all([request('/api/a', { method: 'GET' }), request('/api/b', { method: 'GET' }), request('/api/c', { method: 'GET' })]);
    expect(tokensIssued - before).toBe(1);
  });
});
