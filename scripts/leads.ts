import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

import { runCommand, UsageError } from './lib/command';
import { dataDirectory, openDatabase } from './lib/database';
import type { Database } from '../src/server/db/connection';
import type { Unreached } from '../src/server/db/scrub';
import {
  exportKinds,
  exportRows,
  exportStatuses,
  toCsv,
  type ExportFilter,
  type ExportKind,
} from '../src/server/leads/records/export';
import {
  auditPrivacyRequest,
  countRecords,
  erasePerson,
  exportDocument,
  findPerson,
  normalizedAddress,
} from '../src/server/leads/records/person';
import { purgeExpired } from '../src/server/leads/records/retention';
import { collectStats } from '../src/server/leads/records/stats';

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  find --email ADDRESS [--json]
        Lists what is stored about a person: contact enquiries, job applications and their
        CVs, the newsletter subscription, emails and webhook deliveries that name the address,
        and written .eml files.

  export --email ADDRESS [--out FILE]
        Writes all of it as one JSON document, the CVs and emails included.

  erase --email ADDRESS [--yes]
        Deletes all of it (rows, CVs, emails, webhook deliveries, .eml files, the newsletter
        subscription), then rewrites the tables concerned, their statistics and the database's
        write-ahead log, so that no file of the database still holds it. Without --yes it lists
        what would be deleted and changes nothing. The hashed suppression of an unsubscribed
        address is kept, so the site never writes to it again. Backups, mail servers and
        webhook receivers keep their copies (docs/leads-and-email.md).

  find, export --email and erase are each recorded in the privacy_requests table with the
  number of records concerned, never the address.

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
        still unconfirmed after 30 days, sent or failed emails and webhook deliveries 30 days
        after they went out (queued ones are kept, the written .eml files go with them),
        idempotency keys after 7 days and expired rate limits. Then rewrites the tables and the
        write-ahead log as erase does, so that nothing deleted stays readable in the database's
        files.
        --dry-run           count what would be deleted, change nothing

  stats [--json]
        Counts the rows of every table, leads by status, emails and webhook deliveries by
        state.

Environment:
  DATABASE_URL   PostgreSQL connection string; without it the embedded database is used
  DATA_DIR       the site's data directory with the embedded database (default: data)

