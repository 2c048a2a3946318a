import { describe, expect, it } from 'vitest';
import { csvFormula, csvOf } from './csv';

describe('csvOf', () => {
  it('quotes only the fields that need it, doubling their quotes', () => {
    expect(csvOf([['地区', 'a,b', 'say "hi"', 'two\nlines', 12.5]])).toBe('\uFEFF地区,"a,b","say ""hi""","two\nlines",12.5\r\n');
  });

  it('ends every row with CRLF', () => {
    expect(csvOf([['a'], ['b']])).toBe('\uFEFFa\r\nb\r\n');
  });

  it('keeps text a spreadsheet would run as a formula as text, but numbers and its own formulas as they are', () => {
    const row = ['=HYPERLINK("http://x","点我")', '@SUM(A1:A9)', '+86 138', '-3.5', '+1', '12%', csvFormula('="007"')];
    expect(csvOf([row])).toBe('\uFEFF"\'=HYPERLINK(""http://x"",""点我"")",\'@SUM(A1:A9),\'+86 138,-3.5,+1,12%,"=""007"""\r\n');
  });
});
