/**
 * A browser for the login tests: a cookie jar (by name and path, as browsers keep them)
 * driving the app through `inject`, following redirects on the hub's own origin, and making
 * API calls with the device token and Timestamp the guard asks for.
 */
import type { LightMyRequestResponse as Response } from 'fastify';
import type { TestApp } from '../../test-support';

/** The origin the hub is seen on by this browser (the Host header of its requests). */
export const BROWSER_ORIGIN = 'http://localhost';
const HOST = new URL(BROWSER_ORIGIN).host;

interface JarCookie {
  name: string;
  value: string;
  path: string;
}

const pathMatches = (cookiePath: string, requestPath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

export class TestBrowser {
  private readonly jar = new Map<string, JarCookie>();
  private apiToken?: string;

  /** The server process it talks to; tests of several processes switch it between steps. */
  constructor(public app: TestApp['app']) {}

  cookie(name: string, path?: string): string | undefined {
    for (const cookie of this.jar.values()) if (cookie.name === name && (!path || cookie.path === path)) return cookie.value;
    return undefined;
  }

  setCookie(name: string, value: string, path = '/') {
    this.jar.set(`${name};${path}`, { name, value, path });
  }

  deleteCookie(name: string) {
    for (const [key, cookie] of this.jar) if (cookie.name === name) this.jar.delete(key);
  }

  /** The Cookie header this browser sends to a path. */
  cookieHeader(path: string): string {
    return [...this.jar.values()]
      .filter((cookie) => pathMatches(cookie.path, path.split('?')[0]))
      .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`)
      .join('; ');
  }

  /** Every cookie a response set or cleared, as the server wrote it, in order. */
  readonly cookiesSet: Response['cookies'] = [];

  private keep(response: Response) {
    this.cookiesSet.push(...response.cookies);
    for (const cookie of response.cookies) {
      const path = cookie.path ?? '/';
      const gone = cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (gone) this.jar.delete(`${cookie.name};${path}`);
      else this.setCookie(cookie.name, cookie.value, path);
    }
    return response;
  }

  async request(method: 'GET' | 'POST', url: string, { headers = {}, form }: { headers?: Record<string, string>; form?: Record<string, string> } = {}) {
    const cookie = this.cookieHeader(url);
    const response = await this.app.inject({
      method,
      url,
      headers: {
        host: HOST,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    return this.keep(response);
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  post(url: string, form: Record<string, string>) {
    return this.request('POST', url, { form });
  }

  /** Follows a redirect on the hub's origin. */
  follow(response: Response) {
    const location = String(response.headers.location ?? '');
    const target = new URL(location, BROWSER_ORIGIN);
    if (target.origin !== BROWSER_ORIGIN) throw new Error(`redirect leaves the hub: ${location}`);
    return this.get(`${target.pathname}${target.search}`);
  }

  /** An API call as the sdk makes it: the device token in Authorization and a fresh Timestamp. */
  async api(method: 'GET' | 'POST', url: string, extraHeaders: Record<string, string> = {}) {
    if (!this.apiToken) {
      const answer = await this.get('/api/getToken');
      this.apiToken = (answer.json() as { data: { token: string } }).data.token;
    }
    const headers = { authorization: this.apiToken, timestamp: String(Math.floor(Date.now() / 1000)), ...extraHeaders };
    return this.request(method, url, { headers: method === 'POST' ? { ...headers, 'content-type': 'text/plain;charset=UTF-8' } : headers });
  }
}

/** The hidden fields of a page's form, decoded as the browser would submit them. */
export function hiddenFields(html: string): Record<string, string> {
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[match[1]] = decode(match[2]);
  return fields;
}

/** Where a listening test app is reached server to server (the sandbox's provider endpoints). */
export function listeningOrigin(app: TestApp['app']): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}