With the embedded database, stop the site first: only one process may open it.
Exit codes: 0 done, 1 error, 2 the site is running on the embedded database.
`;

type Values = Record<string, string | boolean | undefined>;

const stringOption = (values: Values, name: string) =>
  typeof values[name] === 'string' ? values[name] : undefined;

const commandOptions = {
  find: { email: { type: 'string' }, json: { type: 'boolean' } },
  erase: { email: { type: 'string' }, yes: { type: 'boolean' } },
  export: {
    email: { type: 'string' },
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

const isExportKind = (kind: unknown): kind is ExportKind =>
  (exportKinds as readonly unknown[]).includes(kind);

function exportFilter(kind: ExportKind, values: Values): ExportFilter {
  const from = utcDay(stringOption(values, 'from'), 'from');
  const to = utcDay(stringOption(values, 'to'), 'to');
  if (from && to && from > to) throw new UsageError('--from is after --to');
  const status = stringOption(values, 'status');
  const allowed: readonly string[] = exportStatuses[kind];
  if (status !== undefined && !allowed.includes(status)) {
    throw new UsageError(`--status must be one of ${allowed.join(', ')} for this kind`);
  }
  return { from, until: to && new Date(to.getTime() + DAY_MS), status };
}

/** The --email of a person's request, checked before anything is opened. */
function personAddress(values: Values): string {
  const given = stringOption(values, 'email');
  if (given === undefined) throw new UsageError('--email ADDRESS is required');
  const email = normalizedAddress(given);
  if (!email) throw new UsageError(`--email: "${given}" is not an email address`);
  return email;
}

const mailDirectory = () => join(dataDirectory(), 'mail');

function printRecords(records: Record<string, number>) {
  printTable(Object.entries(records).map(([kind, rows]) => [kind, String(rows)]));
}

async function findCommand(db: Database, values: Values) {
  const records = await findPerson(db, personAddress(values), mailDirectory());
  const counts = countRecords(records);
  await auditPrivacyRequest(db, 'find', counts);
  if (values.json === true) {
    console.log(JSON.stringify(counts, null, 2));
    return;
  }
  printRecords(counts);
  for (const { id, createdAt, status } of records.contactEnquiries) {
    console.log(`contact enquiry ${id}, ${createdAt.toISOString()}, ${status}`);
  }
  for (const { id, createdAt, jobReference } of records.jobApplications) {
    console.log(`job application ${id}, ${createdAt.toISOString()}, ${jobReference}`);
  }
  if (records.newsletterSubscription) {
    console.log(`newsletter: ${records.newsletterSubscription.status}`);
  }
}

/** What a PostgreSQL role without the privileges leaves readable, and what reaches it. */
const unreachedAdvice: Record<Unreached, string> = {
  statistics:
    "The planner's statistics (pg_statistic) may still quote the deleted values: only a " +
    "superuser may rewrite them. Run the same erase with a superuser's DATABASE_URL.",
  'write-ahead log':
    "PostgreSQL's write-ahead log holds the deleted rows until it is overwritten: this role may " +
    'not run CHECKPOINT, pg_switch_wal() or pg_ls_waldir(). Run the same erase with a ' +
    "superuser's DATABASE_URL.",
  'retained write-ahead log':
    'PostgreSQL keeps earlier write-ahead log segments that hold the deleted rows, for a ' +
    'replica, a replication slot, wal_keep_size or the WAL archive, until it releases them.',
};

async function erasePersonCommand(db: Database, values: Values) {
  const records = await findPerson(db, personAddress(values), mailDirectory());
  const counts = countRecords(records);
  if (values.yes !== true) {
    console.log('Would delete (nothing was changed; run again with --yes to delete):');
    printRecords(counts);
    return;
  }
  const unreached = await erasePerson(db, records, mailDirectory());
  await auditPrivacyRequest(db, 'erase', counts);
  console.log('Deleted:');
  printRecords(counts);
  for (const part of unreached) console.log(`Not reached: ${unreachedAdvice[part]}`);
}

async function exportPersonCommand(db: Database, values: Values) {
  const records = await findPerson(db, personAddress(values), mailDirectory());
  const json = `${JSON.stringify(exportDocument(records, mailDirectory()), null, 2)}\n`;
  await auditPrivacyRequest(db, 'export', countRecords(records));
  const out = stringOption(values, 'out');
  if (out) {
    writeFileSync(out, json);
    console.error(`Wrote everything stored about the address to ${out}.`);
  } else {
    process.stdout.write(json);
  }
}

async function exportCommand(db: Database, values: Values) {
  if (values.email !== undefined) return exportPersonCommand(db, values);
  const kind = values.kind;
  if (!isExportKind(kind)) throw new UsageError(`--kind must be one of ${exportKinds.join(', ')}`);
  const { header, rows } = await exportRows(db, kind, exportFilter(kind, values));
  const csv = toCsv(header, rows);
  const out = stringOption(values, 'out');
  if (out) {
    writeFileSync(out, csv);
    console.error(`Wrote ${rows.length} ${kind} rows to ${out}.`);
  } else {
    process.stdout.write(csv);
  }
}

async function purgeCommand(db: Database, values: Values) {
  const dryRun = values['dry-run'] === true;
  const { deleted, unreached } = await purgeExpired(db, { dryRun, mailDir: mailDirectory() });
  console.log(dryRun ? 'Would delete (dry run, nothing was changed):' : 'Deleted:');
  printTable(Object.entries(deleted).map(([table, rows]) => [table, String(rows)]));
  for (const part of unreached) console.log(`Not reached: ${unreachedAdvice[part]}`);
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
  find: findCommand,
  erase: erasePersonCommand,
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
  const { kind, email } = parsed.values;
  if (parsed.command === 'export' && email !== undefined && kind !== undefined) {
    throw new UsageError('export takes either --email or --kind');
  }
  if (parsed.command === 'export' && email === undefined && !isExportKind(kind)) {
    throw new UsageError(`--kind must be one of ${exportKinds.join(', ')}`);
  }
  if (parsed.command === 'find' || parsed.command === 'erase' || email !== undefined) {
    personAddress(parsed.values);
  }
  const handle = await openDatabase('leads', 'work on leads');
  try {
    await commands[parsed.command](handle.db, parsed.values);
  } finally {
    await handle.close();
  }
  return 0;
}

runCommand('leads', main);
