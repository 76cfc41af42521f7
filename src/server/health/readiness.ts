import 'server-only';

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { sql } from 'drizzle-orm';

import { contentIsCurrent } from '@/server/content-versions/startup';
import { withDatabase } from '@/server/db';
import { leadServicesRunning } from '@/server/lead-services';
import { serverSettings } from '@/server/settings';
import { isShuttingDown } from '@/server/shutdown';
import { resultWithin } from '@/server/time-limit';

/** A check that takes longer than this counts as failed: a load balancer waits for no one. */
const CHECK_LIMIT_MS = 2_000;

export type Readiness = {
  ready: boolean;
  checks: {
    accepting: boolean;
    database: boolean;
    migrations: boolean;
    outbox: boolean;
    /** The data directory takes a file (the embedded database, written emails). */
    dataDirectory: boolean;
    /** The pages show the editors' newest versions, which the start takes and publishes. */
    content: boolean;
  };
};

/** When the newest migration of this build was made, from drizzle-kit's journal; read once. */
let newestMigration: number | undefined;

function newestMigrationOfBuild(): number {
  newestMigration ??= Math.max(
    ...(
      JSON.parse(readFileSync(resolve('drizzle/meta/_journal.json'), 'utf8')) as {
        entries: Array<{ when: number }>;
      }
    ).entries.map((entry) => entry.when),
  );
  return newestMigration;
}

const within = (check: () => Promise<boolean>) => resultWithin(check(), CHECK_LIMIT_MS, false);

async function migrationsApplied(): Promise<boolean> {
  // drizzle's migrators (PGlite's and node-postgres's) record each migration's `when` there.
  const result = (await withDatabase((db) =>
    db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`),
  )) as unknown as { rows: Array<{ applied: string | number | null }> };
  return Number(result.rows[0]?.applied ?? 0) >= newestMigrationOfBuild();
}

function dataDirectoryWritable(): boolean {
  const probe = join(serverSettings.DATA_DIR, `.ready-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe);
    return true;
  } catch {
    return false;
  }
}

/** What a check of the dependencies found; `accepting` and `content` are read for every probe. */
type DependencyChecks = Omit<Readiness['checks'], 'accepting' | 'content'>;

async function checkDependencies(): Promise<DependencyChecks> {
  const [database, migrations] = await Promise.all([
    within(() => withDatabase((db) => db.execute(sql`select 1`)).then(() => true)),
    within(migrationsApplied),
  ]);
  return {
    database,
    migrations,
    outbox: leadServicesRunning(),
    dataDirectory: dataDirectoryWritable(),
  };
}

/** Probes share a check for a second: a flood costs little, and a change still shows within one. */
const CHECK_REUSE_MS = 1_000;

let latestCheck:
  { startedAt: number; settled: boolean; result: Promise<DependencyChecks> } | undefined;

function sharedCheck(): Promise<DependencyChecks> {
  const now = Date.now();
  if (latestCheck && (!latestCheck.settled || now - latestCheck.startedAt < CHECK_REUSE_MS)) {
    return latestCheck.result;
  }
  const check = { startedAt: now, settled: false, result: checkDependencies() };
  const settle = () => {
    check.settled = true;
  };
  check.result.then(settle, settle);
  latestCheck = check;
  return check.result;
}

export async function readiness(): Promise<Readiness> {
  const checks = {
    accepting: !isShuttingDown(),
    ...(await sharedCheck()),
    content: contentIsCurrent(),
  };
  return { ready: Object.values(checks).every(Boolean), checks };
}
