import { describe, expect, it } from 'vitest';
import { returnUrl, sameOriginPath, searchPart } from './redirect';

describe('the way back after a login', () => {
  it('keeps a path of the hub', () => {
    for (const path of ['/', '/ocr.html', '/a/b?c=d']) expect(sameOriginPath(path), path).toBe(path);
    // Written the way the browser sends it.
    expect(sameOriginPath('/中文.html')).toBe(`/${encodeURIComponent('中文')}.html`);
  });

  it('sends anything that could leave the hub home', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '/\tevil', '', undefined, ['/a'], `/${'a'.repeat(3000)}`]) {
      expect(sameOriginPath(path), String(path)).toBe('/');
    }
  });

  it('accepts only a query string as the search', () => {
    expect(searchPart('?a=1')).toBe('?a=1');
    expect(searchPart('a=1')).toBe('');
    expect(searchPart('?a=1\n')).toBe('');
  });

  it('adds th_login to the original search, replacing a stale one', () => {
    expect(returnUrl({ redirect: '/ocr.html', search: '?a=1&th_login=fail' }, 'ok')).toBe('/ocr.html?a=1&th_login=ok');
    expect(returnUrl({ redirect: '/', search: '' }, 'same')).toBe('/?th_login=same');
    expect(returnUrl({ redirect: '//evil.example/x', search: '?q=1' }, 'fail')).toBe('/?q=1&th_login=fail');
  });
});

describe('the way back, as an attacker writes it', () => {
  const HUB = 'https://hub.example';
  // The usual open-redirect bypass families: protocol-relative, backslashes, dot segments
  // that collapse into "//", percent-encoded slashes, dots and backslashes, control
  // characters browsers drop, other schemes, absolute URLs and userinfo.
  const ATTACKS = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/x/..//evil.example',
    '/x/../..//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/%2e//evil.example',
    '/.%2e//evil.example',
    '%2f%2fevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '%5c%5cevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example',
    'http:evil.example',
    'https:/evil.example',
    '//hub.example@evil.example',
    '/@evil.example',
    'https://hub.example@evil.example/',
    '//evil.example/%2e%2e',
  ];

  it('never leaves the hub, whatever the redirect says', () => {
    for (const redirect of ATTACKS) {
      const location = returnUrl({ redirect, search: '' }, 'ok');
      // What a browser does with the Location header: resolve it against the hub's page.
      expect(new URL(location, HUB).origin, `${JSON.stringify(redirect)} -> ${location}`).toBe(HUB);
      expect(location, JSON.stringify(redirect)).toMatch(/^\/(?![/\\])/);
      expect(location, JSON.stringify(redirect)).not.toMatch(/[\\\s]/);
    }
  });

  it('decides on the path the browser will be sent to, not on the raw text', () => {
    // Dot segments are resolved before the decision: "/x/../ocr.html" is "/ocr.html".
    expect(sameOriginPath('/x/../ocr.html')).toBe('/ocr.html');
    expect(sameOriginPath('/.//evil.example')).toBe('/');
    expect(sameOriginPath('/ocr.html?a=1#top')).toBe('/ocr.html?a=1#top');
  });
});
