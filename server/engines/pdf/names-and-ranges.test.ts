import { describe, expect, it } from 'vitest';
import { TaskFailure } from '../../src/tasks/handler';
import { baseName, bookmarkTitle, partName, uniqueNames } from './file-names';
import { chunks, qpdfRange, splitGroups } from './page-groups';

const failureOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof TaskFailure ? error.detail : error;
  }
  return undefined;
};

describe('what a split makes of its request', () => {
  it('cuts every N pages with a shorter last part, one page each, or the ranges as typed', () => {
    expect(splitGroups({ mode: 'every', every: 4 }, 10)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10]]);
    expect(splitGroups({ mode: 'every', every: 20 }, 3)).toEqual([[1, 2, 3]]);
    expect(splitGroups({ mode: 'single' }, 3)).toEqual([[1], [2], [3]]);
    expect(splitGroups({ mode: 'ranges', ranges: '8-, 2' }, 9)).toEqual([[8, 9], [2]]);
    expect(chunks(0, 3)).toEqual([]);
  });

  it('says why ranges make no part: none given, past the last page, or not a range', () => {
    expect(failureOf(() => splitGroups({ mode: 'ranges', ranges: ' ' }, 5))).toBe('no pages in range');
    expect(failureOf(() => splitGroups({ mode: 'ranges' }, 5))).toBe('no pages in range');
    expect(failureOf(() => splitGroups({ mode: 'ranges', ranges: '4-6' }, 5))).toBe('range beyond last page');
    expect(failureOf(() => splitGroups({ mode: 'ranges', ranges: 'first page' }, 5))).toBe('bad page range');
    expect(failureOf(() => splitGroups({ mode: 'every' }, 5))).toBe('the split request is not valid');
  });

  it("writes pages as qpdf's ranges, runs folded and order kept", () => {
    expect(qpdfRange([1, 2, 3, 7, 5, 6])).toBe('1-3,7,5-6');
    expect(qpdfRange([4])).toBe('4');
    expect(qpdfRange([3, 2, 1])).toBe('3,2,1');
  });
});

describe('the names results download under', () => {
  it("names parts after the visitor's file and their pages", () => {
    const base = baseName('C:\\scans\\年度报告.PDF');
    expect(base).toBe('年度报告');
    expect(partName(base, [1, 2, 3])).toBe('年度报告-1-3.pdf');
    expect(partName(base, [5])).toBe('年度报告-5.pdf');
    expect(baseName(undefined)).toBe('document');
    expect(baseName('  .pdf')).toBe('document');
    expect(baseName('a<b>:c?.pdf')).toBe('abc');
  });

  it('tells two parts of the same pages apart, and titles bookmarks without the extension', () => {
    expect(uniqueNames(['a-1.pdf', 'a-2.pdf', 'a-1.pdf', 'a-1.pdf'])).toEqual(['a-1.pdf', 'a-2.pdf', 'a-1 (2).pdf', 'a-1 (3).pdf']);
    expect(bookmarkTitle('合同 final.pdf')).toBe('合同 final');
    expect(bookmarkTitle('.pdf')).toBe('.pdf');
  });
});
