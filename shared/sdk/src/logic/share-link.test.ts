import { describe, expect, it } from 'vitest';
import { shareLink, withoutCallfrom } from './share-link';

describe('shareLink', () => {
  it('adds callfrom=share_{channel}', () => {
    expect(shareLink('https://tool.example.com/ocr.html', 'wx')).toBe('https://tool.example.com/ocr.html?callfrom=share_wx');
    expect(shareLink('https://tool.example.com/ocr.html?a=1', 'qq')).toBe('https://tool.example.com/ocr.html?a=1&callfrom=share_qq');
  });
  it('replaces an existing callfrom and keeps the hash', () => {
    expect(shareLink('https://t.com/p.html?callfrom=share_wx&a=%E4%B8%AD#top', 'pc')).toBe(
      'https://t.com/p.html?a=%E4%B8%AD&callfrom=share_pc#top',
    );
    expect(shareLink('/p.html?a=1&callfrom=x&callfrom=y', 'qb')).toBe('/p.html?a=1&callfrom=share_qb');
  });
});

describe('withoutCallfrom', () => {
  it('strips callfrom and keeps the rest untouched', () => {
    expect(withoutCallfrom('?callfrom=share_wx&q=a+b&x=%zz')).toBe('?q=a+b&x=%zz');
    expect(withoutCallfrom('?callfrom=share_wx')).toBe('');
    expect(withoutCallfrom('')).toBe('');
    expect(withoutCallfrom('a=1&callfromx=2')).toBe('?a=1&callfromx=2');
  });
});
