import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';

import { runLeads } from './setup/leads-cli';
import { readableMarkers } from './setup/readable-markers';
import { expect, test } from './setup/test';
import { connect, serverPidFile, type Database } from '../../src/server/db/connection';
import {
  contactSubmissions,
  idempotencyKeys,
  jobApplications,
  newsletterSubscribers,
  outboxEmails,
  outboxWebhooks,
  rateLimits,
  uploads,
} from '../../src/server/db/schema';

// Each command starts tsx and opens the embedded database: 10–20 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const dataDirs: string[] = [];

test.afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh data directory, filled by `seed` through the embedded database, which is closed again
 * before the command runs: PGlite must never be open in two processes at once.
 */
async function dataDirWith(seed: (db: Database) => Promise<void>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  dataDirs.push(dataDir);
  const handle = await connect({ dataDir });
  try {
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}

async function withDatabase<T>(dataDir: string, read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await connect({ dataDir });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

/** Runs `npm run leads -- …` on the embedded database in `dataDir`. */
const leads = (dataDir: string, ...args: string[]) => runLeads({ DATA_DIR: dataDir }, ...args);

/** Splits RFC 4180 text into records of fields (the reading side, to check the writing side). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      records.push([...fields, field]);
      fields = [];
      field = '';
      index++;
    } else field += char;
  }
  return records;
}

/** What every lead stores, whichever form it came from. */
const lead = {
  status: 'new' as const,
  locale: 'en' as const,
  ipHash: 'ip-hash-that-must-not-be-exported',
  privacyAcceptedAt: new Date(),
  name: 'Anna Meier',
  email: 'anna@example.ch',
};

const contact = (fields: Partial<PgInsertValue<typeof contactSubmissions>> = {}) => ({
  ...lead,
  topic: 'new_project',
  message: 'We would like to build a booking platform for our clinics.',
  ...fields,
});

const application = (
  fields: Partial<PgInsertValue<typeof jobApplications>> & { cvUploadId: string },
) => ({
  ...lead,
  jobSlug: 'senior-frontend-engineer',
  jobReference: 'LL-2025-07',
  message: 'I would love to join.',
  ...fields,
});

const cv = (fileName: string) => ({
  fileName,
  contentType: 'application/pdf',
  size: 4,
  data: Buffer.from('%PDF'),
});

const ago = (period: string) => sql`now() - ${sql.raw(`interval '${period}'`)}`;

const CONTACT_HEADER =
  'id,created_at,status,locale,name,email,company,phone,topic,budget,timeline,message,' +
  'newsletter_opt_in,source_path,utm,spam_reasons,proof_of_work';

test.describe('npm run leads -- export', () => {
  const tricky = 'Hello, we are "Bergbahn AG".\r\nSecond line\nthird line';
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = await dataDirWith(async (db) => {
      await db.insert(contactSubmissions).values([
        contact({ name: 'Jürg Müller', createdAt: new Date('2025-01-10T12:00:00Z') }),
        contact({
          name: '=HYPERLINK("http://evil.example","Click")',
          phone: '+41 44 123 45 67',
          message: tricky,
          utm: { source: 'newsletter', campaign: 'spring' },
          createdAt: new Date('2025-01-31T23:30:00Z'),
        }),
        contact({
          name: 'Spam Bot',
          status: 'spam',
          spamReasons: ['honeypot', 'too-fast'],
          proofOfWork: 'invalid',
          createdAt: new Date('2025-02-01T00:10:00Z'),
        }),
      ]);
    });
  });

  test('writes contact enquiries as CSV that Excel opens, with the header and every row', () => {
    const { status, stdout, stderr } = leads(dataDir, 'export', '--kind', 'contact');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    expect(stdout.endsWith('\r\n')).toBe(true);
    expect(stdout).not.toContain('ip-hash-that-must-not-be-exported');

    const [header, ...rows] = parseCsv(stdout.slice(1));
    expect(header?.join(',')).toBe(CONTACT_HEADER);
    expect(rows.map((row) => row[4])).toEqual([
      'Jürg Müller',
      `'=HYPERLINK("http://evil.example","Click")`,
      'Spam Bot',
    ]);
    expect(rows[0]?.[1]).toBe('2025-01-10T12:00:00.000Z');
    expect(rows[1]?.[7]).toBe(`'+41 44 123 45 67`);
    expect(rows[1]?.[11]).toBe(tricky);
    expect(JSON.parse(rows[1]?.[14] ?? '')).toEqual({ source: 'newsletter', campaign: 'spring' });
    expect(rows[2]?.[15]).toBe('honeypot too-fast');
    // Marked unverified: its proof of work was wrong, expired or replayed.
    expect(rows[2]?.[16]).toBe('invalid');
    expect(rows.every((row) => row.length === header?.length)).toBe(true);
  });

  test('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    const { stdout } = leads(dataDir, 'export', '--kind', 'contact');
    expect(stdout).toContain(',"Hello, we are ""Bergbahn AG"".\r\nSecond line\nthird line",');
    expect(stdout).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(stdout).toContain(`,'+41 44 123 45 67,`);
  });

  test('filters by UTC day, --to counting the whole day, and by status', () => {
    const january = leads(
      dataDir,
      'export',
      '--kind',
      'contact',
      '--from',
      '2025-01-11',
      '--to',
      '2025-01-31',
    );
    expect(parseCsv(january.stdout.slice(1)).map((row) => row[4])).toEqual([
      'name',
      `'=HYPERLINK("http://evil.example","Click")`,
    ]);
    const spam = leads(dataDir, 'export', '--kind', 'contact', '--status', 'spam');
    expect(parseCsv(spam.stdout.slice(1)).map((row) => row[4])).toEqual(['name', 'Spam Bot']);
  });

  test('writes to --out and refuses dates that are not days', () => {
    const out = join(dataDir, 'leads.csv');
    const written = leads(dataDir, 'export', '--kind', 'contact', '--out', out);
    expect(written.status).toBe(0);
    expect(written.stdout).toBe('');
    expect(parseCsv(readFileSync(out, 'utf8').slice(1))).toHaveLength(4);

    const wrong = leads(dataDir, 'export', '--kind', 'contact', '--to', '2025-02-30');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('--to');
  });

  test('exports job applications with their CV file name and size', async () => {
    const applicationsDir = await dataDirWith(async (db) => {
      const [upload] = await db.insert(uploads).values(cv('cv-anna.pdf')).returning();
      await db.insert(jobApplications).values(application({ cvUploadId: upload?.id ?? '' }));
    });
    const { status, stdout } = leads(applicationsDir, 'export', '--kind', 'application');
    expect(status).toBe(0);
    const [header, row] = parseCsv(stdout.slice(1));
    expect(header?.slice(4, 6)).toEqual(['job_reference', 'job_slug']);
    expect(row?.slice(4, 6)).toEqual(['LL-2025-07', 'senior-frontend-engineer']);
    // The CV's name and size, no spam reasons, and a proof of work not recorded (an old row).
    expect(row?.slice(-4)).toEqual(['cv-anna.pdf', '4', '', '']);
  });
});

