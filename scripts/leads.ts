/**
 * `npm run leads -- <command>`: the operator's commands for the stored leads.
 *
 * - `export` writes contact enquiries, job applications or newsletter subscribers as CSV for
 *   Excel: RFC 4180 (comma, CRLF, quoted fields), UTF-8 with a byte order mark so Excel shows
 *   umlauts, and cells that a spreadsheet would run as a formula defused with a leading `'`.
 *   The IP hashes stay in the database.
 * - `purge` deletes whatever is past its retention period (see RETENTION below).
 * - `stats` counts the rows per table and the email outbox by state.
 *
 * It opens the database the way the server does: PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite database in DATA_DIR (default ./data). PGlite allows one process at a time,
 * so with it the command refuses to run while the site is running on the same directory.
 *
 * Exit codes: 0 done, 1 error, 2 the site holds the embedded database.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

import { and, asc, count, eq, gte, lt, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { isProcessRunning } from './lib/process.mjs';
import { connect, serverPidFile, type Database } from '../src/server/db/connection';
import {
  contactSubmissions,
  emailSuppressions,
  idempotencyKeys,
  jobApplications,
  leadStatuses,
  newsletterStatuses,
  newsletterSubscribers,
  outboxEmails,
  rateLimits,
  uploads,
} from '../src/server/db/schema';

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  export --kind contact|application|newsletter [options]
        Writes the leads as CSV (UTF-8 with BOM, opens in Excel).
        --from YYYY-MM-DD   created on or after that day
        --to YYYY-MM-DD     created on or before that day (the whole day counts)
        --status STATUS     new, spam or handled; for newsletter pending, confirmed or
                            unsubscribed
        --out FILE          write to FILE instead of standard output
        Days are UTC days: a lead sent at 00:30 in Zurich belongs to the day before.

  purge [--dry-run]
        Deletes what is past its retention period: contact enquiries after 24 months, job
        applications and their CVs after 6 months, spam after 30 days, newsletter sign-ups
        still unconfirmed after 30 days, sent or failed emails 30 days after they went out
        (queued ones are kept), idempotency keys after 7 days and expired rate limits.
        --dry-run           count what would be deleted, change nothing

  stats [--json]
        Counts the rows of every table, leads by status and emails by state.

Environment:
  DATABASE_URL   PostgreSQL connection string; without it the embedded database is used
  DATA_DIR       the site's data directory with the embedded database (default: data)

With the embedded database, stop the site first: only one process may open it.
Exit codes: 0 done, 1 error, 2 the site is running on the embedded database.
`;

class UsageError extends Error {}

/** The embedded database is in use by the site; the exit code tells scripts apart from errors. */
class DatabaseBusyError extends Error {}

/** Option values as parseArgs returns them. */
type Values = Record<string, string | boolean | undefined>;

const stringOption = (values: Values, name: string) =>
  typeof values[name] === 'string' ? values[name] : undefined;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// ---------------------------------------------------------------------------------------------
// Command line

const commandOptions = {
  export: {
    kind: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    status: { type: 'string' },
    out: { type: 'string' },
  },
  purge: { 'dry-run': { type: 'boolean' } },
  stats: { json: { type: 'boolean' } },
} satisfies Record<string, ParseArgsConfig['options']>;

type Command = keyof typeof commandOptions;

const isCommand = (name: string): name is Command => Object.hasOwn(commandOptions, name);

function parseCommandLine(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === undefined || ['--help', '-h', 'help'].includes(command)) return null;
  if (!isCommand(command)) throw new UsageError(`Unknown command: ${command}`);
  if (rest.includes('--help') || rest.includes('-h')) return null;
  try {
    const { values } = parseArgs({ args: rest, options: commandOptions[command], strict: true });
    return { command, values: values as Values };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

// ---------------------------------------------------------------------------------------------
// Opening the database

/** The pid of the site holding the embedded database in `dataDir`, if it is still running. */
function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(serverPidFile(dataDir), 'utf8').trim(), 10);
  } catch {
    return null;
  }
  return isProcessRunning(pid) ? pid : null;
}

