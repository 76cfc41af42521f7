import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { isProcessRunning } from './process.mjs';
import { connect, serverPidFile } from '../../src/server/db/connection';

/** The embedded database is in use by the site; the exit code tells scripts apart from errors. */
export class DatabaseBusyError extends Error {}

function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(serverPidFile(dataDir), 'utf8').trim(), 10);
  } catch {
    return null;
  }
  return isProcessRunning(pid) ? pid : null;
}

export const dataDirectory = () => resolve(process.env.DATA_DIR || 'data');

/** Refuses the embedded database while the site runs on it: only one process may open it. */
export async function openDatabase(command: string, busyAdvice: string) {
  // The migrations are found relative to the working directory, as in the server.
  if (!existsSync(resolve('drizzle'))) {
    throw new Error(`Run this from the project root (npm run ${command}).`);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = dataDirectory();
  if (!databaseUrl) {
    const pid = runningServerPid(dataDir);
    if (pid !== null) {
      throw new DatabaseBusyError(
        `The site is running with the embedded database in ${dataDir} (pid ${pid}). ` +
          `Stop it first, or use PostgreSQL (DATABASE_URL) to ${busyAdvice} while the site runs.`,
      );
    }
    // Opening would create an empty database; a mistyped DATA_DIR should not look like "no data".
    if (!existsSync(join(dataDir, 'pglite'))) {
      throw new Error(
        `There is no embedded database in ${dataDir}. Set DATA_DIR to the site's data directory, ` +
          'or DATABASE_URL for PostgreSQL.',
      );
    }
  }
  // An operator's command may run longer than a visitor's request (erase rewrites tables).
  return connect({ databaseUrl, dataDir, statementTimeoutMs: 0 });
}
