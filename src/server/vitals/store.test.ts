import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connect, type DatabaseHandle } from '@/server/db/connection';
import { webVitals, webVitalsDaily } from '@/server/db/schema';

import type { VitalSample } from './beacon';
import { bucketCounts, p75 } from './metrics';
import { dailySeries, pruneVitals, recordVitals, routeFigures } from './store';

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
    await recordVitals(
      handle.db,
      [1000, 2000, 3000, 4000].map((value) => sample({ value })),
    );
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
