import { describe, expect, it } from 'vitest';
import { returnUrl, sameOriginPath, searchPart } from './redirect';

describe('the way back after a login', () => {
  it('keeps a path of the hub', () => {
    for (const path of ['/', '/ocr.html', '/a/b?c=d', '/中文.html']) expect(sameOriginPath(path), path).toBe(path);
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
