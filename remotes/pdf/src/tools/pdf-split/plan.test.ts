import { describe, expect, it } from 'vitest';
import { partsOfPages, splitPlan } from './plan';

const choice = (mode: 'ranges' | 'every' | 'single', value = '') => ({ mode, ranges: mode === 'ranges' ? value : '', every: mode === 'every' ? value : '' });

describe('which pages go into which file', () => {
  it('reads ranges with the contracts’ reader, to the last page', () => {
    expect(splitPlan(choice('ranges', '1-3, 5，8-'), 10)).toEqual({ ok: true, groups: [[1, 2, 3], [5], [8, 9, 10]] });
    expect(splitPlan(choice('ranges', '3-1'), 10)).toEqual({ ok: false, error: 'badRange' });
    expect(splitPlan(choice('ranges', '11'), 10)).toEqual({ ok: false, error: 'beyondLastPage' });
    expect(splitPlan(choice('ranges', ' '), 10)).toEqual({ ok: false, error: 'noPages' });
  });

  it('checks only the form of ranges when the pages could not be counted', () => {
    expect(splitPlan(choice('ranges', '1-3,40-'), undefined)).toEqual({ ok: true, groups: [[1, 2, 3], [40]] });
    expect(splitPlan(choice('ranges', 'a-b'), undefined)).toEqual({ ok: false, error: 'badRange' });
  });

  it('cuts every N pages, the last part shorter', () => {
    expect(splitPlan(choice('every', '4'), 10)).toEqual({ ok: true, groups: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10]] });
    expect(splitPlan(choice('every', '0'), 10)).toEqual({ ok: false, error: 'badEvery' });
    expect(splitPlan(choice('every', '2.5'), 10)).toEqual({ ok: false, error: 'badEvery' });
  });

  it('makes a file of every page', () => {
    expect(splitPlan(choice('single'), 3)).toEqual({ ok: true, groups: [[1], [2], [3]] });
  });

  it('marks a page in two ranges with both files', () => {
    expect(partsOfPages([[1, 2], [2, 3]])).toEqual(new Map([[1, [1]], [2, [1, 2]], [3, [2]]]));
  });
});
