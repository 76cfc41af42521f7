import { and, count, eq, gte, inArray, lt, sql, TransactionRollbackError } from 'drizzle-orm';

import type { Database } from '@/server/db/connection';
import {
  webVitals,
  webVitalsBudget,
  webVitalsContributors,
  webVitalsDaily,
} from '@/server/db/schema';

import type { VitalSample } from './beacon';
import { utcDay } from './contributor';
import { addBuckets, bucketCounts, p75, p75FromBuckets, type VitalMetric } from './metrics';

/** How long each row is kept; the privacy policy states both. */
const RAW_DAYS = 30;
const DAILY_MONTHS = 13;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window of the budget's `rowsPerMinute`: a calendar minute, the same for every instance. */
export const BUDGET_WINDOW_MS = 60 * 1000;

const BUDGET_ID = 1;

function dayStart(now: Date, days = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - days * DAY_MS);
}

const rawCutoff = (now: Date) => dayStart(now, RAW_DAYS);

export type VitalsBudget = {
  /** Raw rows a minute: a flood spends it, and the rest of the minute's beacons are dropped. */
  rowsPerMinute: number;
  /** Bounds the disk the field data takes from the leads; a fold never adds rows. */
  maxRows: number;
};

export type RecordOutcome = 'stored' | 'repeat' | 'minute-budget' | 'table-full';

export type RecordResult = { outcome: RecordOutcome; stored: VitalSample[] };

/** All samples or none; keyed per metric, as a page view's metrics may arrive in two beacons. */
export async function recordVitals(
  db: Database,
  samples: readonly VitalSample[],
  {
    contributorOf,
    budget,
    now = new Date(),
  }: { contributorOf: (sample: VitalSample) => string; budget: VitalsBudget; now?: Date },
): Promise<RecordResult> {
  let result: RecordResult = { outcome: 'repeat', stored: [] };
  if (samples.length === 0) return result;
  try {
    await db.transaction(async (tx) => {
      const keyed = samples.map((sample) => ({ sample, key: contributorOf(sample) }));
      const counted = await tx
        .insert(webVitalsContributors)
        .values(keyed.map(({ key }) => ({ key, day: utcDay(now) })))
        .onConflictDoNothing()
        .returning({ key: webVitalsContributors.key });
      const fresh = new Set(counted.map(({ key }) => key));
      const stored = keyed.filter(({ key }) => fresh.has(key)).map(({ sample }) => sample);
      const rows = stored.length;
      if (rows === 0) return;
      const minute = new Date(Math.floor(now.getTime() / BUDGET_WINDOW_MS) * BUDGET_WINDOW_MS);
      const sameMinute = sql`${webVitalsBudget.minute} = ${minute.toISOString()}::timestamptz`;
      // One statement, so that instances spending the budget at once wait for each other's row.
      const spent = await tx
        .insert(webVitalsBudget)
        .values({ id: BUDGET_ID, rows, minute, minuteRows: rows })
        .onConflictDoUpdate({
          target: webVitalsBudget.id,
          set: {
            rows: sql`${webVitalsBudget.rows} + ${rows}`,
            minute,
            minuteRows: sql`case when ${sameMinute} then ${webVitalsBudget.minuteRows} + ${rows} else ${rows} end`,
          },
          setWhere: sql`${webVitalsBudget.rows} + ${rows} <= ${budget.maxRows}
            and (not ${sameMinute} or ${webVitalsBudget.minuteRows} + ${rows} <= ${budget.rowsPerMinute})`,
        })
        .returning({ rows: webVitalsBudget.rows });
      if (spent.length === 0) {
        const [held] = await tx
          .select({ rows: webVitalsBudget.rows })
          .from(webVitalsBudget)
          .where(eq(webVitalsBudget.id, BUDGET_ID));
        const full = (held?.rows ?? 0) + rows > budget.maxRows;
        result = { outcome: full ? 'table-full' : 'minute-budget', stored: [] };
        // Undoes the client's keys too: values dropped for the budget have not been counted.
        tx.rollback();
      }
      await tx.insert(webVitals).values(stored);
      result = { outcome: 'stored', stored };
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result;
}

type Dimensions = Pick<VitalSample, 'route' | 'locale' | 'device' | 'connection' | 'metric'>;
type DailyRow = typeof webVitalsDaily.$inferSelect;

const keyOf = (day: string, row: Dimensions) =>
  [day, row.route, row.locale, row.device, row.connection, row.metric].join('\u0000');

export type PruneResult = { folded: number; days: number; expired: number };

/**
 * One transaction, so that concurrent instances never fold a row twice. A late row merges into its
 * day's buckets, which leaves that day's p75 estimated.
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
    await tx.delete(webVitalsContributors).where(lt(webVitalsContributors.day, utcDay(now)));
    await recountBudget(tx);
    return { folded: folded.length, days: days.length, expired: expired.length };
  });
}

// Recounting heals drift, such as rows deleted by hand; the lock first makes the count include
// every page view being stored.
async function recountBudget(db: Pick<Database, 'execute' | 'insert'>): Promise<void> {
  await db.execute(
    sql`select 1 from ${webVitalsBudget} where ${webVitalsBudget.id} = ${BUDGET_ID} for update`,
  );
  await db
    .insert(webVitalsBudget)
    .values({
      id: BUDGET_ID,
      rows: sql`(select count(*)::int from ${webVitals}) + (select count(*)::int from ${webVitalsDaily})`,
      minute: new Date(0),
      minuteRows: 0,
    })
    .onConflictDoUpdate({ target: webVitalsBudget.id, set: { rows: sql`excluded.rows` } });
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