async function openDatabase() {
  // The migrations are found relative to the working directory, as in the server.
  if (!existsSync(resolve('drizzle'))) {
    throw new Error('Run this from the project root (npm run leads).');
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  if (!databaseUrl) {
    const pid = runningServerPid(dataDir);
    if (pid !== null) {
      throw new DatabaseBusyError(
        `The site is running with the embedded database in ${dataDir} (pid ${pid}). ` +
          'Stop it first, or use PostgreSQL (DATABASE_URL) to work on leads while the site runs.',
      );
    }
    // Opening would create an empty database; a mistyped DATA_DIR should not look like "no leads".
    if (!existsSync(join(dataDir, 'pglite'))) {
      throw new Error(
        `There is no embedded database in ${dataDir}. Set DATA_DIR to the site's data directory, ` +
          'or DATABASE_URL for PostgreSQL.',
      );
    }
  }
  return connect({ databaseUrl, dataDir });
}

// ---------------------------------------------------------------------------------------------
// export

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: a spreadsheet formula defused, then quoted per RFC 4180 where needed. */
function csvField(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(' ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(header: string[], rows: Array<Record<string, unknown>>): string {
  const lines = [header, ...rows.map((row) => header.map((name) => row[name]))].map((cells) =>
    cells.map(csvField).join(','),
  );
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** A day as YYYY-MM-DD, read as the UTC midnight it starts with. */
function utcDay(value: string | undefined, option: string): Date | undefined {
  if (value === undefined) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime())) {
    throw new UsageError(`--${option} must be a date like 2025-01-31, not "${value}"`);
  }
  if (day.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--${option}: ${value} is not a day of the calendar`);
  }
  return day;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The conditions of --from, --to (inclusive of the whole day) and --status on a table. */
function exportFilter(
  createdAt: PgColumn,
  statusColumn: PgColumn,
  allowedStatuses: readonly string[],
  values: Values,
): SQL | undefined {
  const from = utcDay(stringOption(values, 'from'), 'from');
  const to = utcDay(stringOption(values, 'to'), 'to');
  if (from && to && from > to) throw new UsageError('--from is after --to');
  const status = stringOption(values, 'status');
  if (status !== undefined && !allowedStatuses.includes(status)) {
    throw new UsageError(`--status must be one of ${allowedStatuses.join(', ')} for this kind`);
  }
  return and(
    from ? gte(createdAt, from) : undefined,
    to ? lt(createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
    status !== undefined ? eq(statusColumn, status) : undefined,
  );
}

/** The selected columns, named as the CSV header names them, in the order of the file. */
const contactColumns = {
  id: contactSubmissions.id,
  created_at: contactSubmissions.createdAt,
  status: contactSubmissions.status,
  locale: contactSubmissions.locale,
  name: contactSubmissions.name,
  email: contactSubmissions.email,
  company: contactSubmissions.company,
  phone: contactSubmissions.phone,
  topic: contactSubmissions.topic,
  budget: contactSubmissions.budget,
  timeline: contactSubmissions.timeline,
  message: contactSubmissions.message,
  newsletter_opt_in: contactSubmissions.newsletterOptIn,
  source_path: contactSubmissions.sourcePath,
  utm: contactSubmissions.utm,
  spam_reasons: contactSubmissions.spamReasons,
};

const applicationColumns = {
  id: jobApplications.id,
  created_at: jobApplications.createdAt,
  status: jobApplications.status,
  locale: jobApplications.locale,
  job_reference: jobApplications.jobReference,
  job_slug: jobApplications.jobSlug,
  name: jobApplications.name,
  email: jobApplications.email,
  phone: jobApplications.phone,
  linkedin_url: jobApplications.linkedinUrl,
  portfolio_url: jobApplications.portfolioUrl,
  message: jobApplications.message,
  cv_file_name: uploads.fileName,
  cv_size: uploads.size,
  spam_reasons: jobApplications.spamReasons,
};

const newsletterColumns = {
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  locale: newsletterSubscribers.locale,
  source: newsletterSubscribers.source,
  created_at: newsletterSubscribers.createdAt,
  confirmed_at: newsletterSubscribers.confirmedAt,
};

const exportKinds = ['contact', 'application', 'newsletter'] as const;

async function exportRows(
  db: Database,
  values: Values,
): Promise<{ header: string[]; rows: Array<Record<string, unknown>> }> {
  switch (values.kind) {
    case 'contact': {
      const table = contactSubmissions;
      const rows = await db
        .select(contactColumns)
        .from(table)
        .where(exportFilter(table.createdAt, table.status, leadStatuses, values))
        .orderBy(asc(table.createdAt), asc(table.id));
      return { header: Object.keys(contactColumns), rows };
    }
    case 'application': {
      const table = jobApplications;
      const rows = await db
        .select(applicationColumns)
        .from(table)
        .leftJoin(uploads, eq(uploads.id, table.cvUploadId))
        .where(exportFilter(table.createdAt, table.status, leadStatuses, values))
        .orderBy(asc(table.createdAt), asc(table.id));
      return { header: Object.keys(applicationColumns), rows };
    }
    case 'newsletter': {
      const table = newsletterSubscribers;
      const rows = await db
        .select(newsletterColumns)
        .from(table)
        .where(exportFilter(table.createdAt, table.status, newsletterStatuses, values))
        .orderBy(asc(table.createdAt), asc(table.email));
      return { header: Object.keys(newsletterColumns), rows };
    }
    default:
      throw new UsageError(`--kind must be one of ${exportKinds.join(', ')}`);
  }
}

async function exportCommand(db: Database, values: Values) {
  const { header, rows } = await exportRows(db, values);
  const csv = toCsv(header, rows);
  const out = stringOption(values, 'out');
  if (out) {
    writeFileSync(out, csv);
    console.error(`Wrote ${rows.length} ${values.kind} rows to ${out}.`);
  } else {
    process.stdout.write(csv);
  }
}

// ---------------------------------------------------------------------------------------------
// purge

/**
 * How long each kind of data is kept, as PostgreSQL intervals. These are the periods the
 * privacy policy promises; change them together with it.
 */
const RETENTION = {
  contact: '24 months',
  application: '6 months',
  spam: '30 days',
  unconfirmedNewsletter: '30 days',
  finishedEmail: '30 days',
  idempotencyKey: '7 days',
} as const;

/** `column` lies further back than `period`, measured from the start of the transaction. */
const olderThan = (column: PgColumn | SQL, period: (typeof RETENTION)[keyof typeof RETENTION]) =>
  sql`${column} < now() - ${sql.raw(`interval '${period}'`)}`;

async function deleteExpired(tx: Transaction): Promise<Record<string, number>> {
  const contacts = await tx
    .delete(contactSubmissions)
    .where(
      sql`${olderThan(contactSubmissions.createdAt, RETENTION.contact)} or (${eq(contactSubmissions.status, 'spam')} and ${olderThan(contactSubmissions.createdAt, RETENTION.spam)})`,
    )
    .returning({ id: contactSubmissions.id });
  const applications = await tx
    .delete(jobApplications)
    .where(
      sql`${olderThan(jobApplications.createdAt, RETENTION.application)} or (${eq(jobApplications.status, 'spam')} and ${olderThan(jobApplications.createdAt, RETENTION.spam)})`,
    )
    .returning({ id: jobApplications.id });
  // A CV is stored with its application in one transaction, so a CV no application refers to
  // belongs to one that was deleted, here or by hand.
  const cvs = await tx
    .delete(uploads)
    .where(
      sql`not exists (select 1 from ${jobApplications} where ${jobApplications.cvUploadId} = ${uploads.id})`,
    )
    .returning({ id: uploads.id });
  const subscribers = await tx
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'pending'),
        olderThan(newsletterSubscribers.createdAt, RETENTION.unconfirmedNewsletter),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  // Queued emails have neither timestamp, so coalesce() is null and they are never deleted.
  const emails = await tx
    .delete(outboxEmails)
    .where(
      olderThan(
        sql`coalesce(${outboxEmails.sentAt}, ${outboxEmails.failedAt})`,
        RETENTION.finishedEmail,
      ),
    )
    .returning({ id: outboxEmails.id });
  const keys = await tx
    .delete(idempotencyKeys)
    .where(olderThan(idempotencyKeys.createdAt, RETENTION.idempotencyKey))
    .returning({ key: idempotencyKeys.key });
  const limits = await tx
    .delete(rateLimits)
    .where(sql`${rateLimits.expire} < now()`)
    .returning({ key: rateLimits.key });
  return {
    contact_submissions: contacts.length,
    job_applications: applications.length,
    uploads: cvs.length,
    newsletter_subscribers: subscribers.length,
    outbox_emails: emails.length,
    idempotency_keys: keys.length,
    rate_limits: limits.length,
  };
}

async function purgeCommand(db: Database, values: Values) {
  const dryRun = values['dry-run'] === true;
  let deleted: Record<string, number> = {};
  try {
    // One transaction: all or nothing, and a dry run is the same work rolled back, so its
    // counts include exactly what the real run would delete.
    await db.transaction(async (tx) => {
      deleted = await deleteExpired(tx);
      if (dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  console.log(dryRun ? 'Would delete (dry run, nothing was changed):' : 'Deleted:');
  printTable(Object.entries(deleted).map(([table, rows]) => [table, String(rows)]));
}

// ---------------------------------------------------------------------------------------------
// stats

async function countByStatus<Status extends string>(
  db: Database,
  table: typeof contactSubmissions | typeof jobApplications | typeof newsletterSubscribers,
  statuses: readonly Status[],
) {
  const groups = await db
    .select({ status: table.status, rows: count() })
    .from(table)
    .groupBy(table.status);
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
    Status,
    number
  >;
  for (const group of groups) counts[group.status as Status] = group.rows;
  return { total: groups.reduce((sum, group) => sum + group.rows, 0), ...counts };
}

async function countRows(db: Database, table: PgTable) {
  const [result] = await db.select({ rows: count() }).from(table);
  return { total: result?.rows ?? 0 };
}

async function collectStats(db: Database) {
  const isQueued = sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is null`;
  const hasFailed = sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is not null`;
  const [outbox] = await db
    .select({
      total: count(),
      queued: count(sql`case when ${isQueued} then 1 end`),
      sent: count(outboxEmails.sentAt),
      failed: count(sql`case when ${hasFailed} then 1 end`),
    })
    .from(outboxEmails);
  return {
    contact_submissions: await countByStatus(db, contactSubmissions, leadStatuses),
    job_applications: await countByStatus(db, jobApplications, leadStatuses),
    uploads: await countRows(db, uploads),
    newsletter_subscribers: await countByStatus(db, newsletterSubscribers, newsletterStatuses),
    email_suppressions: await countRows(db, emailSuppressions),
    outbox_emails: outbox ?? { total: 0, queued: 0, sent: 0, failed: 0 },
    idempotency_keys: await countRows(db, idempotencyKeys),
    rate_limits: await countRows(db, rateLimits),
  };
}

async function statsCommand(db: Database, values: Values) {
  const stats = await collectStats(db);
  if (values.json === true) {
    console.log(JSON.stringify(stats, null, 2));
    return;
  }
  printTable(
    Object.entries(stats).map(([table, { total, ...parts }]) => {
      const details = Object.entries(parts).map(([part, rows]) => `${part} ${rows}`);
      return [table, String(total), details.length > 0 ? `(${details.join(', ')})` : ''];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Output and entry point

/** Left-aligned names, right-aligned counts: readable in a terminal, easy to grep. */
function printTable(rows: string[][]) {
  const width = (column: number) => Math.max(0, ...rows.map((row) => row[column]?.length ?? 0));
  const [nameWidth, countWidth] = [width(0), width(1)];
  for (const [name = '', rowCount = '', ...notes] of rows) {
    const cells = [name.padEnd(nameWidth), rowCount.padStart(countWidth), ...notes];
    console.log(cells.join('  ').trimEnd());
  }
}

const commands: Record<Command, (db: Database, values: Values) => Promise<void>> = {
  export: exportCommand,
  purge: purgeCommand,
  stats: statsCommand,
};

async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (!parsed) {
    process.stdout.write(USAGE);
    return 0;
  }
  // Checked before opening anything, so a mistake costs no database start.
  const kind = parsed.values.kind;
  if (parsed.command === 'export' && !(exportKinds as readonly unknown[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${exportKinds.join(', ')}`);
  }
  const handle = await openDatabase();
  try {
    await commands[parsed.command](handle.db, parsed.values);
  } finally {
    await handle.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError) {
      console.error(`${message}\nRun \`npm run leads -- --help\` for the usage.`);
    } else {
      console.error(message);
    }
    process.exitCode = error instanceof DatabaseBusyError ? 2 : 1;
  },
);
