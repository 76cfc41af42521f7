import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { connect, type DatabaseHandle } from '@/server/db/connection';
import {
  webVitals,
  webVitalsBudget,
  webVitalsContributors,
  webVitalsDaily,
} from '@/server/db/schema';

import type { VitalSample } from './beacon';
import { bucketCounts, p75, rate } from './metrics';
import { dailySeries, pruneVitals, recordVitals, routeFigures, type VitalsBudget } from './store';

const now = new Date('2026-11-28T12:00:00Z');

const sample = (overrides: Partial<VitalSample> = {}): VitalSample => ({
  route: '/about',
  locale: 'en',
  device: 'mobile',
  connection: '4g',
  deployment: 'build-1',
  metric: 'LCP',
  value: 1000,
  ...overrides,
});

let dataDir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitals-store-'));
  handle = await connect({ dataDir });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const roomy: VitalsBudget = { rowsPerMinute: 1_000_000, maxRows: 1_000_000 };

/** A beacon's samples from `client`, stored unless the budget or the day says no. */
const record = async (
  client: string,
  samples: VitalSample[],
  { budget = roomy, now = new Date() }: { budget?: VitalsBudget; now?: Date } = {},
) => {
  const contributorOf = (s: VitalSample) => [client, s.route, s.locale, s.metric].join('|');
  return (await recordVitals(handle.db, samples, { contributorOf, budget, now })).outcome;
};

const storedRows = async () => (await handle.db.select().from(webVitals)).length;

/** Samples as if recorded at `at`. */
async function recordAt(at: Date, samples: VitalSample[]) {
  await handle.db.insert(webVitals).values(samples.map((s) => ({ ...s, recordedAt: at })));
}

describe('the field data in the database', () => {
  it('gives the exact p75 per route, language and metric over 7 and 28 days', async () => {
    await handle.db.delete(webVitals);
    // recordVitals stamps the database's own time.
    const recordedNow = new Date();
    const before = (days: number) => new Date(recordedNow.getTime() - days * 24 * 60 * 60 * 1000);
    for (const value of [1000, 2000, 3000, 4000]) {
      expect(await record(`visitor-${value}`, [sample({ value })])).toBe('stored');
    }
    await recordAt(before(10), [sample({ value: 9000 })]);
    await recordAt(before(29), [sample({ value: 9999 })]);
    const figures = await routeFigures(handle.db, new Date(recordedNow.getTime() + 60_000));
    expect(figures).toEqual([
      {
        route: '/about',
        locale: 'en',
        metric: 'LCP',
        recent: { count: 4, p75: p75([1000, 2000, 3000, 4000]) },
        month: { count: 5, p75: p75([1000, 2000, 3000, 4000, 9000]) },
      },
    ]);
  });

  it('folds whole days past 30 into daily aggregates, and drops those past 13 months', async () => {
    await handle.db.delete(webVitals);
    await handle.db.delete(webVitalsDaily);
    const old = new Date('2026-10-20T08:00:00Z');
    const values = [100, 900, 1500, 2600, 4100];
    await recordAt(
      old,
      values.map((value) => sample({ value })),
    );
    await recordAt(old, [sample({ metric: 'CLS', value: 0.05, device: 'desktop' })]);
    // 29 days and 23 hours back: its day is still kept whole.
    await recordAt(new Date('2026-10-29T01:00:00Z'), [sample({ value: 700 })]);
    await handle.db.insert(webVitalsDaily).values({
      ...sample({ metric: 'INP' }),
      day: '2025-10-27',
      count: 1,
      p75: 10,
      buckets: bucketCounts('INP', [10]),
    });

    expect(await pruneVitals(handle.db, now)).toEqual({ folded: 6, days: 1, expired: 1 });
    const daily = await handle.db.select().from(webVitalsDaily);
    expect(daily).toHaveLength(2);
    expect(daily).toContainEqual({
      day: '2026-10-20',
      route: '/about',
      locale: 'en',
      device: 'mobile',
      connection: '4g',
      metric: 'LCP',
      count: 5,
      p75: p75(values),
      buckets: bucketCounts('LCP', values),
    });
    const kept = await handle.db.select({ value: webVitals.value }).from(webVitals);
    expect(kept).toEqual([{ value: 700 }]);

    // Nothing left to fold: a second run changes nothing.
    expect(await pruneVitals(handle.db, now)).toEqual({ folded: 0, days: 0, expired: 0 });

    const series = await dailySeries(handle.db, now);
    expect(
      series.map(({ day, metric, count, estimated }) => [day, metric, count, estimated]),
    ).toEqual([
      ['2026-10-20', 'CLS', 1, true],
      ['2026-10-20', 'LCP', 5, true],
      ['2026-10-29', 'LCP', 1, false],
    ]);
  });

  it('merges rows that arrive for a day already folded', async () => {
    await recordAt(new Date('2026-10-20T09:00:00Z'), [sample({ value: 5000 })]);
    await pruneVitals(handle.db, now);
    const [row] = await handle.db
      .select()
      .from(webVitalsDaily)
      .where(sql`${webVitalsDaily.metric} = 'LCP'`);
    expect(row?.count).toBe(6);
    expect(row?.buckets).toEqual(bucketCounts('LCP', [100, 900, 1500, 2600, 4100, 5000]));
    // Estimated from the merged buckets: between 2.5 s and 3 s, where the fifth of six lies.
    expect(row?.p75).toBeGreaterThan(2500);
    expect(row?.p75).toBeLessThanOrEqual(3000);
  });
});

