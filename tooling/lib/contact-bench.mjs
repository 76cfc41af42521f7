import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { projectRoot } from '../../scripts/lib/build.mjs';

/**
 * Load on the contact endpoint, shared by `npm run bench:forms` and `npm run bench:load`:
 * valid enquiries, each one different, and the count of what was stored afterwards.
 */

/**
 * The server settings for measuring the endpoint itself: the per-IP rate limits off (every
 * request comes from 127.0.0.1) and no SMTP_URL (email is written as .eml files).
 */
export function contactBenchEnv({ dataDir, databaseUrl }) {
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SMTP_URL: '', RATE_LIMIT: 'false' };
}

/** A valid enquiry; the counter makes every body different, as real ones are. */
export function enquiry(number) {
  return JSON.stringify({
    name: 'Anna Meier',
    email: `anna+${number}@example.ch`,
    topic: 'new_project',
    message: `Enquiry ${number}: we would like to build a booking platform for our clinics.`,
    privacyAccepted: true,
    locale: 'en',
  });
}

/**
 * Posts enquiries to `${baseURL}/api/contact/` with autocannon, for `duration` seconds or, with
 * `amount`, exactly that many (then every request is answered before it returns, and the
 * stored rows can be compared with the 201 answers exactly).
 *
 * @param {{ baseURL: string, connections: number, duration?: number, amount?: number }} options
 */
export function postEnquiries({ baseURL, connections, duration, amount }) {
  let sent = 0;
  return autocannon({
    url: `${baseURL}/api/contact/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    ...(amount ? { amount } : { duration }),
    requests: [{ setupRequest: (request) => ({ ...request, body: enquiry(++sent) }) }],
  });
}

/** The numbers of an autocannon result that the reports keep. */
export function summarizeRun(measured) {
  return {
    durationSeconds: measured.duration,
    requests: measured.requests.total,
    requestsPerSecond: measured.requests.average,
    latencyMs: {
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      average: measured.latency.average,
      max: measured.latency.max,
    },
    non2xx: measured.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(measured.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    errors: measured.errors,
    timeouts: measured.timeouts,
  };
}

/**
 * Counts the stored enquiries the way an operator would (`npm run leads -- stats`), once the
 * server has let go of the database.
 */
export function storedCounts({ dataDir, databaseUrl }) {
  const result = spawnSync(
    process.execPath,
    [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/leads.ts', 'stats', '--json'],
    {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`npm run leads -- stats failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}
