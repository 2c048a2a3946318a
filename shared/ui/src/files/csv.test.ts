import { describe, expect, it } from 'vitest';
import { csvOf } from './csv';

describe('csvOf', () => {
  it('quotes only the fields that need it, doubling their quotes', () => {
    expect(csvOf([['地区', 'a,b', 'say "hi"', 'two\nlines', 12.5]])).toBe('\uFEFF地区,"a,b","say ""hi""","two\nlines",12.5\r\n');
  });

  it('ends every row with CRLF', () => {
    expect(csvOf([['a'], ['b']])).toBe('\uFEFFa\r\nb\r\n');
  });
});
