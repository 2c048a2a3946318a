/**
 * Calls of a browser page for the tests of equity, quota, ratings and abuse guards: JSON sent
 * as text/plain the way the sdk sends it (spec §7 "Common wrapper").
 */
import type { TestApp } from '../../test-support';

type Headers = Record<string, string>;

export const getCall = (t: Pick<TestApp, 'app'>, headers: Headers, url: string) =>
  t.app.inject({ method: 'GET', url, headers });

export const postCall = (t: Pick<TestApp, 'app'>, headers: Headers, url: string, body: unknown = {}, extraHeaders: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8', ...extraHeaders },
    payload: JSON.stringify(body),
  });