describe("the field data's protection", () => {
  const pageView = (value = 1000) =>
    (['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).map((metric) =>
      sample({ metric, value: metric === 'CLS' ? 0.01 : value }),
    );

  beforeEach(async () => {
    await handle.db.delete(webVitals);
    await handle.db.delete(webVitalsContributors);
    await handle.db.delete(webVitalsBudget);
    await handle.db.delete(webVitalsDaily);
  });

  it('keeps the p75 of a route where one client sends a flood of poor page views', async () => {
    const honest = Array.from({ length: 30 }, (_, index) => 800 + index * 60);
    for (const [index, value] of honest.entries()) {
      await record(`visitor-${index}`, [sample({ value })]);
    }
    const outcomes = new Set<string>();
    for (let sent = 0; sent < 40; sent++) {
      outcomes.add(await record('flooder', [sample({ value: 59_000 })]));
    }
    const [figure] = await routeFigures(handle.db, new Date(Date.now() + 60_000));
    // The flood weighs as one more visitor: the p75 and its rating stay those of the visitors.
    expect(figure?.month).toEqual({ count: 31, p75: p75([...honest, 59_000]) });
    expect(rate('LCP', figure!.month.p75!)).toBe(rate('LCP', p75(honest)!));
    expect([...outcomes].sort()).toEqual(['repeat', 'stored']);
  });

  it("stores a client's first value of each metric of a route and language a day", async () => {
    const day = new Date('2026-11-28T08:00:00Z');
    const [lcp, inp, cls, fcp, ttfb] = pageView();
    // A page view's metrics in two beacons: those known at once, then CLS and INP as it closes.
    expect(await record('anna', [lcp!, fcp!, ttfb!], { now: day })).toBe('stored');
    expect(await record('anna', [cls!, inp!], { now: day })).toBe('stored');
    expect(await record('anna', [{ ...cls!, value: 0.3 }], { now: day })).toBe('repeat');
    expect(await record('anna', pageView(2000), { now: day })).toBe('repeat');
    expect(await storedRows()).toBe(5);
    expect(await record('anna', [{ ...lcp!, locale: 'de' }], { now: day })).toBe('stored');
    // Yesterday's clients are forgotten once folded: today their keys are new ones.
    await pruneVitals(handle.db, new Date('2026-11-29T00:30:00Z'));
    expect(await handle.db.select().from(webVitalsContributors)).toEqual([]);
  });

  it("drops the rest of a minute's page views, from any client, once the site's budget is spent", async () => {
    const budget = { rowsPerMinute: 10, maxRows: 1000 };
    const minute = new Date('2026-11-28T08:00:00Z');
    const later = new Date('2026-11-28T08:00:59Z');
    expect(await record('anna', pageView(), { budget, now: minute })).toBe('stored');
    expect(await record('ben', pageView(), { budget, now: minute })).toBe('stored');
    expect(await record('carla', pageView(), { budget, now: later })).toBe('minute-budget');
    expect(await record('dora', [sample()], { budget, now: later })).toBe('minute-budget');
    expect(await storedRows()).toBe(10);
    // Not counted while dropped: the next minute, the same client's page view is stored.
    const next = new Date('2026-11-28T08:01:00Z');
    expect(await record('carla', pageView(), { budget, now: next })).toBe('stored');
    expect(await storedRows()).toBe(15);
  });

  it('stores no more rows than the cap, raw and daily, and counts those deleted once folded', async () => {
    const budget = { rowsPerMinute: 1000, maxRows: 12 };
    expect(await record('anna', pageView(), { budget })).toBe('stored');
    expect(await record('ben', pageView(), { budget })).toBe('stored');
    expect(await record('carla', pageView(), { budget })).toBe('table-full');
    expect(await record('carla', pageView().slice(0, 2), { budget })).toBe('stored');
    expect(await record('dora', [sample()], { budget })).toBe('table-full');
    expect(await storedRows()).toBe(12);
    await handle.db.delete(webVitals);
    expect(await record('dora', [sample()], { budget })).toBe('table-full');
    // The fold counts the tables again, the daily aggregates too.
    await pruneVitals(handle.db);
    expect(await record('dora', [sample()], { budget })).toBe('stored');
    await handle.db.insert(webVitalsDaily).values(
      Array.from({ length: 11 }, (_, index) => ({
        ...sample({ route: `/route-${index}` }),
        day: new Date().toISOString().slice(0, 10),
        count: 1,
        p75: 1000,
        buckets: bucketCounts('LCP', [1000]),
      })),
    );
    await pruneVitals(handle.db);
    expect(await record('emil', [sample()], { budget })).toBe('table-full');
  });
});
