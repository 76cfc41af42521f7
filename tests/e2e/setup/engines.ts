import { join } from 'node:path';

import type { Engine } from './leads';
import { artifactsDir } from './server';
import { startPostgres } from '../../support/postgres.mjs';

/** The databases a lead test that runs on both loops over: embedded, and a real PostgreSQL. */
export const engines: Engine[] = ['pglite', 'postgresql'];

export type DatabaseFixture = {
  /** Undefined for PGlite: the site then opens its embedded database. */
  url: string | undefined;
  /** For PostgreSQL: the cluster's data directory. */
  dataDir?: string;
  stop: () => Promise<void>;
  /** For PostgreSQL: takes the database server down and brings it back on the same port. */
  outage?: {
    begin: (options?: { mode?: 'fast' | 'immediate' }) => Promise<void>;
    end: () => Promise<void>;
  };
};

export async function startDatabase(engine: Engine, name: string): Promise<DatabaseFixture> {
  if (engine === 'pglite') return { url: undefined, stop: async () => {} };
  const postgres = await startPostgres({ logFile: join(artifactsDir, `postgres-${name}.log`) });
  return {
    url: postgres.url,
    dataDir: postgres.dataDir,
    stop: () => postgres.stop(),
    outage: {
      begin: (options) => postgres.stopServer(options),
      end: () => postgres.startServerAgain(),
    },
  };
}
