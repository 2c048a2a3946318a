/**
 * A browser stand-in for real server processes over HTTP, for the scale-out test and the
 * bench (the in-process tests use `login/test-support/browser.ts` over inject). Cookies are kept by
 * name, as a browser keeps them for one host (ports do not separate cookies); redirects are
 * followed across ports; API calls go the way the SDK sends them (token from /api/getToken,
 * Timestamp, JSON as text/plain).
 */
import { hiddenFields } from '../login/test-support/browser';

export interface BrowserResponse {
  status: number;
  url: string;
  body: string;
  location?: string;
}

export class HttpBrowser {
  private token?: string;

  constructor(
    readonly origin: string,
    readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (same cookies) talking to another server process. */
  at(origin: string): HttpBrowser {
    return new HttpBrowser(origin, this.cookies);
  }

  private absolute(url: string) {
    return new URL(url, this.origin).toString();
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  /** One request, no redirect following. */
  async fetch(url: string, init: RequestInit = {}): Promise<BrowserResponse> {
    const target = this.absolute(url);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    const location = response.headers.get('location') ?? undefined;
    return { status: response.status, url: target, body: await response.text(), location: location && new URL(location, target).toString() };
  }

  /** Navigates like a browser: GET (or a form POST) and follow redirects; the last page. */
  async navigate(url: string, form?: Record<string, string>): Promise<BrowserResponse> {
    let response = await this.fetch(
      url,
      form
        ? { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(this.absolute(url)).origin } }
        : {},
    );
    for (let hops = 0; response.location && response.status >= 300 && response.status < 400; hops++) {
      if (hops > 10) throw new Error(`too many redirects from ${url}`);
      response = await this.fetch(response.location);
    }
    return response;
  }

  /** The /api/getToken token of this browser's device, fetched once. */
  async apiToken(): Promise<string> {
    if (!this.token) {
      const answer = await this.fetch('/api/getToken');
      this.token = (JSON.parse(answer.body) as { data: { token: string } }).data.token;
    }
    return this.token;
  }

  private async apiHeaders(): Promise<Record<string, string>> {
    return { authorization: await this.apiToken(), timestamp: String(Math.floor(Date.now() / 1000)) };
  }

  async apiGet(path: string, query: Record<string, string | number> = {}): Promise<BrowserResponse> {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    return this.fetch(`${path}${search.size ? `?${search}` : ''}`, { headers: await this.apiHeaders() });
  }

  async apiPost(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<BrowserResponse> {
    return this.fetch(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...(await this.apiHeaders()), 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });
  }
}

export const json = <T = { ret: number; data: Record<string, unknown> }>(response: BrowserResponse) => JSON.parse(response.body) as T;

/**
 * Logs the browser in through the sandbox QQ Connect pages of the process it talks to, as a
 * visitor does: the login page, the consent page, the consent, the callback back to `/`.
 */
export async function logInWithQq(browser: HttpBrowser, name: string): Promise<void> {
  const consentPage = await browser.navigate('/login/qq?logintype=qq&redirect=%2F&search=');
  if (!consentPage.url.includes('/sandbox/qq/oauth2.0/authorize')) throw new Error(`no consent page: ${consentPage.url}`);
  const back = await browser.navigate('/sandbox/qq/oauth2.0/authorize', {
    ...hiddenFields(consentPage.body),
    user: '小明',
    custom_name: name,
    action: 'allow',
  });
  const result = new URL(back.url).searchParams.get('th_login');
  if (result !== 'ok') throw new Error(`the login ended with th_login=${result} at ${back.url}`);
}
