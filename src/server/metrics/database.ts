import 'server-only';

import { Gauge } from 'prom-client';

import { openedDatabase } from '@/server/db';
import type { PoolStats } from '@/server/db/connection';

import { sharedMetric } from './registry';

/** A gauge read from the open database when Prometheus scrapes, never opening it. */
const databaseGauge = (
  name: string,
  help: string,
  labelNames: string[],
  read: (gauge: Gauge, engine: string, pool: PoolStats | undefined) => void,
) =>
  sharedMetric(
    name,
    (options) =>
      new Gauge({
        ...options,
        help,
        labelNames,
        collect() {
          this.reset();
          const handle = openedDatabase();
          if (handle) read(this, handle.engine, handle.pool?.());
        },
      }),
  );

databaseGauge(
  'site_database_info',
  'The database in use: engine is pglite (embedded) or postgresql; always 1',
  ['engine'],
  (gauge, engine) => gauge.set({ engine }, 1),
);

/** Adds the pool's gauges on PostgreSQL only: the embedded database shows no pool, not zeros. */
export function watchDatabasePool(): void {
  databaseGauge(
    'site_database_pool_connections',
    'PostgreSQL connections of the pool by state: idle, or busy with a query',
    ['state'],
    (gauge, _engine, pool) => {
      if (!pool) return;
      gauge.set({ state: 'idle' }, pool.idle);
      gauge.set({ state: 'busy' }, pool.open - pool.idle);
    },
  );
  databaseGauge(
    'site_database_pool_max_connections',
    'The most connections the PostgreSQL pool opens',
    [],
    (gauge, _engine, pool) => {
      if (pool) gauge.set(pool.max);
    },
  );
  databaseGauge(
    'site_database_pool_waiting_queries',
    'Queries waiting for a PostgreSQL connection because every one of the pool is busy',
    [],
    (gauge, _engine, pool) => {
      if (pool) gauge.set(pool.waiting);
    },
  );
}
