import 'server-only';

import { serverSettings } from '@/server/settings';

import { connect, describeDatabaseError, type Database, type DatabaseHandle } from './connection';

export { describeDatabaseError } from './connection';
export type { Database } from './connection';

/**
 * One database per process, kept on globalThis: Next.js may load this module once per route
 * bundle, and PGlite must never open its directory twice.
 */
const state = globalThis as typeof globalThis & {
  __leadDatabase?: Promise<DatabaseHandle>;
};

export function openDatabase(): Promise<DatabaseHandle> {
  state.__leadDatabase ??= connect({
    databaseUrl: serverSettings.DATABASE_URL,
    dataDir: serverSettings.DATA_DIR,
  }).catch((error: unknown) => {
    // A later call tries again instead of keeping the failure forever.
    state.__leadDatabase = undefined;
    throw error;
  });
  return state.__leadDatabase;
}

export async function database(): Promise<Database> {
  return (await openDatabase()).db;
}

/** Raised for any failure of the database during a request; answered with 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${describeDatabaseError(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Runs database work, turning any failure of the database into DatabaseUnavailableError. */
export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  let db: Database;
  try {
    db = await database();
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
  try {
    return await work(db);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(error);
  }
}
