// A deleted row stays on disk in table and index pages, the planner's statistics (which quote
// values) and the write-ahead log; this makes all three forget it, as far as privileges allow.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from './connection';

export type Unreached = 'statistics' | 'write-ahead log' | 'retained write-ahead log';

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** PostgreSQL's code for a missing privilege: CHECKPOINT and the WAL functions need more. */
function isPermissionDenied(error: unknown): boolean {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return (root as { code?: unknown } | null)?.code === '42501';
}

/** The WAL segment files in `pg_wal`, by name; names sort as the log runs. */
const segmentFiles = sql`select name from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$' order by name`;

async function currentSegment(db: Database): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select pg_walfile_name(pg_current_wal_insert_lsn()) as name`,
  );
  return row?.name ?? '';
}

/**
 * A recycled segment keeps its bytes under a later name until the log reaches it, so the log is
 * moved on through those too. Returns how many earlier segments PostgreSQL still keeps.
 */
async function retireWriteAheadLog(db: Database): Promise<number> {
  const nextSegment = async () => {
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  };
  await nextSegment();
  const files = (await rowsOf<{ name: string }>(db, segmentFiles)).map(({ name }) => name);
  const last = files.at(-1) ?? '';
  // Each round passes one file; the bound keeps a log that does not move from looping.
  for (let round = 0; round < files.length && (await currentSegment(db)) <= last; round++) {
    await nextSegment();
  }
  const current = await currentSegment(db);
  return (await rowsOf<{ name: string }>(db, segmentFiles)).filter(({ name }) => name < current)
    .length;
}

/** VACUUM FULL rewrites tables, TOAST tables and indexes into new files and empties the old. */
export async function scrubDeletedRows(db: Database, tables: PgTable[]): Promise<Unreached[]> {
  const unreached: Unreached[] = [];
  const names = sql.join(
    tables.map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  await db.execute(sql`vacuum (full, analyze) ${names}`);
  const [role] = await rowsOf<{ superuser: boolean }>(
    db,
    sql`select current_setting('is_superuser') = 'on' as superuser`,
  );
  // Only a superuser may rewrite the catalog; another role's VACUUM skips it with a warning.
  if (role?.superuser) await db.execute(sql`vacuum full pg_catalog.pg_statistic`);
  else unreached.push('statistics');
  try {
    if ((await retireWriteAheadLog(db)) > 0) unreached.push('retained write-ahead log');
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    unreached.push('write-ahead log');
  }
  return unreached;
}
