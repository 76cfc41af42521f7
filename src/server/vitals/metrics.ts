import { vitalMetrics } from '@/server/db/schema';

export { vitalMetrics };
export type VitalMetric = (typeof vitalMetrics)[number];

export type Rating = 'good' | 'needs improvement' | 'poor';

/** Google's thresholds (web.dev/articles/vitals) in ms, CLS unitless: up to `good` is good. */
export const THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** Past a minute a value says no more than "poor" (docs/performance.md). */
const PAGE_VIEW_MS = 60_000;

/** CLS is capped at 10 as Chrome caps it for the Chrome UX Report (WICG/layout-instability#4). */
export const MAX_VALUE: Record<VitalMetric, number> = {
  LCP: PAGE_VIEW_MS,
  INP: PAGE_VIEW_MS,
  CLS: 10,
  FCP: PAGE_VIEW_MS,
  TTFB: PAGE_VIEW_MS,
};

export function rate(metric: VitalMetric, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}

const milliseconds = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500,
  4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
];

/** Every threshold is a bound, so a p75's rating is exact and only its value estimated. */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: milliseconds,
  INP: milliseconds,
  FCP: milliseconds,
  TTFB: milliseconds,
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
};

/** The index of the bucket `value` falls in: the first bound it does not exceed. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BUCKETS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

export function bucketCounts(metric: VitalMetric, values: Iterable<number>): number[] {
  const counts = Array.from({ length: VITAL_BUCKETS[metric].length + 1 }, () => 0);
  for (const value of values) counts[bucketOf(metric, value)]! += 1;
  return counts;
}

export function addBuckets(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/** The 75th percentile as PostgreSQL's `percentile_cont(0.75)` computes it, interpolated. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const position = 0.75 * (sorted.length - 1);
  const below = Math.floor(position);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return lower + (upper - lower) * (position - below);
}

/** Off by at most a bucket's width, never across a threshold. */
export function p75FromBuckets(metric: VitalMetric, counts: readonly number[]): number | undefined {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const bounds = VITAL_BUCKETS[metric];
  // The sample percentile_cont starts from, counted from 0.
  const target = Math.floor(0.75 * (total - 1));
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    if (seen + count <= target) {
      seen += count;
      continue;
    }
    const lower = index === 0 ? 0 : bounds[index - 1]!;
    const upper = bounds[index];
    if (upper === undefined) return lower;
    return lower + (upper - lower) * ((target - seen + 0.5) / count);
  }
  return undefined;
}
