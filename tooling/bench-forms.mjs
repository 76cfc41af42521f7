#!/usr/bin/env node
/**
 * `npm run bench:forms`: how many contact enquiries the production server takes per second, and
 * proof that none is lost under load.
 *
 * Starts the server on a fresh data directory with the per-IP rate limits off and no SMTP_URL
 * (email is written as .eml files), then posts valid enquiries to /api/contact/ with autocannon,
 * each with its own message. Afterwards the server is stopped and the stored enquiries are
 * counted with `npm run leads -- stats`: every 201 answer must be a stored row. A few more rows
 * than 201s are requests still in flight when autocannon stopped (committed, answer unread);
 * fewer rows would be a lost submission, and the command fails.
 *
 * Options: --duration N (seconds, default 30), --connections N (default 10), --postgres (a
 * throwaway PostgreSQL instead of the embedded database; see tooling/ensure-postgres.mjs),
 * --reuse-build (measure the existing build as it is, without rebuilding it for changed
 * sources; a rebuild replaces .next under any server running from it).
 *
 * Prints the results and writes them to test-results/bench-forms.json, one entry per engine.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import {
  contactBenchEnv,
  postEnquiries,
  storedCounts,
  summarizeRun,
} from './lib/contact-bench.mjs';
import { ensureBuild, projectRoot } from '../scripts/lib/build.mjs';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { startServer } from '../scripts/lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
if (!(
  Number.isInteger(duration) &&
  duration > 0 &&
  Number.isInteger(connections) &&
  connections > 0
)) {
  console.error('--duration and --connections take whole numbers above 0.');
  process.exit(1);
}
const engine = options.postgres ? 'postgresql' : 'pglite';

const reportDir = join(projectRoot, 'test-results');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-forms-'));

if (!options['reuse-build']) ensureBuild();
const postgres = options.postgres
  ? await startPostgres({ logFile: join(reportDir, 'postgres-bench-forms.log') })
  : null;

let measured;
let stored;
try {
  const server = await startServer({
    env: contactBenchEnv({ dataDir, databaseUrl: postgres?.url }),
    args: ['--reuse-build'],
    logFile: join(reportDir, `server-bench-forms-${engine}.log`),
  });
  try {
    console.log(
      `Posting enquiries to ${server.baseURL}/api/contact/ for ${duration} s over ` +
        `${connections} connections (${engine})…`,
    );
    measured = await postEnquiries({ baseURL: server.baseURL, connections, duration });
  } finally {
    // SIGTERM: the server finishes its requests and closes the embedded database cleanly.
    await server.stop();
  }
  stored = storedCounts({ dataDir, databaseUrl: postgres?.url });
} finally {
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const created = measured.statusCodeStats['201']?.count ?? 0;
const rows = stored.contact_submissions.total;
const inFlightAtEnd = rows - created;
const result = {
  engine,
  measuredAt: new Date().toISOString(),
  connections,
  ...summarizeRun(measured),
  created,
  storedRows: rows,
  storedSpam: stored.contact_submissions.spam,
  inFlightAtEnd,
  outbox: stored.outbox_emails,
};

console.log(`
Engine:               ${engine}
Requests per second:  ${result.requestsPerSecond.toFixed(1)} (average)
Latency:              p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms
201 answers:          ${created}
Non-2xx answers:      ${result.non2xx} ${JSON.stringify(result.statusCodes)}
Errors / timeouts:    ${result.errors} / ${result.timeouts}
Stored enquiries:     ${rows}${inFlightAtEnd > 0 ? ` (${inFlightAtEnd} in flight at the end)` : ''}
Outbox:               ${JSON.stringify(result.outbox)}`);

mkdirSync(reportDir, { recursive: true });
const reportFile = join(reportDir, 'bench-forms.json');
const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : {};
writeFileSync(reportFile, `${JSON.stringify({ ...report, [engine]: result }, null, 2)}\n`);

if (rows < created) {
  console.error(`Lost submissions: ${created - rows} answered 201 but were not stored.`);
  process.exit(1);
}
if (inFlightAtEnd > connections + result.errors) {
  // Not a loss: the enquiries are stored, but some clients never learnt it.
  console.warn(
    `Warning: ${inFlightAtEnd} enquiries were stored without a 201 seen, more than could be ` +
      'in flight at the end; see the server log.',
  );
}
