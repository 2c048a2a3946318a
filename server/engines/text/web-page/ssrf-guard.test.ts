/**
 * The web-page fetcher's SSRF guard against the usual bypasses: numeric IPv4 spellings,
 * IPv4-mapped IPv6, names that resolve to loopback (DNS rebinding), redirects into the private
 * network, other schemes and ports. The positive case runs a local server — loopback, which
 * the guard refuses — so that test alone passes a policy that admits 127.0.0.1 and its port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEXT_FAILURES } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses';
import { fetchPage, type Resolver } from './safe-fetch';
import { articleAt } from './task';

const refused = { name: 'TaskFailure', code: 1300, detail: TEXT_FAILURES.urlRefused };
/** A resolver that answers the same address for every name: a stand-in for a hostile DNS. */
const resolvesTo =
  (address: string): Resolver =>
  async () => [{ address, family: address.includes(':') ? 6 : 4 }];

const ARTICLE = `<!doctype html><html lang="en"><head><title>Harbour bridge reopens | City News</title>
<meta name="author" content="Li Wei"><meta property="article:published_time" content="2026-03-02T08:00:00Z"></head>
<body><nav>Home News Sport</nav><article><h1>Harbour bridge reopens</h1>
<p>The harbour bridge reopened on Monday after eight months of repairs, the transport department said.</p>
<p>Engineers replaced the steel cables and resurfaced the deck, which now carries four lanes of traffic and a cycle path.</p>
<p>Commuters welcomed the reopening, which cuts the journey between the two districts by twenty minutes.</p>
<img src="/images/bridge.jpg" alt="bridge"></article><footer>Copyright</footer></body></html>`;

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/article') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    if (request.url === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/to-article') return response.writeHead(301, { location: '/article' }).end();
    if (request.url === '/cookie') return response.writeHead(200, { 'content-type': 'text/plain' }).end(String(request.headers.cookie ?? 'none'));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Test-only policy: the local server's address and port, nothing else that is private. */
const localServer = () => ({ allowAddress: (address: string) => address === '127.0.0.1' || isPublicAddress(address), allowPort: (port: string) => port === new URL(origin).port });

describe('which addresses are public', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast, reserved and unspecified IPv4', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '127.8.8.8', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '240.0.0.1', '255.255.255.255', '198.18.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('judges IPv6 forms that carry an IPv4 address by that address', () => {
    for (const address of ['::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::ffff:169.254.169.254]', '::127.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['2606:4700:4700::1111', '::ffff:8.8.8.8', '2400:cb00::1']) expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('the guarded fetch', () => {
  it('refuses loopback however it is spelled: decimal, octal, hex, short and IPv6-mapped', async () => {
    for (const url of ['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.0.0.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::1]/', 'http://0.0.0.0/', 'http://169.254.169.254/latest/meta-data/']) {
      await expect(fetchPage(url), url).rejects.toMatchObject(refused);
    }
  });

  it('refuses other schemes, credentials in the URL, other ports and local names', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'javascript:alert(1)', 'http://user:pass@example.com/', 'http://example.com:6379/', 'http://localhost/', 'http://metadata.google.internal/', 'not a url']) {
      await expect(fetchPage(url), url).rejects.toMatchObject(refused);
    }
  });

  it('refuses a public-looking name that resolves to loopback, before connecting', async () => {
    await expect(fetchPage('http://rebind.example.com/', { resolver: resolvesTo('127.0.0.1') })).rejects.toMatchObject(refused);
    await expect(fetchPage('http://rebind.example.com/', { resolver: resolvesTo('::ffff:10.0.0.1') })).rejects.toMatchObject(refused);
  });

  it('refuses a redirect into the private network, even from a server it may fetch', async () => {
    await expect(fetchPage(`${origin}/to-metadata`, { policy: localServer() })).rejects.toMatchObject(refused);
  });

  it('reads the article of a page it may fetch: title, author, date, paragraphs, absolute images', async () => {
    const article = await articleAt(`${origin}/to-article`, { policy: localServer() });
    expect(article.Url).toBe(`${origin}/article`);
    expect(article.Title).toBe('Harbour bridge reopens');
    expect(article.Author).toBe('Li Wei');
    expect(article.Published).toBe('2026-03-02T08:00:00Z');
    expect(article.Paragraphs).toContain('The harbour bridge reopened on Monday after eight months of repairs, the transport department said.');
    expect(article.Text).not.toContain('Home News Sport');
    expect(article.Images).toEqual([`${origin}/images/bridge.jpg`]);
  });

  it('sends no cookies and refuses a page that is not HTML', async () => {
    await expect(fetchPage(`${origin}/cookie`, { policy: localServer() })).rejects.toMatchObject({ detail: TEXT_FAILURES.noArticle });
  });

  it('says a page could not be fetched when it answers an error', async () => {
    await expect(fetchPage(`${origin}/missing`, { policy: localServer() })).rejects.toMatchObject({ detail: TEXT_FAILURES.fetchFailed });
  });
});