test.describe('npm run leads -- purge', () => {
  // The dry run must see the rows the purge then deletes.
  test.describe.configure({ mode: 'serial' });

  const message = { from: 'a@example.ch', to: 'b@example.ch', subject: 's', text: 't', html: 'h' };
  const expectedDeletions = {
    contact_submissions: 2,
    job_applications: 1,
    uploads: 1,
    newsletter_subscribers: 1,
    outbox_emails: 2,
    outbox_webhooks: 1,
    idempotency_keys: 1,
    rate_limits: 1,
  };
  let dataDir: string;

  /** The table and row count of every line of the purge report. */
  function deletedCounts(output: string) {
    return Object.fromEntries(
      [...output.matchAll(/^(\w+)\s+(\d+)$/gm)].map(([, table, rows]) => [table, Number(rows)]),
    );
  }

  test.beforeAll(async () => {
    dataDir = await dataDirWith(async (db) => {
      await db
        .insert(contactSubmissions)
        .values([
          contact({ name: 'Old enquiry', createdAt: ago('25 months') }),
          contact({ name: 'Recent enquiry', createdAt: ago('1 day') }),
          contact({ name: 'Old spam', status: 'spam', createdAt: ago('31 days') }),
          contact({ name: 'Recent spam', status: 'spam', createdAt: ago('5 days') }),
        ]);
      const [oldCv, recentCv] = await db
        .insert(uploads)
        .values([cv('old.pdf'), cv('recent.pdf')])
        .returning();
      await db.insert(jobApplications).values([
        application({
          name: 'Old applicant',
          cvUploadId: oldCv?.id ?? '',
          createdAt: ago('7 months'),
        }),
        application({ name: 'Recent applicant', cvUploadId: recentCv?.id ?? '' }),
      ]);
      await db.insert(outboxEmails).values([
        { kind: 'queued-long-ago', message, createdAt: ago('40 days') },
        { kind: 'sent-long-ago', message, createdAt: ago('40 days'), sentAt: ago('40 days') },
        { kind: 'failed-long-ago', message, createdAt: ago('40 days'), failedAt: ago('39 days') },
        { kind: 'sent-recently', message, createdAt: ago('40 days'), sentAt: ago('2 days') },
      ]);
      const announcement = {
        form: 'contact' as const,
        id: 'x',
        title: 't',
        facts: [],
        message: 'm',
      };
      await db.insert(outboxWebhooks).values([
        { channel: 'slack', announcement, sentAt: ago('31 days') },
        { channel: 'slack', announcement, sentAt: ago('1 day') },
      ]);
      const subscriber = { status: 'pending' as const, locale: 'de' as const, source: 'footer' };
      await db.insert(newsletterSubscribers).values([
        { ...subscriber, email: 'pending@example.ch', createdAt: ago('31 days') },
        { ...subscriber, email: 'fresh@example.ch' },
        {
          ...subscriber,
          email: 'loyal@example.ch',
          status: 'confirmed',
          createdAt: ago('3 years'),
        },
      ]);
      const answer = { requestHash: 'h', responseStatus: 201, responseBody: { id: 'x' } };
      await db.insert(idempotencyKeys).values([
        { key: 'contact:old', ...answer, createdAt: ago('8 days') },
        { key: 'contact:new', ...answer },
      ]);
      await db.insert(rateLimits).values([
        { key: 'expired', points: 1, expire: ago('1 minute') },
        { key: 'current', points: 1, expire: sql`now() + interval '1 hour'` },
      ]);
    });
  });

  test('counts without deleting on --dry-run', () => {
    const dryRun = leads(dataDir, 'purge', '--dry-run');
    expect(dryRun.stderr).toBe('');
    expect(dryRun.status).toBe(0);
    expect(dryRun.stdout).toContain('dry run');
    expect(deletedCounts(dryRun.stdout)).toEqual(expectedDeletions);
    const stats = JSON.parse(leads(dataDir, 'stats', '--json').stdout);
    expect(stats.contact_submissions.total).toBe(4);
    expect(stats.outbox_emails).toEqual({ total: 4, queued: 1, sent: 2, failed: 1 });
  });

  test('deletes what is past retention and keeps the rest, queued emails above all', async () => {
    // What the purge deletes must not stay readable in the database's files or the mail folder.
    const deletedMarkers = [
      'Old enquiry',
      'Old spam',
      'Old applicant',
      'old.pdf',
      'pending@example.ch',
    ];
    const keptMarkers = ['Recent enquiry', 'Recent applicant', 'loyal@example.ch'];
    const mailDir = join(dataDir, 'mail');
    const sentLongAgo = await withDatabase(dataDir, async (db) =>
      (await db.select().from(outboxEmails)).filter((email) => email.kind === 'sent-long-ago'),
    );
    mkdirSync(mailDir, { recursive: true });
    const mailFile = `2000-01-01T00-00-00-000Z-${sentLongAgo[0]!.id}.eml`;
    writeFileSync(join(mailDir, mailFile), 'To: pending@example.ch\r\n\r\nOld enquiry');
    expect(
      Object.keys(readableMarkers([dataDir], [...deletedMarkers, ...keptMarkers])).sort(),
    ).toEqual([...deletedMarkers, ...keptMarkers].sort());

    const purge = leads(dataDir, 'purge');
    expect(purge.stderr).toBe('');
    expect(purge.status).toBe(0);
    expect(deletedCounts(purge.stdout)).toEqual(expectedDeletions);

    const left = await withDatabase(dataDir, async (db) => ({
      contacts: (await db.select({ name: contactSubmissions.name }).from(contactSubmissions))
        .map((row) => row.name)
        .sort(),
      applicants: (await db.select({ name: jobApplications.name }).from(jobApplications)).map(
        (row) => row.name,
      ),
      cvs: (await db.select({ fileName: uploads.fileName }).from(uploads)).map(
        (row) => row.fileName,
      ),
      emails: (await db.select({ kind: outboxEmails.kind }).from(outboxEmails))
        .map((row) => row.kind)
        .sort(),
      subscribers: (
        await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)
      )
        .map((row) => row.email)
        .sort(),
      keys: (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
        (row) => row.key,
      ),
      limits: (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key),
    }));
    expect(left).toEqual({
      contacts: ['Recent enquiry', 'Recent spam'],
      applicants: ['Recent applicant'],
      cvs: ['recent.pdf'],
      emails: ['queued-long-ago', 'sent-recently'],
      subscribers: ['fresh@example.ch', 'loyal@example.ch'],
      keys: ['contact:new'],
      limits: ['current'],
    });

    expect(readdirSync(mailDir)).toEqual([]);
    expect(
      Object.keys(readableMarkers([dataDir], [...deletedMarkers, ...keptMarkers])).sort(),
    ).toEqual([...keptMarkers].sort());

    const again = leads(dataDir, 'purge');
    expect(Object.values(deletedCounts(again.stdout)).every((rows) => rows === 0)).toBe(true);
  });
});

test.describe('npm run leads with the embedded database', () => {
  test('refuses to open it while the site is running on it', async () => {
    const dataDir = await dataDirWith(async () => {});
    // This test process stands in for the running site.
    writeFileSync(serverPidFile(dataDir), String(process.pid));
    const { status, stderr } = leads(dataDir, 'stats');
    expect(status).toBe(2);
    expect(stderr).toContain(`The site is running with the embedded database in ${dataDir}`);
    expect(stderr).toContain(`(pid ${process.pid})`);
  });

  test('opens it when the pid file is left over from a site that has stopped', async () => {
    const dataDir = await dataDirWith(async () => {});
    const finished = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(serverPidFile(dataDir), String(finished.pid));
    const { status, stdout } = leads(dataDir, 'stats');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^contact_submissions\s+0/m);
  });

  test('prints the usage on --help and fails on an unknown command', () => {
    const dataDir = join(tmpdir(), 'leads-cli-never-created');
    const help = leads(dataDir, '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run leads -- <command>');
    const unknown = leads(dataDir, 'delete-everything');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown command: delete-everything');
  });
});
