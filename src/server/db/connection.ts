import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inspect } from 'node:util';

import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgresql';
  close: () => Promise<void>;
  /** The embedded database's folder is gone or another one: its files are no longer these. */
  detached?: () => boolean;
  /** PostgreSQL's connection pool as it is now; the embedded database has one connection. */
  pool?: () => PoolStats;
};

export type PoolStats = { open: number; idle: number; waiting: number; max: number };

export type ConnectionOptions = {
  /** PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** The data directory; PGlite keeps its files in `pglite/` inside it. */
  dataDir: string;
};

const migrationsFolder = resolve('drizzle');

/** Holds the process id of the server using the embedded database in a data directory. */
export const serverPidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** An arbitrary constant: the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_305_121;

/**
 * Opens the database and applies pending migrations. Throws when either fails: the caller must
 * not serve forms on a database it could not open.
 */
export async function connect({
  databaseUrl,
  dataDir,
}: ConnectionOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return connectPostgres(databaseUrl);
  return connectPglite(dataDir);
}

async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, {
    // PGlite writes a bytea parameter as hex text and parses one back byte by byte in
    // JavaScript, on the thread that serves every page; a byte array passed through is bound in
    // binary, and Node's hex codec reads one back (docs/performance-log.md, "Contact endpoint").
    serializers: { [types.BYTEA]: (value: Uint8Array) => value as unknown as string },
    parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  const identity = folderIdentity(directory);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    close: () => client.close(),
    detached: () => folderIdentity(directory) !== identity,
  };
}

/** Which file the cluster's version file is, so that a folder deleted or swapped shows. */
function folderIdentity(directory: string): string | undefined {
  try {
    const { dev, ino } = statSync(join(directory, 'PG_VERSION'));
    return `${dev}:${ino}`;
  } catch {
    return undefined;
  }
}

async function connectPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const max = 10;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // Fail fast when the server is gone, so a visitor gets a 503 instead of a hanging request.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
  });
  // A connection the server drops emits 'error' on its client; without a listener that is an
  // uncaught exception. The pool listens while a client is idle, but nobody does while it is
  // checked out for a transaction, so every client gets a listener of its own. The query in
  // flight fails by itself, the pool discards the client, and the next query opens a new one.
  const connectionLost = (error: Error) =>
    console.error(`Database connection lost: ${describeDatabaseError(error)}`);
  pool.on('connect', (client) => client.on('error', connectionLost));
  // The pool passes an idle client's error on; the client's own listener has logged it already.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    engine: 'postgresql',
    close: () => pool.end(),
    pool: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

/**
 * What went wrong, for the log: the driver's own error (`ECONNREFUSED`, "terminating connection
 * due to administrator command") rather than Drizzle's wrapper, whose message lists the query's
 * parameters, that is a visitor's name, address and message.
 */
export function describeDatabaseError(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  if (typeof root !== 'object' || root === null) return String(root);
  if (!(root instanceof Error)) {
    const { message } = root as { message?: unknown };
    return typeof message === 'string' ? message : inspect(root, { depth: 1 }).slice(0, 200);
  }
  const code = (root as { code?: unknown }).code;
  return typeof code === 'string' && !root.message.includes(code)
    ? `${root.message} (${code})`
    : root.message;
}

/**
 * Whether an error of the embedded database says its files failed it: PostgreSQL reports a
 * file it may not write (42501), a missing or existing file (58P01, 58P02), an I/O error
 * (58030), a full disk (53100) or an internal error (XX), and PGlite its own failures without a
 * code. The site's queries never ask for privileges, so 42501 always means a file here.
 */
export function isStorageFault(error: unknown): boolean {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  if (!(root instanceof Error)) return false;
  const code = (root as { code?: unknown }).code;
  if (typeof code !== 'string') return /PGlite|Errno/.test(`${root.name} ${root.message}`);
  return code === '42501' || /^(?:53|58|XX)/.test(code);
}
