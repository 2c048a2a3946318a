import COS from 'cos-nodejs-sdk-v5';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeaderFields,
  cosAuthorization,
  parseCosAuthorization,
  presignedQuery,
  signatureMatches,
  type CosAuthorization,
} from './cos-signature';
import { parseQuery } from './store-auth';

const SECRET_ID = 'AKIDexample0123456789';
const SECRET_KEY = 'secret-key-of-the-example';
const KEY_TIME = '1700000000;1700000900';

const parsed = (authorization: string) => parseCosAuthorization(authorizationHeaderFields(authorization)) as CosAuthorization;

describe('the COS v5 signature', () => {
  it('is the one the SDK computes, for keys, headers and parameters that need encoding', () => {
    const cases: Array<{ Method: COS.Method; Key: string; Query?: Record<string, string>; Headers: Record<string, string> }> = [
      { Method: 'put', Key: 'uploads/ab/20250101/x.png', Headers: { Host: '127.0.0.1:8080', 'Content-Length': '42' } },
      { Method: 'get', Key: '图片/a b+c!(1)*.jpg', Query: { 'response-content-type': 'image/jpeg', acl: '' }, Headers: { host: 'h', 'x-cos-meta-Name': '名 字' } },
      { Method: 'DELETE', Key: 'k', Headers: {} },
    ];
    for (const c of cases) {
      const fromSdk = COS.getAuthorization({ SecretId: SECRET_ID, SecretKey: SECRET_KEY, KeyTime: KEY_TIME, ...c });
      const [start, end] = KEY_TIME.split(';').map(Number);
      const ours = cosAuthorization({
        secretId: SECRET_ID,
        secretKey: SECRET_KEY,
        method: c.Method,
        pathname: `/${c.Key}`,
        start,
        end,
        query: c.Query,
        headers: Object.fromEntries(Object.entries(c.Headers).map(([name, value]) => [name.toLowerCase(), value])),
      });
      expect(ours, c.Key).toBe(fromSdk);
    }
  });

  it('verifies what the SDK signed, and nothing else', () => {
    const headers = { host: 'hub.example', 'content-length': '42', 'user-agent': 'not signed' };
    const authorization = COS.getAuthorization({ SecretId: SECRET_ID, SecretKey: SECRET_KEY, KeyTime: KEY_TIME, Method: 'PUT', Key: 'a/b.png', Headers: headers });
    const auth = parsed(authorization);
    const request = { method: 'PUT', query: {}, headers };
    expect(auth.headerList).toEqual(['content-length', 'host']);
    expect(signatureMatches(auth, SECRET_KEY, request, ['/a/b.png'])).toBe(true);
    // The path-style pathname is a candidate too.
    expect(signatureMatches(auth, SECRET_KEY, request, ['/bucket-1250000000/a/b.png', '/a/b.png'])).toBe(true);
    // A header outside the list may change; a signed one may not.
    expect(signatureMatches(auth, SECRET_KEY, { ...request, headers: { ...headers, 'user-agent': 'other' } }, ['/a/b.png'])).toBe(true);
    expect(signatureMatches(auth, SECRET_KEY, { ...request, headers: { ...headers, 'content-length': '43' } }, ['/a/b.png'])).toBe(false);
    expect(signatureMatches(auth, SECRET_KEY, { ...request, method: 'GET' }, ['/a/b.png'])).toBe(false);
    expect(signatureMatches(auth, SECRET_KEY, request, ['/a/c.png'])).toBe(false);
    expect(signatureMatches(auth, 'another-key', request, ['/a/b.png'])).toBe(false);
  });

  it('presigns a URL whose query the store reads back and verifies', () => {
    const query = presignedQuery({ secretId: SECRET_ID, secretKey: SECRET_KEY, method: 'get', pathname: '/k/名.pdf', start: 1, end: 2, query: { 'response-content-disposition': 'attachment' } });
    const fields = parseQuery(query);
    const auth = parseCosAuthorization(fields) as CosAuthorization;
    expect(auth.signTime).toBe('1;2');
    expect(auth.paramList).toEqual(['response-content-disposition']);
    expect(signatureMatches(auth, SECRET_KEY, { method: 'GET', query: fields, headers: {} }, ['/k/名.pdf'])).toBe(true);
    expect(signatureMatches(auth, SECRET_KEY, { method: 'GET', query: { ...fields, 'response-content-disposition': 'inline' }, headers: {} }, ['/k/名.pdf'])).toBe(false);
  });

  it('refuses an authorization that is not sha1 or misses a part', () => {
    const good = authorizationHeaderFields(COS.getAuthorization({ SecretId: SECRET_ID, SecretKey: SECRET_KEY, KeyTime: KEY_TIME, Method: 'get', Key: 'k' }));
    expect(parseCosAuthorization(good)).toBeDefined();
    expect(parseCosAuthorization({ ...good, 'q-sign-algorithm': 'md5' })).toBeUndefined();
    for (const part of ['q-ak', 'q-sign-time', 'q-key-time', 'q-signature', 'q-header-list']) {
      expect(parseCosAuthorization({ ...good, [part]: undefined }), part).toBeUndefined();
    }
  });
});
