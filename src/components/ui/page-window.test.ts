import { describe, expect, it } from 'vitest';

import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 168)).toEqual([1, 2, 'gap', 168]);
    expect(pageWindow(50, 168)).toEqual([1, 'gap', 49, 50, 51, 'gap', 168]);
    expect(pageWindow(168, 168)).toEqual([1, 'gap', 167, 168]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('keeps the number of links bounded however many pages there are', () => {
    for (const total of [10, 100, 1000, 10_000]) {
      for (const current of [1, 2, Math.ceil(total / 2), total - 1, total]) {
        const items = pageWindow(current, total);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
      }
    }
  });
});
