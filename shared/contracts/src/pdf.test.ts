import { describe, expect, it } from 'vitest';
import { parsePageRanges } from './pdf';

describe('parsePageRanges', () => {
  it('reads single pages, closed ranges and open ranges to the last page', () => {
    expect(parsePageRanges('1-3, 5，8-', 10)).toEqual({ ok: true, groups: [[1, 2, 3], [5], [8, 9, 10]] });
  });

  it('says what is wrong: nothing given, a range past the last page, or no range at all', () => {
    expect(parsePageRanges(' , ', 10)).toEqual({ ok: false, error: 'noPages' });
    expect(parsePageRanges('9-12', 10)).toEqual({ ok: false, error: 'beyondLastPage' });
    expect(parsePageRanges('11', 10)).toEqual({ ok: false, error: 'beyondLastPage' });
    expect(parsePageRanges('7-', 6)).toEqual({ ok: false, error: 'beyondLastPage' });
    expect(parsePageRanges('3-1', 10)).toEqual({ ok: false, error: 'badRange' });
    expect(parsePageRanges('0', 10)).toEqual({ ok: false, error: 'badRange' });
    expect(parsePageRanges('a-b', 10)).toEqual({ ok: false, error: 'badRange' });
  });
});
