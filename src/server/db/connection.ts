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
  pool?: () => PoolStats;
};

export type PoolStats = { open: number; idle: number; waiting: number; max: number };

export type ConnectionOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  statementTimeoutMs?: number;
};

/** A visitor's request fails fast instead of waiting on a database that hangs. */
const SITE_STATEMENT_TIMEOUT_MS = 10_000;

const migrationsFolder = resolve('drizzle');

export const serverPidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** An arbitrary constant: the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_305_121;

export async function connect({
  databaseUrl,
  dataDir,
  statementTimeoutMs = SITE_STATEMENT_TIMEOUT_MS,
}: ConnectionOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return connectPostgres(databaseUrl, statementTimeoutMs);
  return connectPglite(dataDir);
}

async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, {
    // PGlite's own bytea codec converts byte by byte in JavaScript, on the thread serving pages
    // (docs/performance-log.md, "Contact endpoint"): bind binary, and decode with Node's hex codec.
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

async function connectPostgres(
  databaseUrl: string,
  statementTimeoutMs: number,
): Promise<DatabaseHandle> {
  const max = 10;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // Fail fast when the server is gone, so a visitor gets a 503 instead of a hanging request.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
  });
  // A dropped connection emits 'error' on its client, uncaught while the client is checked out
  // (the pool listens only to idle ones); the query fails and the pool replaces the client.
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

/** Skips Drizzle's wrapper, as its message lists the query's parameters: what visitors typed. */
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

/** 42501 counts, as the site never asks for privileges; PGlite's own errors have no code. */
export function isStorageFault(error: unknown): boolean {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  if (!(root instanceof Error)) return false;
  const code = (root as { code?: unknown }).code;
  if (typeof code !== 'string') return /PGlite|Errno/.test(`${root.name} ${root.message}`);
  return code === '42501' || /^(?:53|58|XX)/.test(code);
}
