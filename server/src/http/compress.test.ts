import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionHeaders, type TestApp } from '../test-support';
import { acceptedEncoding, MIN_COMPRESS_BYTES } from './compress';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compression of what the server makes', () => {
  it('sends a page as brotli to a browser that takes it, and the same page as gzip or plain to others', async () => {
    const plain = await get('/mortgage-calculator.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await get('/mortgage-calculator.html', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    const page = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(page).toContain('<title>房贷计算器 - 小工具</title>');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);

    const gz = await get('/mortgage-calculator.html', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toContain('<title>房贷计算器 - 小工具</title>');
  });

  it('compresses API answers too, and leaves small answers and refused encodings alone', async () => {
    const headers = await sessionHeaders(t.app);
    const list = await get('/api/get_tool_list', 'br', { cookie: headers.cookie, authorization: headers.authorization, timestamp: headers.timestamp });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString('utf8'))).toMatchObject({ ret: 0 });

    const small = await get('/robots.txt', 'br');
    expect(small.body.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((await get('/mortgage-calculator.html', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as browsers write it', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
