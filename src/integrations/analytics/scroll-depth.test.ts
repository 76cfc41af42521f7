import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deepest, scrollDepthAt } from './scroll-depth';

describe('scrollDepthAt', () => {
  it('counts the page down to the bottom of the viewport', () => {
    expect(scrollDepthAt({ scrollTop: 1000, viewportHeight: 800, documentHeight: 3600 })).toEqual({
      fraction: 0.5,
      pixels: 1000,
    });
  });

  it('is 1 at the bottom of the page, however far a bounce overshoots', () => {
    const bottom = { viewportHeight: 800, documentHeight: 3600 };
    expect(scrollDepthAt({ ...bottom, scrollTop: 2800 }).fraction).toBe(1);
    expect(scrollDepthAt({ ...bottom, scrollTop: 2950 })).toEqual({ fraction: 1, pixels: 2950 });
  });

  it('is 1 for a page that fits the window, before any scrolling', () => {
    expect(scrollDepthAt({ scrollTop: 0, viewportHeight: 800, documentHeight: 600 })).toEqual({
      fraction: 1,
      pixels: 0,
    });
    expect(scrollDepthAt({ scrollTop: 0, viewportHeight: 800, documentHeight: 0 }).fraction).toBe(
      1,
    );
  });

  it('counts an overscroll above the top as no scrolling', () => {
    expect(scrollDepthAt({ scrollTop: -40, viewportHeight: 800, documentHeight: 4000 })).toEqual({
      fraction: 0.2,
      pixels: 0,
    });
  });

  it('rounds to whole pixels and three decimals', () => {
    expect(scrollDepthAt({ scrollTop: 100.6, viewportHeight: 200, documentHeight: 900 })).toEqual({
      fraction: 0.334,
      pixels: 101,
    });
  });

  it('always gives a fraction between 0 and 1 and no negative pixels', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e4, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (scrollTop, viewportHeight, documentHeight) => {
          const depth = scrollDepthAt({ scrollTop, viewportHeight, documentHeight });
          expect(depth.fraction).toBeGreaterThanOrEqual(0);
          expect(depth.fraction).toBeLessThanOrEqual(1);
          expect(depth.pixels).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('deepest', () => {
  it('keeps the maximum of each measure, even when they come from different moments', () => {
    // The page grew (images loaded) after the visitor had scrolled far on the shorter page.
    const beforeImages = { fraction: 0.9, pixels: 1500 };
    const afterImages = { fraction: 0.6, pixels: 1800 };
    expect(deepest(beforeImages, afterImages)).toEqual({ fraction: 0.9, pixels: 1800 });
  });
});
