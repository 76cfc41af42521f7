import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/connection';
import { webVitals, webVitalsDaily } from '@/server/db/schema';

import type { VitalSample } from './beacon';
import { addBuckets, bucketCounts, p75, p75FromBuckets, type VitalMetric } from './metrics';

/** How long each row is kept; the privacy policy states both. */
const RAW_DAYS = 30;
const DAILY_MONTHS = 13;

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC midnight of the day `days` before the one `now` falls on. */
function dayStart(now: Date, days = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY_MS);
}

/** The first day whose raw rows are still kept: every day before it lives on as aggregates. */
const rawCutoff = (now: Date) => dayStart(now, RAW_DAYS);

/** Stores one page view's samples; the beacon's endpoint also observes them as metrics. */
export async function recordVitals(db: Database, samples: readonly VitalSample[]): Promise<void> {
  if (samples.length === 0) return;
  await db.insert(webVitals).values([...samples]);
}

type Dimensions = Pick<VitalSample, 'route' | 'locale' | 'device' | 'connection' | 'metric'>;
type DailyRow = typeof webVitalsDaily.$inferSelect;

const keyOf = (day: string, row: Dimensions) =>
  [day, row.route, row.locale, row.device, row.connection, row.metric].join('\u0000');

export type PruneResult = { folded: number; days: number; expired: number };

/**
 * Folds raw rows older than RAW_DAYS into daily aggregates and drops aggregates older than
 * DAILY_MONTHS, in one transaction so that concurrent instances never fold a row twice. A late
 * row merges into its day's buckets, which leaves that day's p75 estimated.
 */
export async function pruneVitals(db: Database, now = new Date()): Promise<PruneResult> {
  return db.transaction(async (tx) => {
    const folded = await tx
      .delete(webVitals)
      .where(lt(webVitals.recordedAt, rawCutoff(now)))
      .returning({
        day: sql<string>`to_char(${webVitals.recordedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        route: webVitals.route,
        locale: webVitals.locale,
        device: webVitals.device,
        connection: webVitals.connection,
        metric: webVitals.metric,
        value: webVitals.value,
      });
    const groups = new Map<string, Dimensions & { day: string; values: number[] }>();
    for (const { day, value, ...dimensions } of folded) {
      const key = keyOf(day, dimensions);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { day, ...dimensions, values: [] }));
      group.values.push(value);
    }
    const days = [...new Set([...groups.values()].map((group) => group.day))];
    const existing = new Map<string, DailyRow>();
    if (days.length > 0) {
      const rows = await tx.select().from(webVitalsDaily).where(inArray(webVitalsDaily.day, days));
      for (const row of rows) existing.set(keyOf(row.day, row), row);
    }
    const aggregates = [...groups.entries()].map(([key, { values, ...group }]) => {
      const before = existing.get(key);
      const buckets = bucketCounts(group.metric, values);
      if (!before) {
        return { ...group, count: values.length, p75: p75(values)!, buckets };
      }
      const merged = addBuckets(before.buckets, buckets);
      return {
        ...group,
        count: before.count + values.length,
        p75: p75FromBuckets(group.metric, merged)!,
        buckets: merged,
      };
    });
    if (aggregates.length > 0) {
      await tx
        .insert(webVitalsDaily)
        .values(aggregates)
        .onConflictDoUpdate({
          target: [
            webVitalsDaily.day,
            webVitalsDaily.route,
            webVitalsDaily.locale,
            webVitalsDaily.device,
            webVitalsDaily.connection,
            webVitalsDaily.metric,
          ],
          set: {
            count: sql`excluded.count`,
            p75: sql`excluded.p75`,
            buckets: sql`excluded.buckets`,
          },
        });
    }
    const expired = await tx
      .delete(webVitalsDaily)
      .where(
        sql`${webVitalsDaily.day} < (${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${sql.raw(`interval '${DAILY_MONTHS} months'`)}`,
      )
      .returning({ day: webVitalsDaily.day });
    return { folded: folded.length, days: days.length, expired: expired.length };
  });
}

export type Figure = { count: number; p75: number | undefined };

export type RouteFigures = {
  route: string;
  locale: string;
  metric: VitalMetric;
  /** The last 7 and 28 days up to `now`, from the raw rows: exact. */
  recent: Figure;
  month: Figure;
};

/** The p75 and count per route, language and metric over the last 7 and the last 28 days. */
export async function routeFigures(db: Database, now = new Date()): Promise<RouteFigures[]> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const figures = (days: number) =>
    db
      .select({
        route: webVitals.route,
        locale: webVitals.locale,
        metric: webVitals.metric,
        count: count(),
        p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
      })
      .from(webVitals)
      .where(and(gte(webVitals.recordedAt, since(days)), lt(webVitals.recordedAt, now)))
      .groupBy(webVitals.route, webVitals.locale, webVitals.metric);
  const [week, month] = await Promise.all([figures(7), figures(28)]);
  const key = (row: { route: string; locale: string; metric: string }) =>
    [row.route, row.locale, row.metric].join('\u0000');
  const weekByKey = new Map(week.map((row) => [key(row), row]));
  return month
    .map((row) => {
      const recent = weekByKey.get(key(row));
      return {
        route: row.route,
        locale: row.locale,
        metric: row.metric,
        recent: { count: recent?.count ?? 0, p75: recent ? Number(recent.p75) : undefined },
        month: { count: row.count, p75: Number(row.p75) },
      };
    })
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        a.locale.localeCompare(b.locale) ||
        a.metric.localeCompare(b.metric),
    );
}

export type DayPoint = {
  day: string;
  metric: VitalMetric;
  count: number;
  p75: number;
  /** From the daily aggregates' buckets, across routes and devices: within a bucket's width. */
  estimated: boolean;
};

/** The site's p75 per metric and UTC day: exact from raw rows, estimated from older buckets. */
export async function dailySeries(db: Database, now = new Date()): Promise<DayPoint[]> {
  const cutoff = rawCutoff(now);
  const dayOfRow = sql<string>`to_char(${webVitals.recordedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [recent, older] = await Promise.all([
    db
      .select({
        day: dayOfRow,
        metric: webVitals.metric,
        count: count(),
        p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
      })
      .from(webVitals)
      .where(gte(webVitals.recordedAt, cutoff))
      .groupBy(dayOfRow, webVitals.metric),
    db
      .select({
        day: webVitalsDaily.day,
        metric: webVitalsDaily.metric,
        count: webVitalsDaily.count,
        buckets: webVitalsDaily.buckets,
      })
      .from(webVitalsDaily)
      .where(lt(webVitalsDaily.day, cutoff.toISOString().slice(0, 10))),
  ]);
  const olderByDay = new Map<
    string,
    { day: string; metric: VitalMetric; count: number; buckets: number[] }
  >();
  for (const row of older) {
    const key = `${row.day}\u0000${row.metric}`;
    const sum = olderByDay.get(key);
    if (sum) {
      sum.count += row.count;
      sum.buckets = addBuckets(sum.buckets, row.buckets);
    } else olderByDay.set(key, { ...row });
  }
  const points: DayPoint[] = [
    ...[...olderByDay.values()].map(({ buckets, ...row }) => ({
      ...row,
      p75: p75FromBuckets(row.metric, buckets) ?? 0,
      estimated: true,
    })),
    ...recent.map((row) => ({ ...row, p75: Number(row.p75), estimated: false })),
  ];
  return points.sort((a, b) => a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric));
}
