import { describe, expect, it } from 'vitest';
import { pageWindow, shownRange } from './page-window';

describe('the sliding window of page buttons', () => {
  it('shows at most five buttons around the current page, inside the pages that exist', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('tells which rows a page shows', () => {
    expect(shownRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
