import 'server-only';

import { processWide } from '@/lib/process-wide';
import { serverSettings } from '@/server/settings';

import {
  connect,
  describeDatabaseError,
  isStorageFault,
  type Database,
  type DatabaseHandle,
} from './connection';

export { describeDatabaseError } from './connection';
export type { Database } from './connection';

// One per process: PGlite must never open its directory twice.
const state = processWide<{ opening?: Promise<DatabaseHandle>; handle?: DatabaseHandle }>(
  'lead-database',
  () => ({}),
);

/** Opens the database once `before` has settled (the close of the one it replaces). */
function open(before: Promise<unknown> = Promise.resolve()): Promise<DatabaseHandle> {
  const opening: Promise<DatabaseHandle> = before
    .then(() =>
      connect({ databaseUrl: serverSettings.DATABASE_URL, dataDir: serverSettings.DATA_DIR }),
    )
    .then(
      (handle) => {
        state.handle = handle;
        return handle;
      },
      (error: unknown) => {
        // A later call tries again instead of keeping the failure forever.
        if (state.opening === opening) state.opening = undefined;
        throw error;
      },
    );
  state.opening = opening;
  return opening;
}

/**
 * Closes `handle` and opens the database again, unless done already: PGlite keeps failing after a
 * file fault, even once the disk is fine, and writes into the void once its folder is deleted.
 */
function reopen(handle: DatabaseHandle, reason: string): Promise<DatabaseHandle> {
  if (state.handle !== handle) return state.opening ?? open();
  state.handle = undefined;
  console.error(`The embedded database is opened again: ${reason}`);
  return open(handle.close().catch(() => {}));
}

export async function openDatabase(): Promise<DatabaseHandle> {
  const handle = await (state.opening ?? open());
  return handle.detached?.() ? reopen(handle, 'its folder was removed or replaced') : handle;
}

/** The database as it is open now, without opening it: for metrics, which must not. */
export function openedDatabase(): DatabaseHandle | undefined {
  return state.handle;
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

/** Runs `work`, raising any failure as DatabaseUnavailableError; a file fault reopens PGlite. */
export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase();
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
  try {
    return await work(handle.db);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    if (handle.engine === 'pglite' && isStorageFault(error)) {
      void reopen(handle, describeDatabaseError(error)).catch(() => {});
    }
    throw new DatabaseUnavailableError(error);
  }
}
