import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addBuckets,
  bucketCounts,
  bucketOf,
  p75,
  p75FromBuckets,
  rate,
  THRESHOLDS,
  VITAL_BUCKETS,
  vitalMetrics,
} from './metrics';

describe("Google's rating of a value", () => {
  it('is good up to the first threshold, needs improvement up to the second, poor above', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs improvement');
    expect(rate('LCP', 4000)).toBe('needs improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('INP', 200)).toBe('good');
    expect(rate('INP', 500.5)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.25)).toBe('needs improvement');
    expect(rate('CLS', 0.26)).toBe('poor');
    expect(rate('FCP', 1800)).toBe('good');
    expect(rate('FCP', 3001)).toBe('poor');
    expect(rate('TTFB', 801)).toBe('needs improvement');
    expect(rate('TTFB', 1801)).toBe('poor');
  });
});

describe('the 75th percentile', () => {
  it("interpolates like PostgreSQL's percentile_cont(0.75)", () => {
    expect(p75([])).toBeUndefined();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3.25);
    expect(p75([10, 20, 30, 40, 50])).toBe(40);
  });
});

describe('the daily buckets', () => {
  it('have every threshold among their bounds', () => {
    for (const metric of vitalMetrics) {
      expect(VITAL_BUCKETS[metric]).toContain(THRESHOLDS[metric].good);
      expect(VITAL_BUCKETS[metric]).toContain(THRESHOLDS[metric].poor);
    }
  });

  it('put a value on a bound into the bucket it closes, and the largest into the open one', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 50)).toBe(0);
    expect(bucketOf('LCP', 50.1)).toBe(1);
    expect(bucketOf('LCP', 1e6)).toBe(VITAL_BUCKETS.LCP.length);
    expect(bucketCounts('CLS', [0, 0.1, 0.1, 9])).toEqual([
      1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
    expect(addBuckets([1, 2, 3], [0, 1, 1])).toEqual([1, 3, 4]);
  });

  it("estimate a p75 within the exact one's bucket, on the same side of every threshold", () => {
    const metrics = fc.constantFrom(...vitalMetrics);
    fc.assert(
      fc.property(
        metrics,
        fc.array(fc.double({ min: 0, max: 70_000, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (metric, raw) => {
          const values = metric === 'CLS' ? raw.map((value) => value / 10_000) : raw;
          const sorted = [...values].sort((a, b) => a - b);
          // The sample percentile_cont starts from: the estimate lies in its bucket.
          const sample = sorted[Math.floor(0.75 * (sorted.length - 1))]!;
          const estimate = p75FromBuckets(metric, bucketCounts(metric, values))!;
          const bucket = bucketOf(metric, sample);
          const bounds = VITAL_BUCKETS[metric];
          const lower = bucket === 0 ? 0 : bounds[bucket - 1]!;
          expect(estimate).toBeGreaterThanOrEqual(lower);
          if (bucket < bounds.length) expect(estimate).toBeLessThanOrEqual(bounds[bucket]!);
          expect(rate(metric, estimate)).toBe(rate(metric, sample));
        },
      ),
    );
  });

  it('give no p75 without samples', () => {
    expect(p75FromBuckets('INP', bucketCounts('INP', []))).toBeUndefined();
  });
});
