/**
 * A small browser stand-in for tests that talk to real server processes over HTTP: it keeps
 * cookies per origin-less jar (loopback tests use one host), follows redirects across origins,
 * and sends API calls the way the SDK does (token from /api/getToken, Timestamp, JSON as
 * text/plain). Enough to walk a login or a payment through the providers' protocol.
 */
export interface BrowserResponse {
  status: number;
  url: string;
  body: string;
  location?: string;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private token?: string;

  constructor(private origin: string) {}

  /** Points later relative requests at another server process (cookies stay). */
  useOrigin(origin: string) {
    this.origin = origin;
    this.token = undefined;
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

  private async apiHeaders(): Promise<Record<string, string>> {
    if (!this.token) {
      const answer = await this.fetch('/api/getToken');
      this.token = (JSON.parse(answer.body) as { data: { token: string } }).data.token;
    }
    return { authorization: this.token, timestamp: String(Math.floor(Date.now() / 1000)) };
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
