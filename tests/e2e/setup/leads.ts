import { chownSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { artifactsDir } from './server';
import { NEXT_BIN } from '../../../scripts/lib/build.mjs';
import { connect, type Database } from '../../../src/server/db/connection';
import { samplePdf } from '../../support/sample-pdf.mjs';
import { startServer as startSiteServer } from '../../support/server.mjs';

export type Engine = 'pglite' | 'postgresql';

type LeadSiteOptions = {
  name: string;
  /** Without it, email is written as .eml files under `DATA_DIR/mail/`. */
  smtpUrl?: string | undefined;
  /** PostgreSQL connection string; without it the server uses PGlite in its own directory. */
  databaseUrl?: string | undefined;
  /** Settings of this server; `undefined` leaves one unset, so the server's default applies. */
  env?: Record<string, string | undefined>;
  /**
   * `npm start` (`scripts/start.mjs`, the default) or a plain `next start -H 127.0.0.1`, bound as
   * behind a reverse proxy; either serves the current build.
   */
  command?: 'npm start' | 'next start';
  /** Runs the server as this user, owner of its data directory (the tests must run as root). */
  user?: { uid: number; gid: number } | undefined;
};

/**
 * A production server for the lead tests: its own data directory, mail to the test's SMTP
 * server, a fast outbox, and per-IP limits off unless a test switches them on.
 */
export async function startLeadSite({
  name,
  smtpUrl,
  databaseUrl,
  env = {},
  command = 'npm start',
  user,
}: LeadSiteOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), `leads-${name}-`));
  if (user) chownSync(dataDir, user.uid, user.gid);
  const logFile = join(artifactsDir, `server-leads-${name}.log`);
  const settings: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    RATE_LIMIT: 'false',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_RETRY_MAX_MS: '2000',
    SMTP_TIMEOUT_MS: '3000',
    SMTP_REPLY_TIMEOUT_MS: '3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  const serverEnv = Object.fromEntries(
    Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const serverCommand =
    command === 'next start'
      ? [process.execPath, NEXT_BIN, 'start', '-H', '127.0.0.1']
      : [process.execPath, 'scripts/start.mjs', '--reuse-build'];
  let server = await startSiteServer({ env: serverEnv, command: serverCommand, logFile, user });
  const port = Number(new URL(server.baseURL).port);
  let running = true;

  return {
    baseURL: server.baseURL,
    dataDir,
    logFile,
    /** Sends the server SIGTERM; resolves to its exit code once it has exited. */
    terminate: async () => {
      process.kill(server.pid, 'SIGTERM');
      const code = await server.exited;
      running = false;
      return code;
    },
    stop: async () => {
      if (running) await server.stop();
      running = false;
    },
    kill: async () => {
      await server.kill();
      running = false;
    },
    /** Starts the server again on the same port and data, as after a crash or a deploy. */
    restart: async () => {
      server = await startSiteServer({
        env: serverEnv,
        command: serverCommand,
        logFile,
        port,
        appendLog: true,
        user,
      });
      running = true;
    },
    /**
     * Runs queries against the site's database. The embedded one can only be opened while the
     * server is stopped; PostgreSQL any time.
     */
    query: async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
      if (running && !databaseUrl) throw new Error('stop the server before opening PGlite');
      const handle = await connect({ databaseUrl, dataDir });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}

export type LeadSite = Awaited<ReturnType<typeof startLeadSite>>;

/** A valid contact submission; `overrides` change or add fields. */
export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Anna Meier',
    email: 'anna.meier@example.ch',
    company: 'Meier Logistik AG',
    topic: 'new_project',
    budget: '50k_150k',
    timeline: '1_3_months',
    message: 'We would like to replace our dispatch spreadsheet with a proper web application.',
    privacyAccepted: true,
    locale: 'en',
    ...overrides,
  };
}

export async function postJson(
  baseURL: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not every answer is JSON (405, for example).
  }
  return { status: response.status, headers: response.headers, json };
}

/** Sends a job application with a small PDF as its CV; `fields` change or add fields. */
export async function postApplication(
  site: LeadSite,
  fields: Record<string, string> = {},
  cvName = 'Lebenslauf.pdf',
) {
  const form = new FormData();
  const values = {
    job: 'platform-engineer',
    name: 'Luca Rossi',
    email: 'luca.rossi@example.ch',
    message: 'I run Kubernetes clusters for a Swiss bank and would love to join your team.',
    privacyAccepted: 'on',
    locale: 'en',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  const cv = new Blob([Buffer.from(samplePdf(2048))], { type: 'application/pdf' });
  form.set('cv', cv, cvName);
  const response = await fetch(`${site.baseURL}/api/applications/`, { method: 'POST', body: form });
  return response.status;
}
