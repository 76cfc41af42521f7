// A deleted row stays on disk: in its table's and indexes' pages until they are rewritten, in
// the planner's statistics, which quote column values, and in the write-ahead log. This makes
// all three forget it, on PGlite and, as far as the role's privileges allow, on PostgreSQL.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from './connection';

/** What stays readable after a scrub, and what the operator does about it. */
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
 * Moves the log past every segment file in `pg_wal`: a switch fills the rest of the current one
 * with zeros, and the checkpoint after it removes or recycles those before. A recycled file keeps
 * its bytes under a later name until the log reaches it, so it goes on through those as well.
 * Returns how many earlier segments PostgreSQL still keeps (for replicas, slots or an archive).
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

/**
 * Makes rows deleted from `tables` unreadable in the database's files: each table, its TOAST
 * table and its indexes are rewritten into new files (VACUUM FULL; the old ones are emptied),
 * their statistics computed anew and the old ones' rows rewritten away, and the write-ahead log
 * moved past everything written so far. Returns what it could not reach.
 */
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
