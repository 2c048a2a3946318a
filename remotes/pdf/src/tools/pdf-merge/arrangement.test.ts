import { describe, expect, it } from 'vitest';
import { allPages, keptPages, movePage, togglePage } from './arrangement';

describe("a file's pages as arranged", () => {
  it('sends no page list while every page is kept in its order', () => {
    expect(keptPages(allPages(3))).toBeUndefined();
    expect(keptPages(movePage(movePage(allPages(3), 3, 0), 3, 2))).toBeUndefined();
  });

  it('keeps the order set and leaves out the unticked pages, which keep their place', () => {
    const moved = movePage(allPages(4), 4, 1);
    expect(moved.order).toEqual([1, 4, 2, 3]);
    const dropped = togglePage(moved, 2, false);
    expect(keptPages(dropped)).toEqual([1, 4, 3]);
    expect(keptPages(togglePage(dropped, 2, true))).toEqual([1, 4, 2, 3]);
  });

  it('clamps a move past either end', () => {
    expect(movePage(allPages(3), 2, -5).order).toEqual([2, 1, 3]);
    expect(movePage(allPages(3), 2, 99).order).toEqual([1, 3, 2]);
  });
});
